import type { Database, Transaction } from '@citavet/db/database';
import { bookings } from '@citavet/db/schema/bookings';
import { calendarFeeds } from '@citavet/db/schema/calendar';
import { pets } from '@citavet/db/schema/pets';
import { spaceMembers, spaces } from '@citavet/db/schema/spaces';
import { users } from '@citavet/db/schema/users';
import type { FeedBooking } from '@citavet/domain/calendar/calendar-feed';
import type { CalendarFeedScope } from '@citavet/domain/calendar/calendar-feed.schema';
import type { SpaceRole } from '@citavet/domain/users/user.schema';
import { and, asc, eq, gte, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';

type Executor = Database | Transaction;

export type CalendarFeedRow = {
  scope: CalendarFeedScope;
  hideClientNames: boolean;
  createdAt: Date;
};

export async function selectMemberFeeds(
  db: Executor,
  spaceId: string,
  userId: string,
): Promise<CalendarFeedRow[]> {
  return db
    .select({
      scope: calendarFeeds.scope,
      hideClientNames: calendarFeeds.hideClientNames,
      createdAt: calendarFeeds.createdAt,
    })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.spaceId, spaceId), eq(calendarFeeds.userId, userId)));
}

/** A new token for the member's feed of that scope: made, or its hash replaced (the old URL stops). */
export async function upsertFeedToken(
  db: Executor,
  feed: { spaceId: string; userId: string; scope: CalendarFeedScope; tokenHash: string; now: Date },
): Promise<CalendarFeedRow> {
  const [row] = await db
    .insert(calendarFeeds)
    .values({
      spaceId: feed.spaceId,
      userId: feed.userId,
      scope: feed.scope,
      tokenHash: feed.tokenHash,
      createdAt: feed.now,
      updatedAt: feed.now,
    })
    .onConflictDoUpdate({
      target: [calendarFeeds.spaceId, calendarFeeds.userId, calendarFeeds.scope],
      set: { tokenHash: feed.tokenHash, createdAt: feed.now, updatedAt: feed.now },
    })
    .returning({
      scope: calendarFeeds.scope,
      hideClientNames: calendarFeeds.hideClientNames,
      createdAt: calendarFeeds.createdAt,
    });
  if (!row) throw new Error('calendar feed upsert returned no row');
  return row;
}

/** The new settings, and whether client names were hidden before (the row is locked for it). */
export async function updateFeedSettings(
  db: Transaction,
  feed: { spaceId: string; userId: string; scope: CalendarFeedScope; hideClientNames: boolean; now: Date },
): Promise<(CalendarFeedRow & { wasHidingClientNames: boolean }) | null> {
  const where = and(
    eq(calendarFeeds.spaceId, feed.spaceId),
    eq(calendarFeeds.userId, feed.userId),
    eq(calendarFeeds.scope, feed.scope),
  );
  const [before] = await db
    .select({ hideClientNames: calendarFeeds.hideClientNames })
    .from(calendarFeeds)
    .where(where)
    .for('update');
  if (!before) return null;
  const [row] = await db
    .update(calendarFeeds)
    .set({ hideClientNames: feed.hideClientNames, updatedAt: feed.now })
    .where(where)
    .returning({
      scope: calendarFeeds.scope,
      hideClientNames: calendarFeeds.hideClientNames,
      createdAt: calendarFeeds.createdAt,
    });
  return row ? { ...row, wasHidingClientNames: before.hideClientNames } : null;
}

export async function deleteFeed(db: Executor, spaceId: string, userId: string, scope: CalendarFeedScope) {
  const rows = await db
    .delete(calendarFeeds)
    .where(
      and(
        eq(calendarFeeds.spaceId, spaceId),
        eq(calendarFeeds.userId, userId),
        eq(calendarFeeds.scope, scope),
      ),
    )
    .returning({ hideClientNames: calendarFeeds.hideClientNames });
  const [row] = rows;
  return row ? { wasHidingClientNames: row.hideClientNames } : null;
}

export type FeedByToken = {
  feedId: string;
  spaceId: string;
  userId: string;
  scope: CalendarFeedScope;
  hideClientNames: boolean;
  feedUpdatedAt: Date;
  role: SpaceRole;
  spaceName: string;
  timeZone: string;
  userName: string;
};

/**
 * The feed a token's hash opens, with its member's current role, in a space that is not deleted.
 * A removed member has no row (the membership's foreign key cascades).
 */
