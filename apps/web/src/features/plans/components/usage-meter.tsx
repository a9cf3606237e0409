import type { PlanOverview } from '@citavet/domain/plans/plan.schema';
import { clsx } from 'clsx';

type UsageLine = PlanOverview['usage'][number];

/** One line of usage: 'Citas este mes: 312 de 1.000' with a bar when the plan has a limit. */
export function UsageMeter({
  line,
  isCompact = false,
}: {
  line: Pick<UsageLine, 'used' | 'limit' | 'label'>;
  isCompact?: boolean;
}) {
  const share = line.limit === null || line.limit === 0 ? null : Math.min(1, line.used / line.limit);
  // Over the limit (after a move to a smaller plan) in red; full or nearly (80 %) in amber.
  const isOver = line.limit !== null && line.used > line.limit;
  const tone =
    share === null ? 'bg-primary' : isOver ? 'bg-error' : share >= 0.8 ? 'bg-warning' : 'bg-primary';
  return (
    <div className={clsx('min-w-0', isCompact ? 'space-y-1' : 'space-y-1.5')}>
      <p className={clsx('text-slate-800 tabular-nums', isCompact ? 'text-xs' : 'text-sm font-medium')}>
        {line.label}
      </p>
      {share !== null && (
        // The label above says the figures; the bar only shows them.
        <div
          aria-hidden
          className={clsx('overflow-hidden rounded-full bg-slate-100', isCompact ? 'h-1.5' : 'h-2')}
        >
          <div
            className={clsx('h-full rounded-full', tone)}
            style={{ width: `${Math.round(share * 100)}%` }}
          />
        </div>
      )}
    </div>
  );
}
