import { ChevronLeft, ChevronRight } from 'lucide-react';

interface PeriodNavigationProps {
  label: string;
  previousLabel: string;
  nextLabel: string;
  onPrevious: () => void;
  onNext: () => void;
}

/** Previous / period name / next; 'Hoy' sits beside the view switch and serves every view. */
export function PeriodNavigation({
  label,
  previousLabel,
  nextLabel,
  onPrevious,
  onNext,
}: PeriodNavigationProps) {
  return (
    <div className="flex items-center gap-1">
      <button
        type="button"
        onClick={onPrevious}
        aria-label={previousLabel}
        className="cursor-pointer rounded-control p-2 text-slate-600 hover:bg-slate-100"
      >
        <ChevronLeft className="size-4" aria-hidden />
      </button>
      <h2 className="min-w-40 text-center text-base font-semibold text-slate-900" aria-live="polite">
        {label}
      </h2>
      <button
        type="button"
        onClick={onNext}
        aria-label={nextLabel}
        className="cursor-pointer rounded-control p-2 text-slate-600 hover:bg-slate-100"
      >
        <ChevronRight className="size-4" aria-hidden />
      </button>
    </div>
  );
}
