import { clsx } from 'clsx';
import { ArrowLeft } from 'lucide-react';
import type { Ref } from 'react';
import { TOTAL_STEPS } from '../booking-flow/booking-flow';

export const STEP_HEADING_ID = 'paso-de-reserva';

interface StepHeaderProps {
  title: string;
  /** 1..4, or null for the confirmation. */
  stepNumber: number | null;
  /** Service and professional chosen so far, as a reminder. */
  context?: string | undefined;
  /** The clinic's name, shown on mobile where the landing is out of sight. */
  spaceName?: string | undefined;
  onBack?: (() => void) | undefined;
  headingRef: Ref<HTMLHeadingElement>;
}

/** 'Paso N de 4', the step's heading (focused on every step change) and the way back. */
export function StepHeader({ title, stepNumber, context, spaceName, onBack, headingRef }: StepHeaderProps) {
  return (
    <div className="sticky top-0 z-10 border-b border-slate-200 bg-white">
      <div className="flex items-start gap-3 px-4 py-3 md:px-6 md:py-4">
        {onBack && (
          <button
            type="button"
            onClick={onBack}
            aria-label="Volver"
            className="-ml-1 flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-control text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          >
            <ArrowLeft className="size-5" aria-hidden />
          </button>
        )}
        <div className="min-w-0 flex-1">
          {spaceName && <p className="truncate text-xs font-medium text-slate-500">{spaceName}</p>}
          {stepNumber !== null && (
            <p className="text-xs font-semibold tracking-wide text-primary uppercase">
              Paso {stepNumber} de {TOTAL_STEPS}
            </p>
          )}
          <h2
            id={STEP_HEADING_ID}
            ref={headingRef}
            tabIndex={-1}
            className="text-lg font-semibold text-slate-900 focus:outline-none"
          >
            {title}
          </h2>
          {context && <p className="mt-0.5 truncate text-sm text-slate-600">{context}</p>}
        </div>
      </div>
      {stepNumber !== null && (
        <div className="flex gap-1 px-4 pb-3 md:px-6" aria-hidden>
          {Array.from({ length: TOTAL_STEPS }, (_, index) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed segments of the progress bar
              key={index}
              className={clsx('h-1 flex-1 rounded-full', index < stepNumber ? 'bg-primary' : 'bg-slate-200')}
            />
          ))}
        </div>
      )}
    </div>
  );
}
