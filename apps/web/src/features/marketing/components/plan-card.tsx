import { ANNUAL_SAVINGS_PERCENT, annualPriceOf, type Plan } from '@citavet/domain/plans/plans';
import { clsx } from 'clsx';
import { Check, Minus } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button, buttonStyles } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatCurrency } from '@/lib/formatters';
import { TrialAction } from './trial-action';

function PlanPrice({ plan, isAnnual }: { plan: Plan; isAnnual: boolean }) {
  if (plan.price.custom || plan.price.amount === null) {
    return <p className="text-3xl font-bold tracking-tight text-slate-900">Precio a medida</p>;
  }
  if (plan.price.amount === 0) {
    return (
      <p className="flex items-baseline gap-1.5">
        <span className="text-4xl font-bold tracking-tight text-slate-900">Gratis</span>
        <span className="text-sm text-slate-500">para siempre</span>
      </p>
    );
  }
  const annual = annualPriceOf(plan);
  if (isAnnual && annual !== null) {
    return (
      <div>
        <p className="flex items-baseline gap-1.5">
          <span className="text-4xl font-bold tracking-tight text-slate-900 tabular-nums">
            {formatCurrency(annual, plan.price.currency)}
          </span>
          <span className="text-sm text-slate-500">/ año</span>
        </p>
        <p className="mt-1 text-xs text-slate-500">
          <span className="line-through">{formatCurrency(plan.price.amount * 12, plan.price.currency)}</span>{' '}
          {ANNUAL_SAVINGS_PERCENT} % menos que pagar mes a mes
        </p>
      </div>
    );
  }
  return (
    <p className="flex items-baseline gap-1.5">
      <span className="text-4xl font-bold tracking-tight text-slate-900 tabular-nums">
        {formatCurrency(plan.price.amount, plan.price.currency)}
      </span>
      <span className="text-sm text-slate-500">/ mes</span>
    </p>
  );
}

function PlanAction({ plan }: { plan: Plan }) {
  if (plan.comingSoon) {
    return (
      <Button variant="outline" size="lg" isFullWidth disabled>
        Próximamente
      </Button>
    );
  }
  if (plan.trialDays > 0) return <TrialAction plan={plan} />;
  return (
    <Link
      to={paths.register}
      className={buttonStyles({
        variant: plan.highlight ? 'accent' : 'primary',
        size: 'lg',
        isFullWidth: true,
      })}
    >
      Comenzar Gratis
    </Link>
  );
}

export function PlanCard({ plan, isAnnual = false }: { plan: Plan; isAnnual?: boolean }) {
  return (
    <article
      aria-labelledby={`plan-${plan.id}`}
      className={clsx(
        'relative flex flex-col rounded-card border bg-white p-7',
        plan.highlight
          ? 'border-primary shadow-overlay ring-1 ring-primary lg:-my-4 lg:py-11'
          : 'border-slate-200 shadow-card',
      )}
    >
      {plan.highlight && (
        <Badge
          tone="accent"
          className="absolute -top-3 left-1/2 -translate-x-1/2 bg-coral-strong! px-3 py-1 text-white!"
        >
          Más popular
        </Badge>
      )}
      <div className="flex items-center gap-2">
        <h3 id={`plan-${plan.id}`} className="text-xl font-semibold text-slate-900">
          {plan.name}
        </h3>
        {plan.comingSoon && <Badge tone="neutral">Próximamente</Badge>}
      </div>
      <p className="mt-2 min-h-10 text-sm text-slate-600">{plan.subtitle}</p>
      <div className="mt-6 min-h-12">
        <PlanPrice plan={plan} isAnnual={isAnnual} />
      </div>
      <p className="mt-1 min-h-5 text-xs font-medium text-primary">
        {plan.trialDays > 0 ? `${plan.trialDays} días de prueba sin tarjeta` : ''}
      </p>
      <div className="mt-6">
        <PlanAction plan={plan} />
      </div>
      <ul className="mt-7 space-y-3 border-t border-slate-100 pt-6 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2.5 text-slate-700">
            <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
            {feature}
          </li>
        ))}
        {plan.limitations.map((limitation) => (
          <li key={limitation} className="flex gap-2.5 text-slate-500">
            <Minus className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden />
            <span>
              <span className="sr-only">Limitación: </span>
              {limitation}
            </span>
          </li>
        ))}
      </ul>
    </article>
  );
}
