import type { Database, Transaction } from '@citavet/db/database';
import { spaceMembers, spaces } from '@citavet/db/schema/spaces';
import { users } from '@citavet/db/schema/users';
import type { SpaceRole } from '@citavet/domain/users/user.schema';
import { and, asc, desc, eq, isNotNull, isNull } from 'drizzle-orm';

// The OWNER's rows: hand-over, soft deletion and restore (docs/decisions/067-space-owner-and-soft-deletion.md).
// Unlike every other read of a space, these see a deleted space: its OWNER restores it from here.

type Executor = Database | Transaction;

export type SpaceOwnershipRow = {
  id: string;
  name: string;
  timeZone: string;
  ownerUserId: string | null;
  pendingOwnerUserId: string | null;
  ownershipOfferedAt: Date | null;
  deletedAt: Date | null;
  purgedAt: Date | null;
};

const ownershipColumns = {
  id: spaces.id,
  name: spaces.name,
  timeZone: spaces.timeZone,
  ownerUserId: spaces.ownerUserId,
  pendingOwnerUserId: spaces.pendingOwnerUserId,
  ownershipOfferedAt: spaces.ownershipOfferedAt,
  deletedAt: spaces.deletedAt,
  purgedAt: spaces.purgedAt,
};

/** The space's row, deleted or not. */
export async function findSpaceForOwnership(
  db: Executor,
  spaceId: string,
): Promise<SpaceOwnershipRow | null> {
  const [row] = await db.select(ownershipColumns).from(spaces).where(eq(spaces.id, spaceId)).limit(1);
  return row ?? null;
}

/** The space's row, deleted or not, locked until the transaction ends. */
export async function lockSpaceForOwnership(
  tx: Transaction,
  spaceId: string,
): Promise<SpaceOwnershipRow | null> {
  const [row] = await tx.select(ownershipColumns).from(spaces).where(eq(spaces.id, spaceId)).for('update');
  return row ?? null;
}

/** The user's membership of the space, whether or not the space is deleted. */
export async function findMembershipRole(
  db: Executor,
  spaceId: string,
  userId: string,
): Promise<SpaceRole | null> {
  const [row] = await db
    .select({ role: spaceMembers.role })
    .from(spaceMembers)
    .where(and(eq(spaceMembers.spaceId, spaceId), eq(spaceMembers.userId, userId)))
    .limit(1);
  return row?.role ?? null;
}

export async function setPendingOwner(tx: Transaction, spaceId: string, userId: string | null, now: Date) {
  await tx
    .update(spaces)
    .set({ pendingOwnerUserId: userId, ownershipOfferedAt: userId === null ? null : now })
    .where(eq(spaces.id, spaceId));
}

export async function setOwner(tx: Transaction, spaceId: string, userId: string) {
  await tx
    .update(spaces)
    .set({ ownerUserId: userId, pendingOwnerUserId: null, ownershipOfferedAt: null })
    .where(eq(spaces.id, spaceId));
}

/** Offline at once: every read of members and of the public filters on `deleted_at is null`. */
export async function markSpaceDeleted(tx: Transaction, spaceId: string, actorId: string, now: Date) {
  await tx
    .update(spaces)
    .set({
      deletedAt: now,
      deletedBy: actorId,
      pendingOwnerUserId: null,
      ownershipOfferedAt: null,
      updatedAt: now,
    })
    .where(eq(spaces.id, spaceId));
}

export async function markSpaceRestored(tx: Transaction, spaceId: string, now: Date) {
  await tx
    .update(spaces)
    .set({ deletedAt: null, deletedBy: null, updatedAt: now })
    .where(eq(spaces.id, spaceId));
}

/** The password hash the OWNER's typed password is checked against. */
export async function findPasswordHash(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.hash ?? null;
}

export type SpaceAdminRecipient = { userId: string; name: string; email: string };

/** Every ADMIN of the space (the OWNER among them), to be told of a deletion or restore. */
export async function listSpaceAdmins(db: Executor, spaceId: string): Promise<SpaceAdminRecipient[]> {
  return db
    .select({ userId: users.id, name: users.name, email: users.email })
    .from(spaceMembers)
    .innerJoin(users, eq(users.id, spaceMembers.userId))
    .where(and(eq(spaceMembers.spaceId, spaceId), eq(spaceMembers.role, 'ADMIN')))
    .orderBy(asc(spaceMembers.joinedAt));
}

export async function findUserContact(db: Executor, userId: string): Promise<SpaceAdminRecipient | null> {
  const [row] = await db
    .select({ userId: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** The deleted spaces the user owns that are not purged yet, most recently deleted first. */
export async function findDeletedSpacesOwnedBy(db: Executor, userId: string) {
  return db
    .select({ id: spaces.id, name: spaces.name, deletedAt: spaces.deletedAt })
    .from(spaces)
    .where(and(eq(spaces.ownerUserId, userId), isNotNull(spaces.deletedAt), isNull(spaces.purgedAt)))
    .orderBy(desc(spaces.deletedAt));
}
