/**
 * The members page texts. Both wordings of the member errors exist in the spec: the
 * shorter one is the fallback for a failed call, the longer one titles the alert that shows it.
 */
export const MEMBERS_MESSAGES = {
  loadMembers: 'Error al cargar miembros',
  roleChangeFallback: 'Error al actualizar rol del miembro',
  roleChangeTitle: 'Error al actualizar el rol del miembro',
  removalFallback: 'Error al remover miembro',
  removalTitle: 'Error al eliminar el miembro',
  loadInvitations: 'Error al cargar invitaciones',
  sendInvitation: 'Error al enviar invitación',
  cancelInvitation: 'Error al cancelar invitación',
  resendInvitation: 'Error al reenviar invitación',
  cancelInvitationToast: 'Error al cancelar la invitación',
  resendInvitationToast: 'Error al reenviar la invitación',
  invitationCancelled: 'Invitación cancelada exitosamente',
  invitationResent: (email: string) => `Invitación reenviada a ${email}`,
  invitationSent: (email: string) => `Invitación enviada a ${email}`,
  invitationExpired: 'Esta invitación ha expirado y debe ser reenviada.',
} as const;

// The role names and hints live with the permission table they describe; the OWNER is an ADMIN
// shown by its own name (effectiveRole).
import { SPACE_ROLE_LABELS as ROLE_LABELS } from '@citavet/domain/members/space-permissions';

export { SPACE_ROLE_HINTS } from '@citavet/domain/members/space-permissions';
export const SPACE_ROLE_LABELS = { OWNER: 'Propietario', ...ROLE_LABELS } as const;
