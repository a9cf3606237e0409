import type { PublicService } from '@citavet/domain/public/public-space.schema';
import { ChevronRight, Clock, Stethoscope } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { formatCurrency } from '@/lib/formatters';
import { formatDuration } from '../booking-flow/booking-format';

interface ServiceStepProps {
  services: PublicService[];
  onSelect: (service: PublicService) => void;
  onBack: () => void;
}

export const choiceClasses =
  'group flex w-full cursor-pointer items-center gap-4 rounded-card border border-slate-200 bg-white p-4 text-left ' +
  'transition-colors hover:border-primary hover:bg-primary-tint/30 focus-visible:border-primary';

/** Step 1: name, description, duration and price of every bookable service. */
export function ServiceStep({ services, onSelect, onBack }: ServiceStepProps) {
  if (services.length === 0) {
    return (
      <EmptyState
        icon={Stethoscope}
        title="No hay servicios disponibles"
        description="Este espacio todavía no ofrece servicios para reservar en línea."
        action={
          <Button variant="outline" onClick={onBack}>
            Volver
          </Button>
        }
      />
    );
  }
  return (
    <ul className="space-y-3">
      {services.map((service) => (
        <li key={service.id}>
          <button type="button" className={choiceClasses} onClick={() => onSelect(service)}>
            <span className="min-w-0 flex-1 space-y-1">
              <span className="flex items-baseline justify-between gap-3">
                <span className="font-semibold text-slate-900">{service.name}</span>
                <span className="shrink-0 font-semibold text-primary tabular-nums">
                  {formatCurrency(service.price, service.currency)}
                </span>
              </span>
              {service.description && (
                <span className="line-clamp-2 block text-sm text-slate-600">{service.description}</span>
              )}
              <span className="flex items-center gap-1.5 text-xs text-slate-500">
                <Clock className="size-3.5" aria-hidden />
                <span className="tabular-nums">{formatDuration(service.duration)}</span>
              </span>
            </span>
            <ChevronRight className="size-5 shrink-0 text-slate-400 group-hover:text-primary" aria-hidden />
          </button>
        </li>
      ))}
    </ul>
  );
}
