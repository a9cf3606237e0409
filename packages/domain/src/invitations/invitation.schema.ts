import { z } from 'zod';
import { MILLISECONDS_PER_DAY } from '../time/civil-calendar';
import { SpaceRoleSchema } from '../users/user.schema';

/** An invitation is valid for 7 days; a resend starts a new 7 days. */
export const INVITATION_TTL_MS = 7 * MILLISECONDS_PER_DAY;
/** The members page disables 'Reenviar' for 60 s; the server enforces the same. */
export const RESEND_COOLDOWN_MS = 60 * 1000;

export const INVITATION_MESSAGES = {
  emailRequired: 'El email es requerido',
  emailInvalid: 'Por favor ingresa un email válido',
  role: 'El rol debe ser MEMBER, RECEPTION o ADMIN',
  alreadyMember: 'Este usuario ya es miembro del espacio',
  alreadyPending: 'Ya existe una invitación pendiente para este email',
  resendCooldown: 'Espera 60 segundos antes de reenviar la invitación',
  otherEmail: 'Esta invitación fue enviada a otro email',
  expired: 'La invitación ha expirado',
  notFound: 'La invitación no existe o ya no está disponible',
} as const;

const invitationEmailField = z
  .string({ error: INVITATION_MESSAGES.emailRequired })
  .trim()
  .min(1, INVITATION_MESSAGES.emailRequired)
  .max(254, INVITATION_MESSAGES.emailInvalid)
  .pipe(z.email(INVITATION_MESSAGES.emailInvalid))
  .transform((email) => email.toLowerCase());

/** The invite dialog and POST /spaces/{spaceId}/invitations: roles are uppercase, MEMBER by default. */
export const CreateInvitationSchema = z.strictObject({
  email: invitationEmailField,
  role: z.enum(['MEMBER', 'RECEPTION', 'ADMIN'], { error: INVITATION_MESSAGES.role }).default('MEMBER'),
});
export type CreateInvitationInput = z.infer<typeof CreateInvitationSchema>;

export const InvitationStatusSchema = z.enum(['PENDING', 'ACCEPTED', 'REJECTED', 'CANCELLED']);

export const InvitationSchema = z.object({
  id: z.string(),
  spaceId: z.string(),
  email: z.string(),
  role: SpaceRoleSchema,
  status: InvitationStatusSchema,
  createdAt: z.string(),
  expiresAt: z.string(),
  lastSentAt: z.string(),
  isExpired: z.boolean(),
  /** When 'Reenviar' works again (60 s after the last e-mail). */
  resendAvailableAt: z.string(),
  invitedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type Invitation = z.infer<typeof InvitationSchema>;

/** GET /invitations/by-token/{token}: what the invitation page shows before anyone signs in. */
export const InvitationPreviewSchema = z.object({
  spaceName: z.string(),
  inviterName: z.string(),
  role: SpaceRoleSchema,
  email: z.string(),
  expiresAt: z.string(),
  isExpired: z.boolean(),
  /** Whether an account with the invited e-mail exists: sign in to accept, or register first. */
  hasAccount: z.boolean(),
});
export type InvitationPreview = z.infer<typeof InvitationPreviewSchema>;

export const AcceptedInvitationSchema = z.object({ space: z.object({ id: z.string(), name: z.string() }) });
export type AcceptedInvitation = z.infer<typeof AcceptedInvitationSchema>;

export const InvitationIdParamsSchema = z.object({ id: z.guid('ID de invitación no válido') });
/** Accept and reject take the invitation id (signed-in invitee) or the e-mailed token. */
export const InvitationReferenceParamsSchema = z.object({
  id: z.string().min(1).max(200, INVITATION_MESSAGES.notFound),
});
export const InvitationTokenParamsSchema = z.object({
  token: z.string().min(1).max(200, INVITATION_MESSAGES.notFound),
});

export function isInvitationExpired(expiresAt: Date | string, now: Date): boolean {
  return new Date(expiresAt).getTime() <= now.getTime();
}
