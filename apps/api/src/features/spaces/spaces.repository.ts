import type { Database, Transaction } from '@citavet/db/database';
import { invitations, spaceMembers, spaces } from '@citavet/db/schema/spaces';
import { users } from '@citavet/db/schema/users';
import type { SpaceMemberSummary } from '@citavet/domain/spaces/space.schema';
import type { SpaceRole } from '@citavet/domain/users/user.schema';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';

type Executor = Database | Transaction;

/** Every column the API shows of a space; logoKey becomes logoUrl in the presenter. */
const spaceColumns = {
  id: spaces.id,
  name: spaces.name,
  description: spaces.description,
  phone: spaces.phone,
  email: spaces.email,
  route: spaces.route,
  timeZone: spaces.timeZone,
  defaultCurrency: spaces.defaultCurrency,
  logoKey: spaces.logoKey,
  color: spaces.color,
  address: spaces.address,
  city: spaces.city,
  state: spaces.state,
  country: spaces.country,
  latitude: spaces.latitude,
  longitude: spaces.longitude,
  contactPhone: spaces.contactPhone,
  contactEmail: spaces.contactEmail,
  contactWhatsapp: spaces.contactWhatsapp,
  socialInstagram: spaces.socialInstagram,
  socialFacebook: spaces.socialFacebook,
  socialWebsite: spaces.socialWebsite,
  speciesAttended: spaces.speciesAttended,
  ownerUserId: spaces.ownerUserId,
  pendingOwnerUserId: spaces.pendingOwnerUserId,
  createdAt: spaces.createdAt,
  updatedAt: spaces.updatedAt,
};

export type SpaceRecord = {
  id: string;
  name: string;
  description: string | null;
  phone: string | null;
  email: string | null;
  route: string | null;
  timeZone: string;
  defaultCurrency: string;
  logoKey: string | null;
  color: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  latitude: number | null;
  longitude: number | null;
  contactPhone: string | null;
  contactEmail: string | null;
  contactWhatsapp: string | null;
  socialInstagram: string | null;
  socialFacebook: string | null;
  socialWebsite: string | null;
  speciesAttended: string[];
  ownerUserId: string | null;
  pendingOwnerUserId: string | null;
  createdAt: Date;
  updatedAt: Date;
};

/** The editable columns; undefined leaves a column as it is. */
export type SpaceValues = Partial<
  Omit<SpaceRecord, 'id' | 'logoKey' | 'ownerUserId' | 'pendingOwnerUserId' | 'createdAt' | 'updatedAt'>
>;

export type SpaceOfMember = SpaceRecord & { myRole: SpaceRole };

/** A space that is not deleted (a deleted space is found only by the OWNER's restore). */
export async function findSpaceById(db: Executor, spaceId: string): Promise<SpaceRecord | null> {
  const [row] = await db
    .select(spaceColumns)
    .from(spaces)
    .where(and(eq(spaces.id, spaceId), isNull(spaces.deletedAt)))
    .limit(1);
  return row ?? null;
}

export async function findSpacesOfUser(db: Executor, userId: string): Promise<SpaceOfMember[]> {
  return db
    .select({ ...spaceColumns, myRole: spaceMembers.role })
    .from(spaceMembers)
    .innerJoin(spaces, and(eq(spaces.id, spaceMembers.spaceId), isNull(spaces.deletedAt)))
    .where(eq(spaceMembers.userId, userId))
    .orderBy(asc(spaceMembers.joinedAt), asc(spaces.createdAt));
}

type MemberSummaryRow = Omit<SpaceMemberSummary, 'effectiveRole'>;

export async function findMembersOfSpaces(
  db: Executor,
  spaceIds: string[],
): Promise<Map<string, MemberSummaryRow[]>> {
  const bySpace = new Map<string, MemberSummaryRow[]>(spaceIds.map((id) => [id, []]));
  if (spaceIds.length === 0) return bySpace;
  const rows = await db
    .select({
      id: spaceMembers.id,
      spaceId: spaceMembers.spaceId,
      userId: spaceMembers.userId,
      role: spaceMembers.role,
      joinedAt: spaceMembers.joinedAt,
      name: users.name,
      email: users.email,
      avatar: users.avatar,
    })
    .from(spaceMembers)
    .innerJoin(users, eq(users.id, spaceMembers.userId))
    .where(inArray(spaceMembers.spaceId, spaceIds))
    .orderBy(asc(spaceMembers.joinedAt), asc(users.name));
  for (const row of rows) {
    bySpace.get(row.spaceId)?.push({
      id: row.id,
      spaceId: row.spaceId,
      userId: row.userId,
      role: row.role,
      joinedAt: row.joinedAt.toISOString(),
      user: { name: row.name, email: row.email, avatar: row.avatar },
    });
  }
  return bySpace;
}

/** Pending invitations per space, expired ones included: the members page lists them to resend. */
export async function countPendingInvitations(
  db: Executor,
  spaceIds: string[],
): Promise<Map<string, number>> {
  const counts = new Map<string, number>(spaceIds.map((id) => [id, 0]));
  if (spaceIds.length === 0) return counts;
  const rows = await db
    .select({ spaceId: invitations.spaceId, count: sql<number>`count(*)::int` })
    .from(invitations)
    .where(and(inArray(invitations.spaceId, spaceIds), eq(invitations.status, 'PENDING')))
    .groupBy(invitations.spaceId);
  for (const row of rows) counts.set(row.spaceId, Number(row.count));
  return counts;
}

/** Which of `routes` another space already uses. */
export async function findTakenRoutes(
  db: Executor,
  routes: string[],
  exceptSpaceId?: string,
): Promise<Set<string>> {
  if (routes.length === 0) return new Set();
  const rows = await db
    .select({ route: spaces.route })
    .from(spaces)
    .where(
      exceptSpaceId
        ? and(inArray(spaces.route, routes), ne(spaces.id, exceptSpaceId))
        : inArray(spaces.route, routes),
    );
  return new Set(rows.flatMap((row) => (row.route ? [row.route] : [])));
}

/** How many spaces the user administers (the cap on spaces per account counts these). */
export async function countAdministeredSpaces(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(spaceMembers)
    .where(and(eq(spaceMembers.userId, userId), eq(spaceMembers.role, 'ADMIN')));
  return row?.count ?? 0;
}

/** The space and its creator's ADMIN membership (the creator is its OWNER), in the caller's transaction. */
export async function insertSpaceWithAdmin(
  tx: Transaction,
  values: SpaceValues & { name: string; timeZone: string },
  creatorId: string,
  now: Date,
): Promise<string> {
  const [space] = await tx
    .insert(spaces)
    .values({ ...values, createdBy: creatorId, ownerUserId: creatorId, createdAt: now, updatedAt: now })
    .returning({ id: spaces.id });
  if (!space) throw new Error('space insert returned nothing');
  await tx
    .insert(spaceMembers)
    .values({ spaceId: space.id, userId: creatorId, role: 'ADMIN', joinedAt: now });
  return space.id;
}

export async function updateSpaceColumns(db: Executor, spaceId: string, values: SpaceValues, now: Date) {
  await db
    .update(spaces)
    .set({ ...values, updatedAt: now })
    .where(eq(spaces.id, spaceId));
}

/** The constraint a unique violation hit, read through drizzle's error wrapping. */
export function violatedConstraintOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const ROUTE_UNIQUE_CONSTRAINT = 'spaces_route_unique';
