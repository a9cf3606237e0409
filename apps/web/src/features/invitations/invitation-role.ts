import { SPACE_ROLE_LABELS } from '@citavet/domain/members/space-permissions';
import type { SpaceRole } from '@citavet/domain/users/user.schema';

export const ROLE_LABELS: Readonly<Record<SpaceRole, string>> = SPACE_ROLE_LABELS;

export const INVITEE_MESSAGES = {
  acceptFailed: 'Error al aceptar invitación',
  rejectFailed: 'Error al rechazar las invitaciones. Inténtalo de nuevo.',
  rejected: 'Invitaciones rechazadas. Continuando con el setup...',
} as const;

/** 'Te has unido exitosamente a "{space}"'. */
export function joinedMessage(spaceName: string): string {
  return `Te has unido exitosamente a "${spaceName}"`;
}

/** Delays before the setup carries on. */
export const CONTINUE_AFTER_ACCEPT_MS = 1500;
export const CONTINUE_AFTER_REJECT_MS = 1000;
