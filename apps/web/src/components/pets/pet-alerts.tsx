import { clsx } from 'clsx';
import { TriangleAlert } from 'lucide-react';

/**
 * A pet's alerts (allergies, "muerde", chronic conditions) in red, wherever the pet appears. `compact`
 * fits them on one line of an agenda block.
 */
export function PetAlerts({
  alerts,
  isCompact = false,
  className,
}: {
  alerts: readonly string[];
  isCompact?: boolean;
  className?: string;
}) {
  if (alerts.length === 0) return null;
  return (
    <span
      className={clsx(
        'inline-flex min-w-0 items-center gap-1 font-semibold text-error',
        isCompact ? 'text-[11px]' : 'text-sm',
        className,
      )}
    >
      <TriangleAlert className={clsx('shrink-0', isCompact ? 'size-3' : 'size-4')} aria-hidden />
      <span className="sr-only">Alertas: </span>
      <span className="truncate">{alerts.join(' · ')}</span>
    </span>
  );
}
