import { SETUP_STEPS, SETUP_TOTAL_STEPS } from '@citavet/domain/setup/setup-step';
import { clsx } from 'clsx';
import { Check } from 'lucide-react';

interface SetupStepperProps {
  /** 1–4, or 5 once everything is done. */
  currentStep: number;
}

/** The four steps with the current one marked; steps before it are done (the status says so). */
export function SetupStepper({ currentStep }: SetupStepperProps) {
  return (
    <nav aria-label="Progreso de la configuración" className="mx-auto mb-8 max-w-3xl">
      <p className="mb-3 text-center text-xs font-medium tracking-wide text-slate-500 uppercase sm:hidden">
        Paso {Math.min(currentStep, SETUP_TOTAL_STEPS)} de {SETUP_TOTAL_STEPS}
      </p>
      <ol className="flex items-start">
        {SETUP_STEPS.map(({ step, label }, index) => {
          const isDone = step < currentStep;
          const isCurrent = step === currentStep;
          return (
            <li
              key={step}
              aria-current={isCurrent ? 'step' : undefined}
              className="relative flex flex-1 flex-col items-center gap-2 text-center"
            >
              {index > 0 && (
                <span
                  aria-hidden
                  className={clsx(
                    'absolute top-4 right-1/2 h-0.5 w-full',
                    step <= currentStep ? 'bg-primary' : 'bg-slate-200',
                  )}
                />
              )}
              <span
                className={clsx(
                  'relative z-10 flex size-8 items-center justify-center rounded-full border-2 text-sm font-semibold tabular-nums',
                  isDone && 'border-primary bg-primary text-white',
                  isCurrent && 'border-primary bg-white text-primary ring-4 ring-primary-tint',
                  !isDone && !isCurrent && 'border-slate-300 bg-white text-slate-400',
                )}
              >
                {isDone ? <Check className="size-4" aria-hidden /> : step}
              </span>
              <span
                className={clsx(
                  'text-xs font-medium sm:text-sm',
                  isCurrent ? 'text-slate-900' : isDone ? 'text-primary-hover' : 'text-slate-500',
                )}
              >
                {label}
                {isDone && <span className="sr-only"> (completado)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
