// Who may answer (accept or decline) an invitation, and how (docs/decisions/022-email-verification.md). The e-mailed
// token proves the invitee reads the invited mailbox; an invitation id proves nothing, so answering
// by id needs an account whose current address was proven by an e-mailed link opened AFTER the
// invitation was created: a proof of the mailbox from before the invitation existed (an address
// verified long ago, a mailbox that has since changed hands) does not vouch for this invitation.

export const UNVERIFIED_EMAIL_INVITATION_MESSAGE =
  'Verifica tu email para aceptar invitaciones desde tu perfil, o abre el enlace del email de invitación';
export const INVITATION_LINK_REQUIRED_MESSAGE =
  'Esta invitación se acepta desde el enlace del email de invitación';

export type InvitationAnswer = {
  /** True when the reference is the e-mailed token, false when it is the invitation id. */
  isByToken: boolean;
  invitationEmail: string;
  invitationCreatedAt: Date;
  invitee: { email: string; emailVerifiedAt: Date | null };
};

export type InvitationAnswerRefusal =
  | 'OTHER_EMAIL'
  | 'EMAIL_NOT_VERIFIED'
  | 'INVITATION_LINK_REQUIRED'
  | null;

/** Whether the profile may offer (and accept by id) an invitation created at `invitationCreatedAt`. */
export function isAnswerableById(emailVerifiedAt: Date | null, invitationCreatedAt: Date): boolean {
  return emailVerifiedAt !== null && emailVerifiedAt.getTime() >= invitationCreatedAt.getTime();
}

export function invitationAnswerRefusal(answer: InvitationAnswer): InvitationAnswerRefusal {
  if (answer.invitationEmail.toLowerCase() !== answer.invitee.email.toLowerCase()) return 'OTHER_EMAIL';
  if (answer.isByToken) return null;
  if (answer.invitee.emailVerifiedAt === null) return 'EMAIL_NOT_VERIFIED';
  if (!isAnswerableById(answer.invitee.emailVerifiedAt, answer.invitationCreatedAt)) {
    return 'INVITATION_LINK_REQUIRED';
  }
  return null;
}
