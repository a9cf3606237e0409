// Who may answer (accept or decline) an invitation, and how (docs/decisions/020). The e-mailed
// token proves the invitee reads the invited mailbox; an invitation id proves nothing, so answering
// by id needs an account whose current address was proven by an e-mailed link.

export const UNVERIFIED_EMAIL_INVITATION_MESSAGE =
  'Verifica tu email para aceptar invitaciones desde tu perfil, o abre el enlace del email de invitación';

export type InvitationAnswer = {
  /** True when the reference is the e-mailed token, false when it is the invitation id. */
  isByToken: boolean;
  invitationEmail: string;
  invitee: { email: string; emailVerifiedAt: Date | null };
};

export type InvitationAnswerRefusal = 'OTHER_EMAIL' | 'EMAIL_NOT_VERIFIED' | null;

export function invitationAnswerRefusal(answer: InvitationAnswer): InvitationAnswerRefusal {
  if (answer.invitationEmail.toLowerCase() !== answer.invitee.email.toLowerCase()) return 'OTHER_EMAIL';
  if (!answer.isByToken && answer.invitee.emailVerifiedAt === null) return 'EMAIL_NOT_VERIFIED';
  return null;
}
