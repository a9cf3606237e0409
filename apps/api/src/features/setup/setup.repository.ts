import type { Database, Transaction } from '@citavet/db/database';
import { serviceSchedules, services } from '@citavet/db/schema/services';
import { invitations, spaceMembers, spaces } from '@citavet/db/schema/spaces';
import { and, asc, eq, exists, gt, isNull, lte, notExists, sql } from 'drizzle-orm';

type Executor = Database | Transaction;

/** The user's spaces, the first joined first: "the first space" of the spec. */
export async function listMemberSpaces(db: Executor, userId: string) {
  return (
    db
      .select({
        id: spaces.id,
        name: spaces.name,
        route: spaces.route,
        areInvitationsOmitted: spaces.areInvitationsOmitted,
      })
      .from(spaceMembers)
      // A deleted space is no longer one of the user's (decision 067).
      .innerJoin(spaces, and(eq(spaces.id, spaceMembers.spaceId), isNull(spaces.deletedAt)))
      .where(eq(spaceMembers.userId, userId))
      .orderBy(asc(spaceMembers.joinedAt), asc(spaceMembers.id))
  );
}

export async function listServiceNames(db: Executor, spaceId: string) {
  return db
    .select({ id: services.id, name: services.name, spaceId: services.spaceId })
    .from(services)
    .where(eq(services.spaceId, spaceId))
    .orderBy(asc(services.createdAt), asc(services.id));
}

/** Any schedule row counts, active or not: deactivating ranges must not send a clinic back to setup. */
export async function hasServiceWithSchedules(db: Executor, spaceId: string): Promise<boolean> {
  const rows = await db
    .select({ id: services.id })
    .from(services)
    .where(
      and(
        eq(services.spaceId, spaceId),
        exists(
          db
            .select({ id: serviceSchedules.id })
            .from(serviceSchedules)
            .where(eq(serviceSchedules.serviceId, services.id)),
        ),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Invitations sent at any time and in any status mark the members step as done. */
export async function hasAnyInvitation(db: Executor, spaceId: string): Promise<boolean> {
  const rows = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(eq(invitations.spaceId, spaceId))
    .limit(1);
  return rows.length > 0;
}

/**
 * The profile's pending-invitation rule: addressed to the user's verified e-mail, still PENDING, not
 * expired, for a space the user has not joined yet.
 */
export async function hasPendingInvitations(
  db: Executor,
  user: { id: string; email: string; emailVerifiedAt: Date | null },
  now: Date,
): Promise<boolean> {
  // Like the profile: an unproven address is told nothing about invitations (docs/decisions/022-email-verification.md).
  if (user.emailVerifiedAt === null) return false;
  const rows = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(
      and(
        eq(sql`lower(${invitations.email})`, user.email.toLowerCase()),
        eq(invitations.status, 'PENDING'),
        gt(invitations.expiresAt, now),
        lte(invitations.createdAt, user.emailVerifiedAt),
        notExists(
          db
            .select({ id: spaceMembers.id })
            .from(spaceMembers)
            .where(and(eq(spaceMembers.spaceId, invitations.spaceId), eq(spaceMembers.userId, user.id))),
        ),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function markInvitationsOmitted(db: Executor, spaceId: string, now: Date) {
  await db.update(spaces).set({ areInvitationsOmitted: true, updatedAt: now }).where(eq(spaces.id, spaceId));
}
