import type { InvitationPreview } from '@citavet/domain/invitations/invitation.schema';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/formatters';
import { ROLE_LABELS } from '../invitation-role';

interface InvitationDetailsProps {
  invitation: InvitationPreview;
}

/** Who invites whom, to which space, with which role and until when. */
export function InvitationDetails({ invitation }: InvitationDetailsProps) {
  const rows = [
    { term: 'Espacio', value: <span className="font-semibold text-slate-900">{invitation.spaceName}</span> },
    { term: 'Invitado por', value: invitation.inviterName },
    {
      term: 'Rol',
      value: (
        <Badge tone={invitation.role === 'ADMIN' ? 'primary' : 'neutral'}>
          {ROLE_LABELS[invitation.role]}
        </Badge>
      ),
    },
    { term: 'Para', value: <span className="break-all">{invitation.email}</span> },
    {
      term: invitation.isExpired ? 'Expiró el' : 'Expira el',
      value: <time dateTime={invitation.expiresAt}>{formatDate(invitation.expiresAt)}</time>,
    },
  ];
  return (
    <dl className="divide-y divide-slate-100 rounded-card border border-slate-200 bg-slate-50/60 text-sm">
      {rows.map(({ term, value }) => (
        <div key={term} className="flex items-center justify-between gap-4 px-4 py-3">
          <dt className="text-slate-500">{term}</dt>
          <dd className="text-right text-slate-800">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
