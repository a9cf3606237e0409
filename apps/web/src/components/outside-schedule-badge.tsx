import { clsx } from 'clsx';
import { ClockAlert } from 'lucide-react';

export const OUTSIDE_SCHEDULE_LABEL = 'Fuera de horario';

interface OutsideScheduleBadgeProps {
  /** pill: the words; icon: where a grid cell has no room for them (screen readers still hear them). */
  variant?: 'pill' | 'icon';
  className?: string;
}

/**
 * Marks an appointment staff booked outside the published schedule or on a closed day (an
 * emergency, decision 055), wherever the agenda shows it.
 */
export function OutsideScheduleBadge({ variant = 'pill', className }: OutsideScheduleBadgeProps) {
  if (variant === 'icon') {
    return (
      <span className={clsx('inline-flex shrink-0 text-amber-700', className)} title={OUTSIDE_SCHEDULE_LABEL}>
        <ClockAlert className="size-3" aria-hidden />
        <span className="sr-only">{OUTSIDE_SCHEDULE_LABEL}</span>
      </span>
    );
  }
  return (
    <span
      className={clsx(
        'inline-flex shrink-0 items-center gap-1 rounded-full bg-warning/15 px-1.5 py-px text-[0.6875rem] font-medium whitespace-nowrap text-amber-800',
        className,
      )}
      data-testid="fuera-de-horario"
    >
      <ClockAlert className="size-3" aria-hidden />
      {OUTSIDE_SCHEDULE_LABEL}
    </span>
  );
}
