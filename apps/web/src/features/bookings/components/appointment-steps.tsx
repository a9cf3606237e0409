import { clsx } from 'clsx';
import { Check } from 'lucide-react';

export const APPOINTMENT_STEPS = ['Servicio y Horario', 'Información del Cliente'] as const;

/** The two steps of the appointment modal, with the current one marked for screen readers too. */
export function AppointmentSteps({ currentStep }: { currentStep: 1 | 2 }) {
  return (
    <ol className="mb-5 flex items-center gap-3" aria-label="Pasos">
      {APPOINTMENT_STEPS.map((label, index) => {
        const step = index + 1;
        const isCurrent = step === currentStep;
        const isDone = step < currentStep;
        return (
          <li
            key={label}
            className="flex min-w-0 flex-1 items-center gap-2"
            aria-current={isCurrent ? 'step' : undefined}
          >
            <span
              className={clsx(
                'flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold tabular-nums',
                isCurrent && 'bg-primary text-white',
                isDone && 'bg-primary-tint text-primary-hover',
                !isCurrent && !isDone && 'bg-slate-100 text-slate-500',
              )}
            >
              {isDone ? <Check className="size-4" aria-label="Completado" /> : step}
            </span>
            <span
              className={clsx(
                'truncate text-sm',
                isCurrent ? 'font-semibold text-slate-900' : 'text-slate-500',
              )}
            >
              {label}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
