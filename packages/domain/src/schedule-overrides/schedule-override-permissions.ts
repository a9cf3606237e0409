import { canInSpace } from '../members/space-permissions';
import type { SpaceRole } from '../users/user.schema';

// Who may manage extra openings and changed hours, the same rules as disabled dates: an ADMIN
// anything in the space; anyone else only their own entries, never the whole clinic's.

export type OverrideActor = { userId: string; role: SpaceRole };
export type OverrideTarget = { hostId: string | null };
export type ExistingOverride = OverrideTarget & { createdBy: string | null };

export const CLINIC_OVERRIDE_ADMIN_ONLY_MESSAGE =
  'Solo los administradores pueden cambiar el horario de toda la clínica';
export const OWN_OVERRIDE_ONLY_MESSAGE = 'Solo puedes cambiar tu propio horario';

/** Why the actor may not create (or turn an entry into) this target; null when allowed. */
export function overrideCreateRefusal(actor: OverrideActor, target: OverrideTarget): string | null {
  if (actor.role === 'ADMIN') return null;
  if (target.hostId === null) return CLINIC_OVERRIDE_ADMIN_ONLY_MESSAGE;
  return target.hostId === actor.userId ? null : OWN_OVERRIDE_ONLY_MESSAGE;
}

/** Why the actor may not edit or delete this existing entry; null when allowed. */
export function overrideManageRefusal(actor: OverrideActor, entry: ExistingOverride): string | null {
  if (actor.role === 'ADMIN') return null;
  if (entry.hostId === null) return CLINIC_OVERRIDE_ADMIN_ONLY_MESSAGE;
  return entry.hostId === actor.userId || entry.createdBy === actor.userId ? null : OWN_OVERRIDE_ONLY_MESSAGE;
}

export function canManageOverride(actor: OverrideActor, entry: ExistingOverride): boolean {
  return overrideManageRefusal(actor, entry) === null;
}

/** The clinic's entries concern everyone; another member's own hours are for admins and themself. */
export function canSeeOverride(actor: OverrideActor, entry: ExistingOverride): boolean {
  return canInSpace(actor.role, 'agenda.readAll') || entry.hostId === null || canManageOverride(actor, entry);
}
