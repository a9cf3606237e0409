import type { Database, Transaction } from '@citavet/db/database';
import { serviceSchedules, services } from '@citavet/db/schema/services';
import { spaceMembers, spaces } from '@citavet/db/schema/spaces';
import { users } from '@citavet/db/schema/users';
import type { Member } from '@citavet/domain/members/member.schema';
import { effectiveRoleOf } from '@citavet/domain/spaces/space-ownership';
import type { SpaceRole } from '@citavet/domain/users/user.schema';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';

type Executor = Database | Transaction;

/** True when the member hosts an active schedule of one of the space's services. */
const hasCalendarColumn = sql<boolean>`exists (
  select 1 from ${serviceSchedules}
  join ${services} on ${services.id} = ${serviceSchedules.serviceId}
  where ${services.spaceId} = ${spaceMembers.spaceId}
    and ${serviceSchedules.hostId} = ${spaceMembers.userId}
    and ${serviceSchedules.isActive}
)`;

const memberColumns = {
  id: spaceMembers.id,
  spaceId: spaceMembers.spaceId,
  userId: spaceMembers.userId,
  role: spaceMembers.role,
  joinedAt: spaceMembers.joinedAt,
  userName: users.name,
  userEmail: users.email,
  userAvatar: users.avatar,
  userRole: users.role,
  hasCalendar: hasCalendarColumn,
  dailyCap: spaceMembers.dailyCap,
  isOwner: sql<boolean>`exists (
    select 1 from ${spaces} where ${spaces.id} = ${spaceMembers.spaceId} and ${spaces.ownerUserId} = ${spaceMembers.userId}
  )`,
};

type MemberRow = {
  id: string;
  spaceId: string;
  userId: string;
  role: SpaceRole;
  joinedAt: Date;
  userName: string;
  userEmail: string;
  userAvatar: string | null;
  userRole: Member['user']['role'];
  hasCalendar: boolean;
  dailyCap: number | null;
  isOwner: boolean;
};

function toMember(row: MemberRow): Member {
  return {
    id: row.id,
    spaceId: row.spaceId,
    userId: row.userId,
    role: row.role,
    effectiveRole: effectiveRoleOf(row, row.isOwner ? row.userId : null),
    joinedAt: row.joinedAt.toISOString(),
    user: {
      id: row.userId,
      name: row.userName,
      email: row.userEmail,
      avatar: row.userAvatar,
      role: row.userRole,
    },
    hasCalendar: Boolean(row.hasCalendar),
    dailyCap: row.dailyCap,
  };
}

export async function findMembers(db: Executor, spaceId: string): Promise<Member[]> {
  const rows = await db
    .select(memberColumns)
    .from(spaceMembers)
    .innerJoin(users, eq(users.id, spaceMembers.userId))
    .where(eq(spaceMembers.spaceId, spaceId))
    .orderBy(asc(spaceMembers.joinedAt), asc(users.name));
  return rows.map(toMember);
}

export async function findMember(db: Executor, spaceId: string, userId: string): Promise<Member | null> {
  const [row] = await db
    .select(memberColumns)
    .from(spaceMembers)
    .innerJoin(users, eq(users.id, spaceMembers.userId))
    .where(and(eq(spaceMembers.spaceId, spaceId), eq(spaceMembers.userId, userId)))
    .limit(1);
  return row ? toMember(row) : null;
}

/**
 * The space's admins, their rows locked until the transaction ends: two admins demoting or removing
 * each other at once are serialized here, and the second one sees the first one's change.
 */
export async function lockSpaceAdmins(tx: Transaction, spaceId: string): Promise<string[]> {
  const rows = await tx
    .select({ userId: spaceMembers.userId })
    .from(spaceMembers)
    .where(and(eq(spaceMembers.spaceId, spaceId), eq(spaceMembers.role, 'ADMIN')))
    .orderBy(asc(spaceMembers.userId))
    .for('update');
  return rows.map((row) => row.userId);
}

export async function updateMemberRole(tx: Transaction, spaceId: string, userId: string, role: SpaceRole) {
  await tx
    .update(spaceMembers)
    .set({ role })
    .where(and(eq(spaceMembers.spaceId, spaceId), eq(spaceMembers.userId, userId)));
}

/** The members row's trigger announces the change (migration 0002), so public slots follow. */
export async function updateMemberDailyCap(
  db: Executor,
  spaceId: string,
  userId: string,
  dailyCap: number | null,
): Promise<boolean> {
  const updated = await db
    .update(spaceMembers)
    .set({ dailyCap })
    .where(and(eq(spaceMembers.spaceId, spaceId), eq(spaceMembers.userId, userId)))
    .returning({ id: spaceMembers.id });
  return updated.length > 0;
}

export async function deleteMember(tx: Transaction, spaceId: string, userId: string) {
  await tx
    .delete(spaceMembers)
    .where(and(eq(spaceMembers.spaceId, spaceId), eq(spaceMembers.userId, userId)));
}

/** A former member no longer offers slots in the space; their schedules stay, inactive, for history. */
export async function deactivateSchedulesOfHost(tx: Transaction, spaceId: string, hostId: string) {
  await tx
    .update(serviceSchedules)
    .set({ isActive: false })
    .where(
      and(
        eq(serviceSchedules.hostId, hostId),
        inArray(
          serviceSchedules.serviceId,
          tx.select({ id: services.id }).from(services).where(eq(services.spaceId, spaceId)),
        ),
      ),
    );
}

/**
 * The space's OWNER and pending hand-over, its row locked until the transaction ends: a role change
 * or removal and an accepted hand-over are serialized, so neither acts on an owner that changed.
 */
export async function lockSpaceOwnership(
  tx: Transaction,
  spaceId: string,
): Promise<{ ownerUserId: string | null; pendingOwnerUserId: string | null } | null> {
  const [row] = await tx
    .select({ ownerUserId: spaces.ownerUserId, pendingOwnerUserId: spaces.pendingOwnerUserId })
    .from(spaces)
    .where(eq(spaces.id, spaceId))
    .for('update');
  return row ?? null;
}

/** An offer to someone who is no longer an ADMIN of the space lapses. */
export async function withdrawOwnershipOfferTo(tx: Transaction, spaceId: string, userId: string) {
  await tx
    .update(spaces)
    .set({ pendingOwnerUserId: null, ownershipOfferedAt: null })
    .where(and(eq(spaces.id, spaceId), eq(spaces.pendingOwnerUserId, userId)));
}
