import { z } from 'zod';
import { type SpaceRole, SpaceRoleSchema } from '../users/user.schema';

// The space's OWNER (docs/decisions/067-space-owner-and-soft-deletion.md): the creator, an ADMIN
// member whom no other ADMIN can demote or remove. Ownership moves only when the OWNER offers it to
// an ADMIN and that ADMIN accepts. Only the OWNER deletes the space (with the current password and
// its name typed) and restores it within the retention period. Pure rules: the API, the web and the
// tests all ask these functions.

/** The role shown for a member: OWNER is an ADMIN membership the space names as its owner. */
export const EffectiveRoleSchema = z.union([z.literal('OWNER'), SpaceRoleSchema]);
export type EffectiveRole = z.infer<typeof EffectiveRoleSchema>;

export const OWNERSHIP_MESSAGES = {
  ownerProtected: 'Nadie puede cambiar el rol ni eliminar al propietario del espacio',
  ownerOnlyDelete: 'Solo el propietario puede eliminar el espacio',
  ownerOnlyRestore: 'Solo el propietario puede restaurar el espacio',
  ownerOnlyTransfer: 'Solo el propietario puede ceder la propiedad del espacio',
  targetNotAdmin: 'La propiedad solo puede cederse a un administrador del espacio',
  targetIsOwner: 'Ya eres el propietario del espacio',
  noPendingTransfer: 'No hay ninguna cesión de propiedad pendiente para ti en este espacio',
  noTransferToCancel: 'No hay ninguna cesión de propiedad pendiente que cancelar',
  nameMismatch: 'El nombre no coincide con el de la clínica',
  wrongPassword: 'Contraseña incorrecta',
  notDeleted: 'El espacio no está eliminado',
  retentionOver: 'El plazo para restaurar este espacio ya terminó',
} as const;

export type MemberRef = { userId: string; role: SpaceRole };

export function effectiveRoleOf(member: MemberRef, ownerUserId: string | null): EffectiveRole {
  if (member.role === 'ADMIN' && ownerUserId !== null && member.userId === ownerUserId) return 'OWNER';
  return member.role;
}

/** Nobody changes the OWNER's role (they keep ADMIN until they hand the space over). */
export function canChangeMemberRole(targetUserId: string, ownerUserId: string | null): boolean {
  return ownerUserId === null || targetUserId !== ownerUserId;
}

/** Nobody removes the OWNER from their space. */
export function canRemoveMember(targetUserId: string, ownerUserId: string | null): boolean {
  return ownerUserId === null || targetUserId !== ownerUserId;
}

/** Only the OWNER deletes (and restores) the space; a space without owner is the operator's. */
export function canDeleteSpace(actorUserId: string, ownerUserId: string | null): boolean {
  return ownerUserId !== null && actorUserId === ownerUserId;
}

/** The OWNER may offer the space to another of its ADMINs. */
export function canOfferOwnership(
  actorUserId: string,
  ownerUserId: string | null,
  target: MemberRef | null,
): boolean {
  return (
    canDeleteSpace(actorUserId, ownerUserId) &&
    target !== null &&
    target.role === 'ADMIN' &&
    target.userId !== actorUserId
  );
}

/** The offered ADMIN accepts (or declines) only while the offer stands and they are still an ADMIN. */
export function canAnswerOwnershipOffer(actor: MemberRef | null, pendingOwnerUserId: string | null): boolean {
  return actor !== null && actor.role === 'ADMIN' && pendingOwnerUserId === actor.userId;
}

/**
 * The typed confirmation matches the clinic's name: case, accents' composition and surrounding or
 * repeated spaces do not count; every letter does.
 */
export function normalizeSpaceName(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('es');
}

export function isSpaceNameConfirmed(typed: string, spaceName: string): boolean {
  const normalized = normalizeSpaceName(typed);
  return normalized.length > 0 && normalized === normalizeSpaceName(spaceName);
}

/** The last instant the OWNER may restore a space deleted at `deletedAt`. */
export function restorableUntil(deletedAt: Date, retentionDays: number): Date {
  return new Date(deletedAt.getTime() + retentionDays * 86_400_000);
}

export function isRestorable(deletedAt: Date, retentionDays: number, now: Date): boolean {
  return now.getTime() < restorableUntil(deletedAt, retentionDays).getTime();
}

/** The purge job takes a deleted, not yet purged space once its restore window has closed. */
export function isPurgeDue(
  space: { deletedAt: Date | null; purgedAt: Date | null },
  retentionDays: number,
  now: Date,
): boolean {
  return (
    space.deletedAt !== null && space.purgedAt === null && !isRestorable(space.deletedAt, retentionDays, now)
  );
}

export const DeleteSpaceSchema = z.strictObject({
  currentPassword: z
    .string({ error: 'Escribe tu contraseña actual' })
    .min(1, 'Escribe tu contraseña actual')
    .max(200, 'La contraseña no puede superar los 200 caracteres'),
  confirmName: z
    .string({ error: 'Escribe el nombre de la clínica para confirmar' })
    .min(1, 'Escribe el nombre de la clínica para confirmar')
    .max(200, OWNERSHIP_MESSAGES.nameMismatch),
});
export type DeleteSpaceInput = z.infer<typeof DeleteSpaceSchema>;

export const OfferOwnershipSchema = z.strictObject({
  userId: z.guid('ID de usuario no válido'),
});
export type OfferOwnershipInput = z.infer<typeof OfferOwnershipSchema>;

/** The space's owner and any hand-over in flight, as the members page shows them. */
export const SpaceOwnershipSchema = z.object({
  ownerUserId: z.string().nullable(),
  pendingOwnerUserId: z.string().nullable(),
  offeredAt: z.string().nullable(),
});
export type SpaceOwnership = z.infer<typeof SpaceOwnershipSchema>;

/** A deleted space as its OWNER sees it under 'Espacios eliminados'. */
export const DeletedSpaceSchema = z.object({
  id: z.string(),
  name: z.string(),
  deletedAt: z.string(),
  restorableUntil: z.string(),
});
export type DeletedSpace = z.infer<typeof DeletedSpaceSchema>;

/** Days a deleted space stays restorable unless SPACE_RETENTION_DAYS says otherwise. */
export const DEFAULT_SPACE_RETENTION_DAYS = 30;
