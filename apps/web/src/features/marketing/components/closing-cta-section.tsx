import { ArrowRight, Search } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function ClosingCtaSection() {
  return (
    <section aria-labelledby="closing-cta-title" className="bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-6xl space-y-6 px-4 sm:px-6">
        <div className="relative overflow-hidden rounded-card bg-gradient-to-br from-primary to-primary-hover px-6 py-14 text-center shadow-overlay sm:px-12">
          <div
            className="pointer-events-none absolute -top-20 -left-20 size-72 rounded-full bg-white/10 blur-2xl"
            aria-hidden
          />
          <h2
            id="closing-cta-title"
            className="relative text-3xl font-bold tracking-tight text-white sm:text-4xl"
          >
            Comienza Gratis Hoy
          </h2>
          <p className="relative mx-auto mt-4 max-w-xl text-lg text-teal-50">
            Configura tu clínica en 5 minutos y recibe tus primeras reservas online. Sin tarjeta de crédito.
          </p>
          <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to={paths.register} className={buttonStyles({ variant: 'accent', size: 'lg' })}>
              Comenzar Prueba Gratuita
              <ArrowRight className="size-5" aria-hidden />
            </Link>
            <Link
              to={paths.directory}
              className={buttonStyles({
                variant: 'outline',
                size: 'lg',
                className: 'border-white/40! bg-white/10! text-white! hover:bg-white/20!',
              })}
            >
              Ver Veterinarias
            </Link>
          </div>
        </div>
        <div className="flex flex-col items-center justify-between gap-4 rounded-card border border-slate-200 bg-slate-50 px-6 py-6 text-center sm:flex-row sm:text-left">
          <div>
            <p className="font-semibold text-slate-900">¿Buscas una veterinaria para tu mascota?</p>
            <p className="mt-1 text-sm text-slate-600">
              Encuentra una clínica cerca y reserva tu turno online, sin registrarte.
            </p>
          </div>
          <Link to={paths.directory} className={buttonStyles({ variant: 'secondary' })}>
            <Search className="size-4" aria-hidden />
            Buscar Veterinarias
          </Link>
        </div>
      </div>
    </section>
  );
}
