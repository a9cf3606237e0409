import { HOME_PAGE_TEXT } from '@citavet/domain/public/home-page-text';
import { ArrowRight, CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { SampleAgendaCard } from './sample-agenda-card';

const promises = ['Sin tarjeta de crédito', 'Configuración en 5 minutos', 'Soporte en español'];

export function HeroSection() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-primary-tint/60 via-white to-white pt-28 pb-20 sm:pt-32 lg:pb-28">
      <div
        className="pointer-events-none absolute -top-24 -right-24 size-96 rounded-full bg-coral/10 blur-3xl"
        aria-hidden
      />
      <div className="mx-auto grid max-w-6xl grid-cols-1 items-center gap-14 px-4 sm:px-6 lg:grid-cols-[1.1fr_1fr]">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-primary/20 bg-white px-3 py-1 text-xs font-semibold text-primary shadow-sm">
            <span className="size-1.5 rounded-full bg-coral" aria-hidden />
            Hecho para clínicas veterinarias
          </p>
          <h1 className="mt-6 text-4xl leading-tight font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
            {HOME_PAGE_TEXT.headingStart}{' '}
            <span className="text-primary">{HOME_PAGE_TEXT.headingHighlight}</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-slate-600">{HOME_PAGE_TEXT.lead}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={paths.register} className={buttonStyles({ variant: 'accent', size: 'lg' })}>
              Comenzar Prueba Gratuita
              <ArrowRight className="size-5" aria-hidden />
            </Link>
            <Link
              to={paths.landingSection('how-it-works')}
              className={buttonStyles({ variant: 'outline', size: 'lg' })}
            >
              Cómo Funciona
            </Link>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2">
            {promises.map((promise) => (
              <li key={promise} className="flex items-center gap-2 text-sm text-slate-600">
                <CircleCheck className="size-4 text-success" aria-hidden />
                {promise}
              </li>
            ))}
          </ul>
        </div>
        <SampleAgendaCard />
      </div>
    </section>
  );
}
