import { canInSpace } from '../members/space-permissions';
import type { SpaceRole } from '../users/user.schema';
import type { DisabledDateScope } from './disabled-date.schema';

// Who may do what with disabled dates: an ADMIN anything in the space; anyone else
// only HOST entries for themself, and only entries they are host of or created, never SPACE ones.

export type DisabledDateActor = { userId: string; role: SpaceRole };
export type DisabledDateTarget = { scope: DisabledDateScope; hostId: string | null };
export type ExistingDisabledDate = DisabledDateTarget & { createdBy: string | null };

export const SPACE_SCOPE_ADMIN_ONLY_MESSAGE =
  'Solo los administradores pueden gestionar fechas deshabilitadas de todo el espacio';
export const OWN_HOST_ONLY_MESSAGE = 'Solo puedes crear fechas deshabilitadas para ti mismo';
export const MANAGE_OWN_ONLY_MESSAGE = 'Solo puedes modificar o eliminar tus propias fechas deshabilitadas';
export const CHECK_OWN_ONLY_MESSAGE = 'Solo puedes consultar tus propias fechas deshabilitadas';

/** Why the actor may not create (or turn an entry into) this target; null when allowed. */
export function createRefusal(actor: DisabledDateActor, target: DisabledDateTarget): string | null {
  if (actor.role === 'ADMIN') return null;
  if (target.scope === 'SPACE') return SPACE_SCOPE_ADMIN_ONLY_MESSAGE;
  return target.hostId === actor.userId ? null : OWN_HOST_ONLY_MESSAGE;
}

/** Why the actor may not edit or delete this existing entry; null when allowed. */
export function manageRefusal(actor: DisabledDateActor, entry: ExistingDisabledDate): string | null {
  if (actor.role === 'ADMIN') return null;
  if (entry.scope === 'SPACE') return SPACE_SCOPE_ADMIN_ONLY_MESSAGE;
  return entry.hostId === actor.userId || entry.createdBy === actor.userId ? null : MANAGE_OWN_ONLY_MESSAGE;
}

export function canManageDisabledDate(actor: DisabledDateActor, entry: ExistingDisabledDate): boolean {
  return manageRefusal(actor, entry) === null;
}

/**
 * Whether the entry appears in the actor's list: SPACE entries concern everyone; another member's
 * own absences (and their reasons) are for admins, reception (who books around them) and whoever
 * created them.
 */
export function canSeeDisabledDate(actor: DisabledDateActor, entry: ExistingDisabledDate): boolean {
  return (
    canInSpace(actor.role, 'agenda.readAll') || entry.scope === 'SPACE' || canManageDisabledDate(actor, entry)
  );
}
