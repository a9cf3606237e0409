import type { Invitation } from '@citavet/domain/invitations/invitation.schema';
import { clsx } from 'clsx';
import { CircleAlert, MailPlus, UserPlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { formatSpaceDate } from '../format-space-date';
import { MEMBERS_MESSAGES } from '../members-messages';
import { type InvitationActionHandlers, InvitationActions } from './invitation-actions';
import { MemberRoleBadge } from './member-role-badge';

interface InvitationsTabProps extends InvitationActionHandlers {
  invitations: Invitation[];
  timeZone: string | undefined;
  onInvite: () => void;
}

function ExpiredNotice() {
  return (
    <p className="flex items-center gap-1.5 text-sm font-medium text-error">
      <CircleAlert className="size-4 shrink-0" aria-hidden />
      {MEMBERS_MESSAGES.invitationExpired}
    </p>
  );
}

function InvitationDates({ invitation, timeZone }: { invitation: Invitation; timeZone: string | undefined }) {
  return (
    <>
      <span>
        Enviada el{' '}
        <time dateTime={invitation.lastSentAt}>{formatSpaceDate(invitation.lastSentAt, timeZone)}</time>
      </span>
      <span className={clsx(invitation.isExpired && 'font-medium text-error')}>
        {invitation.isExpired ? 'Expiró el ' : 'Expira el '}
        <time dateTime={invitation.expiresAt}>{formatSpaceDate(invitation.expiresAt, timeZone)}</time>
      </span>
    </>
  );
}

export function InvitationsTab({ invitations, timeZone, onInvite, ...handlers }: InvitationsTabProps) {
  if (invitations.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={MailPlus}
          title="No hay invitaciones pendientes"
          description="Las invitaciones que envíes aparecerán aquí hasta que sean aceptadas."
          action={
            <Button icon={<UserPlus className="size-4" aria-hidden />} onClick={onInvite}>
              Invitar Miembro
            </Button>
          }
        />
      </Card>
    );
  }

  return (
    <ul className="space-y-3" aria-label="Invitaciones pendientes">
      {invitations.map((invitation) => (
        <li key={invitation.id}>
          <Card
            className={clsx(
              'flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between',
              invitation.isExpired && 'border-error/40 bg-error/5',
            )}
          >
            <div className="min-w-0 space-y-1.5">
              <div className="flex flex-wrap items-center gap-2">
                <p
                  className={clsx(
                    'truncate font-medium',
                    invitation.isExpired ? 'text-error' : 'text-slate-900',
                  )}
                >
                  {invitation.email}
                </p>
                <MemberRoleBadge role={invitation.role} />
              </div>
              <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600 tabular-nums">
                <InvitationDates invitation={invitation} timeZone={timeZone} />
                {invitation.invitedBy && <span>Invitada por {invitation.invitedBy.name}</span>}
              </p>
              {invitation.isExpired && <ExpiredNotice />}
            </div>
            <InvitationActions invitation={invitation} {...handlers} />
          </Card>
        </li>
      ))}
    </ul>
  );
}
