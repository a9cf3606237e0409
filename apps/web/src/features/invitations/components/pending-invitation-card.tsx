import type { PendingInvitationSummary } from '@citavet/domain/users/user.schema';
import { Building2, CalendarClock, Check, UserRound } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDate } from '@/lib/formatters';
import { ROLE_LABELS } from '../invitation-role';

interface PendingInvitationCardProps {
  invitation: PendingInvitationSummary;
  isAccepting: boolean;
  isDisabled: boolean;
  onAccept: () => void;
}

/** One invitation: the space, the role offered, who sent it and until when it is valid. */
export function PendingInvitationCard({
  invitation,
  isAccepting,
  isDisabled,
  onAccept,
}: PendingInvitationCardProps) {
  const { space, role, inviter, expiresAt } = invitation;
  return (
    <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 gap-4">
        <div className="flex size-11 shrink-0 items-center justify-center rounded-card bg-primary-tint text-primary">
          <Building2 className="size-5" aria-hidden />
        </div>
        <div className="min-w-0 space-y-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-base font-semibold text-slate-900">{space.name}</h2>
            <Badge tone={role === 'ADMIN' ? 'primary' : 'neutral'}>{ROLE_LABELS[role]}</Badge>
          </div>
          {space.description && <p className="text-sm text-slate-600">{space.description}</p>}
          <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-500">
            <div className="flex items-center gap-1">
              <UserRound className="size-3.5" aria-hidden />
              <dt>Invitado por</dt>
              <dd className="font-medium text-slate-700">{inviter.name}</dd>
            </div>
            <div className="flex items-center gap-1">
              <CalendarClock className="size-3.5" aria-hidden />
              <dt>Expira el</dt>
              <dd className="font-medium text-slate-700">
                <time dateTime={expiresAt}>{formatDate(expiresAt)}</time>
              </dd>
            </div>
          </dl>
        </div>
      </div>
      <Button
        onClick={onAccept}
        isLoading={isAccepting}
        disabled={isDisabled}
        icon={<Check className="size-4" aria-hidden />}
        aria-label={`Aceptar Invitación a ${space.name}`}
        className="w-full sm:w-auto"
      >
        Aceptar Invitación
      </Button>
    </Card>
  );
}
