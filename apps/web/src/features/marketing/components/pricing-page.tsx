import { ANNUAL_SAVINGS_PERCENT, PLANS } from '@citavet/domain/plans/plans';
import { clsx } from 'clsx';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { buttonStyles } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { MarketingLayout } from './marketing-layout';
import { PlanCard } from './plan-card';
import { PlanComparison } from './plan-comparison';
import { PricingFaq } from './pricing-faq';

export function PricingPage() {
  useDocumentTitle(
    'Precios',
    'Planes de Citavet para clínicas veterinarias: empieza gratis y prueba 14 días el plan profesional, sin tarjeta de crédito.',
  );
  // The annual toggle shows each plan's year at ANNUAL_SAVINGS_PERCENT off (annualPriceOf).
  const [isAnnual, setIsAnnual] = useState(false);

  return (
    <MarketingLayout>
      <div className="bg-gradient-to-b from-primary-tint/50 via-white to-slate-50 pt-28 pb-20 sm:pt-32">
        <header className="mx-auto max-w-2xl px-4 text-center sm:px-6">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">Precios</p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
            Un plan para cada etapa de tu clínica
          </h1>
          <p className="mt-4 text-lg text-slate-600">Empieza gratis y crece cuando tu equipo lo necesite.</p>
          <div className="mt-8 flex items-center justify-center gap-3 text-sm font-medium">
            <span className={clsx(isAnnual ? 'text-slate-500' : 'text-slate-900')} aria-hidden>
              Mensual
            </span>
            <Switch checked={isAnnual} onCheckedChange={setIsAnnual} aria-label="Facturación anual" />
            <span className={clsx(isAnnual ? 'text-slate-900' : 'text-slate-500')} aria-hidden>
              Anual
            </span>
            <span className="w-24 text-left" aria-live="polite">
              {isAnnual && <Badge tone="success">Ahorra {ANNUAL_SAVINGS_PERCENT}%</Badge>}
            </span>
          </div>
        </header>

        <section
          aria-labelledby="pricing-plans-title"
          className="mx-auto mt-14 grid max-w-6xl gap-8 px-4 sm:px-6 lg:grid-cols-3 lg:gap-6"
        >
          {/* Keeps the outline h1 → h2 → h3: each plan card titles itself with an h3. */}
          <h2 id="pricing-plans-title" className="sr-only">
            Planes
          </h2>
          {PLANS.map((plan) => (
            <PlanCard key={plan.id} plan={plan} isAnnual={isAnnual} />
          ))}
        </section>

        <div className="mt-24 space-y-24">
          <PlanComparison />
          <PricingFaq />
          <section aria-labelledby="pricing-cta-title" className="mx-auto max-w-3xl px-4 text-center sm:px-6">
            <h2
              id="pricing-cta-title"
              className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
            >
              ¿Listo para organizar tu agenda?
            </h2>
            <p className="mt-3 text-slate-600">Crea tu cuenta en un minuto. Sin tarjeta de crédito.</p>
            <div className="mt-7 flex flex-col justify-center gap-3 sm:flex-row">
              <Link to={paths.register} className={buttonStyles({ variant: 'accent', size: 'lg' })}>
                Crear cuenta gratis
              </Link>
              <Link to={paths.login} className={buttonStyles({ variant: 'outline', size: 'lg' })}>
                Ya tengo cuenta: Iniciar Sesión
              </Link>
            </div>
          </section>
        </div>
      </div>
    </MarketingLayout>
  );
}
