import type { LucideIcon } from 'lucide-react';
import { MailPlus, ShieldCheck, Users } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { formatNumber } from '@/lib/formatters';

interface MemberStatsProps {
  memberCount: number;
  adminCount: number;
  pendingInvitationCount: number;
}

function StatCard({ label, value, icon: Icon }: { label: string; value: number; icon: LucideIcon }) {
  return (
    // The card is the <dl>'s group: dt and dd must be its direct children, so the decorative icon sits
    // inside the dt, placed beside both lines.
    <Card className="relative py-5 pr-5 pl-20">
      <dt className="text-sm text-slate-600">
        <span className="absolute top-1/2 left-5 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-primary-tint text-primary">
          <Icon className="size-5" aria-hidden />
        </span>
        {label}
      </dt>
      <dd className="text-2xl font-semibold text-slate-900 tabular-nums">{formatNumber(value)}</dd>
    </Card>
  );
}

/** Three figures on desktop only; phones go straight to the list. */
export function MemberStats({ memberCount, adminCount, pendingInvitationCount }: MemberStatsProps) {
  return (
    <dl className="hidden grid-cols-3 gap-4 xs:grid">
      <StatCard label="Total Miembros" value={memberCount} icon={Users} />
      <StatCard label="Administradores" value={adminCount} icon={ShieldCheck} />
      <StatCard label="Invitaciones Pendientes" value={pendingInvitationCount} icon={MailPlus} />
    </dl>
  );
}
