import type { Transaction } from '@citavet/db/database';
import { SPACE_ROLE_LABELS } from '@citavet/domain/members/space-permissions';
import { dateTimeFormat } from '@citavet/domain/time/date-time-formats';
import { timeZoneInWords } from '@citavet/domain/time/time-zone-name';
import type { SpaceRole } from '@citavet/domain/users/user.schema';
import { enqueueEmail } from '../../mail/outbox.repository';

const ROLE_NAMES: Record<SpaceRole, string> = SPACE_ROLE_LABELS;

export function invitationLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/invitaciones/${encodeURIComponent(token)}`;
}

/** The expiry in the space's own zone, as its team reads dates (es-ES). */
function formatExpiry(expiresAt: Date, timeZone: string): string {
  return dateTimeFormat('es-ES', { dateStyle: 'full', timeStyle: 'short', timeZone }).format(expiresAt);
}

/** Queues the invitation e-mail in the transaction that creates or renews the invitation. */
export async function enqueueInvitationEmail(
  tx: Transaction,
  invitation: {
    email: string;
    role: SpaceRole;
    token: string;
    expiresAt: Date;
    spaceName: string;
    spaceTimeZone: string;
    inviterName: string;
    publicUrl: string;
    now: Date;
  },
) {
  const link = invitationLink(invitation.publicUrl, invitation.token);
  await enqueueEmail(tx, {
    kind: 'space-invitation',
    to: invitation.email,
    sendAfter: invitation.now,
    subject: `${invitation.inviterName} te invitó a unirte a ${invitation.spaceName} en Citavet`,
    text: [
      'Hola:',
      '',
      `${invitation.inviterName} te invitó a unirte a "${invitation.spaceName}" en Citavet con el rol de ${ROLE_NAMES[invitation.role]}.`,
      '',
      'Para aceptar la invitación, abre este enlace:',
      link,
      '',
      `Si ya tienes una cuenta con este email, inicia sesión; si no, crea una con ${invitation.email}.`,
      `La invitación vence el ${formatExpiry(invitation.expiresAt, invitation.spaceTimeZone)} (${timeZoneInWords(invitation.spaceTimeZone)}).`,
      '',
      'Si no esperabas esta invitación, puedes ignorar este mensaje.',
    ].join('\n'),
  });
}
