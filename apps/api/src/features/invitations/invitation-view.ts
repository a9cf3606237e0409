import {
  type Invitation,
  isInvitationExpired,
  RESEND_COOLDOWN_MS,
} from '@citavet/domain/invitations/invitation.schema';
import type { InvitationRecord } from './invitations.repository';

export function presentInvitation(record: InvitationRecord, now: Date): Invitation {
  return {
    id: record.id,
    spaceId: record.spaceId,
    email: record.email,
    role: record.role,
    status: record.status,
    createdAt: record.createdAt.toISOString(),
    expiresAt: record.expiresAt.toISOString(),
    lastSentAt: record.lastSentAt.toISOString(),
    isExpired: isInvitationExpired(record.expiresAt, now),
    resendAvailableAt: new Date(record.lastSentAt.getTime() + RESEND_COOLDOWN_MS).toISOString(),
    invitedBy: record.invitedBy,
  };
}
