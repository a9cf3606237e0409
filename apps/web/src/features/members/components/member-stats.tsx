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
    <Card className="flex items-center gap-4 p-5">
      <div className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-tint text-primary">
        <Icon className="size-5" aria-hidden />
      </div>
      <div>
        <dt className="text-sm text-slate-600">{label}</dt>
        <dd className="text-2xl font-semibold text-slate-900 tabular-nums">{formatNumber(value)}</dd>
      </div>
    </Card>
  );
}

/** Three figures on desktop only (part 1 §2); phones go straight to the list. */
export function MemberStats({ memberCount, adminCount, pendingInvitationCount }: MemberStatsProps) {
  return (
    <dl className="hidden grid-cols-3 gap-4 xs:grid">
      <StatCard label="Total Miembros" value={memberCount} icon={Users} />
      <StatCard label="Administradores" value={adminCount} icon={ShieldCheck} />
      <StatCard label="Invitaciones Pendientes" value={pendingInvitationCount} icon={MailPlus} />
    </dl>
  );
}
