import { trialDaysLeftMessage } from '@citavet/domain/plans/space-plan';
import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { useSpacePlan } from '@/api/space-plan';
import { paths } from '@/config/paths';
import { UsageMeter } from './usage-meter';

/**
 * The dashboard's plan at a glance: the trial's days left, then the month's appointments, the
 * services and the users against the plan's limits, with a link to 'Plan y uso'. Nothing while it
 * loads or when it cannot be read (the page below matters more).
 */
export function PlanUsageStrip({ spaceId }: { spaceId: string }) {
  const plan = useSpacePlan(spaceId);
  if (!plan.data) return null;
  const { data } = plan;
  const lines = data.usage.filter((line) => line.thing !== 'professionals');
  return (
    <section
      aria-label="Plan y uso"
      className="mb-5 flex flex-col gap-3 rounded-card border border-slate-200 bg-white px-4 py-3 shadow-card sm:flex-row sm:items-center sm:gap-6"
    >
      <div className="flex shrink-0 items-center gap-2 text-sm">
        <span className="font-semibold text-slate-900">Plan {data.plan.name}</span>
        {data.plan.trialDaysLeft !== null && (
          <span className="inline-flex items-center gap-1 rounded-full bg-primary-tint px-2 py-0.5 text-xs font-medium text-primary">
            <Sparkles className="size-3.5" aria-hidden />
            {trialDaysLeftMessage(data.plan.trialDaysLeft)}
          </span>
        )}
      </div>
      <div className="grid min-w-0 flex-1 grid-cols-1 gap-2 sm:grid-cols-3 sm:gap-5">
        {lines.map((line) => (
          <UsageMeter key={line.thing} line={line} isCompact />
        ))}
      </div>
      <Link
        to={`${paths.spaceSettings(spaceId)}#plan`}
        className="shrink-0 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        Ver plan y uso
      </Link>
    </section>
  );
}