export async function selectFeedByTokenHash(db: Executor, tokenHash: string): Promise<FeedByToken | null> {
  const [row] = await db
    .select({
      feedId: calendarFeeds.id,
      spaceId: calendarFeeds.spaceId,
      userId: calendarFeeds.userId,
      scope: calendarFeeds.scope,
      hideClientNames: calendarFeeds.hideClientNames,
      feedUpdatedAt: calendarFeeds.updatedAt,
      role: spaceMembers.role,
      spaceName: spaces.name,
      timeZone: spaces.timeZone,
      userName: users.name,
    })
    .from(calendarFeeds)
    .innerJoin(
      spaceMembers,
      and(eq(spaceMembers.spaceId, calendarFeeds.spaceId), eq(spaceMembers.userId, calendarFeeds.userId)),
    )
    .innerJoin(spaces, and(eq(spaces.id, calendarFeeds.spaceId), isNull(spaces.deletedAt)))
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

type FeedRange = { spaceId: string; hostId: string | null; from: Date; to: Date };

function feedBookingsWhere(range: FeedRange): SQL | undefined {
  return and(
    eq(bookings.spaceId, range.spaceId),
    range.hostId === null ? undefined : eq(bookings.hostId, range.hostId),
    gte(bookings.startAt, range.from),
    lt(bookings.startAt, range.to),
  );
}

/** An event's last change: its booking's or its pet's (the name it shows). */
const changedAt = sql<Date>`greatest(${bookings.updatedAt}, ${pets.updatedAt})`;

export type FeedFingerprint = { count: number; latestChange: Date | null; digest: string };

/**
 * What the window's events are made of, read without building the feed (the conditional GET's
 * 304 is one indexed aggregate): how many, their latest change, and the sum of every booking's
 * change time and the latest pet and host changes, so a change is seen even when its clock reads
 * earlier than another's.
 */
export async function selectFeedFingerprint(db: Executor, range: FeedRange): Promise<FeedFingerprint> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      latestChange: sql<string | null>`max(${changedAt})`,
      digest: sql<string>`concat_ws(' ', sum(extract(epoch from ${bookings.updatedAt})), max(${pets.updatedAt}), max(${users.updatedAt}))`,
    })
    .from(bookings)
    .leftJoin(pets, eq(pets.id, bookings.petId))
    .innerJoin(users, eq(users.id, bookings.hostId))
    .where(feedBookingsWhere(range));
  return {
    count: row?.count ?? 0,
    latestChange: row?.latestChange ? new Date(row.latestChange) : null,
    digest: row?.digest ?? '',
  };
}

/**
 * The window's bookings in feed order, each with what its event is written from in one short text
 * (its own, its pet's and its host's change times, its SEQUENCE, status and times): a feed rebuilt
 * after one change reads the full rows of the changed bookings only (decision 091).
 */
export async function selectFeedChangeList(
  db: Executor,
  range: FeedRange,
): Promise<{ id: string; key: string }[]> {
  return db
    .select({
      id: bookings.id,
      key: sql<string>`concat_ws(' ', extract(epoch from ${bookings.updatedAt}), extract(epoch from ${pets.updatedAt}), extract(epoch from ${users.updatedAt}), ${bookings.calendarSequence}, ${bookings.status}, extract(epoch from ${bookings.startAt}), extract(epoch from ${bookings.endAt}))`,
    })
    .from(bookings)
    .leftJoin(pets, eq(pets.id, bookings.petId))
    .innerJoin(users, eq(users.id, bookings.hostId))
    .where(feedBookingsWhere(range))
    .orderBy(asc(bookings.startAt), asc(bookings.id));
}

/** The full rows the feed's events are written from: the window's, or only the given bookings of it. */
export async function selectFeedBookings(
  db: Executor,
  range: FeedRange,
  onlyIds: readonly string[] | null = null,
): Promise<FeedBooking[]> {
  const rows = await db
    .select({
      id: bookings.id,
      hostName: users.name,
      serviceName: bookings.serviceName,
      clientName: bookings.clientName,
      petName: pets.name,
      status: bookings.status,
      startAt: bookings.startAt,
      endAt: bookings.endAt,
      createdAt: bookings.createdAt,
      calendarSequence: bookings.calendarSequence,
      changedAt: sql<string>`${changedAt}`,
    })
    .from(bookings)
    .leftJoin(pets, eq(pets.id, bookings.petId))
    .innerJoin(users, eq(users.id, bookings.hostId))
    .where(and(feedBookingsWhere(range), onlyIds ? inArray(bookings.id, [...onlyIds]) : undefined))
    .orderBy(asc(bookings.startAt), asc(bookings.id));
  return rows.map((row) => ({ ...row, changedAt: new Date(row.changedAt) }));
}
