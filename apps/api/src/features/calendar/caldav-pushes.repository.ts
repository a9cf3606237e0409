import { type Database, queryRows, type Transaction } from '@citavet/db/database';
import { bookings } from '@citavet/db/schema/bookings';
import {
  caldavBookingEvents,
  caldavConnections,
  caldavPushes,
  calendarFeeds,
} from '@citavet/db/schema/calendar';
import { pets } from '@citavet/db/schema/pets';
import { spaces } from '@citavet/db/schema/spaces';
import { users } from '@citavet/db/schema/users';
import type { FeedBooking } from '@citavet/domain/calendar/calendar-feed';
import { and, eq, sql } from 'drizzle-orm';
import type { CalDavConnectionRow } from './caldav-connections.repository';
import type { StoredEvent } from './plan-booking-push';

// The queue of bookings to write to CalDAV (caldav_pushes, filled by migration 0049's trigger when
// the change feed consumes a booking's changes) and what was written (caldav_booking_events).
// Decision 090.

type Executor = Database | Transaction;

/** A claimed push: `claims` fences what this worker writes back; `generation` says if it is still current. */
export type PushClaim = {
  bookingId: string;
  generation: number;
  claims: number;
  attempts: number;
  lastChangeId: number;
};

/**
 * Claims the next due push for `leaseMs`: one not claimed, or whose claim's lease ran out (its
 * worker died). One booking is held by one worker at a time, so its writes go in order.
 */
export async function claimNextPush(db: Database, now: Date, leaseMs: number): Promise<PushClaim | null> {
  const [row] = await queryRows<{
    booking_id: string;
    generation: string;
    claims: number;
    attempts: number;
    last_change_id: string;
  }>(
    db,
    sql`update caldav_pushes p
           set claims = p.claims + 1, locked_until = ${new Date(now.getTime() + leaseMs)}
         where p.booking_id = (
           select q.booking_id from caldav_pushes q
            where (q.next_attempt_at is null or q.next_attempt_at <= ${now})
              and (q.locked_until is null or q.locked_until <= ${now})
            order by q.next_attempt_at asc nulls first, q.enqueued_at, q.booking_id
            limit 1
            for update skip locked)
        returning p.booking_id, p.generation::text, p.claims, p.attempts, p.last_change_id::text`,
  );
  if (!row) return null;
  return {
    bookingId: row.booking_id,
    generation: Number(row.generation),
    claims: row.claims,
    attempts: row.attempts,
    lastChangeId: Number(row.last_change_id),
  };
}

export type PushBooking = {
  booking: FeedBooking;
  spaceId: string;
  hostId: string;
  timeZone: string;
  hideClientNames: boolean;
};

/** The booking as the event shows it now (null once deleted), with its clinic's zone. */
export async function findPushBooking(db: Executor, bookingId: string): Promise<PushBooking | null> {
  const [row] = await db
    .select({
      id: bookings.id,
      spaceId: bookings.spaceId,
      hostId: bookings.hostId,
      hostName: users.name,
      serviceName: bookings.serviceName,
      clientName: bookings.clientName,
      petName: pets.name,
      status: bookings.status,
      startAt: bookings.startAt,
      endAt: bookings.endAt,
      createdAt: bookings.createdAt,
      calendarSequence: bookings.calendarSequence,
      changedAt: sql<string>`greatest(${bookings.updatedAt}, ${pets.updatedAt})`,
      timeZone: spaces.timeZone,
      // The professional's own feed hides client names: their calendar does too.
      hideClientNames: sql<boolean>`coalesce((select ${calendarFeeds.hideClientNames} from ${calendarFeeds}
        where ${calendarFeeds.spaceId} = ${bookings.spaceId} and ${calendarFeeds.userId} = ${bookings.hostId}
          and ${calendarFeeds.scope} = 'HOST'), false)`,
    })
    .from(bookings)
    .innerJoin(spaces, eq(spaces.id, bookings.spaceId))
    .innerJoin(users, eq(users.id, bookings.hostId))
    .leftJoin(pets, eq(pets.id, bookings.petId))
    .where(eq(bookings.id, bookingId));
  if (!row) return null;
  const { spaceId, hostId, timeZone, hideClientNames, changedAt, ...booking } = row;
  return {
    booking: { ...booking, changedAt: new Date(changedAt) },
    spaceId,
    hostId,
    timeZone,
    hideClientNames: Boolean(hideClientNames),
  };
}

export async function findHostConnection(
  db: Executor,
  spaceId: string,
  hostId: string,
): Promise<CalDavConnectionRow | null> {
  const [row] = await db
    .select()
    .from(caldavConnections)
    .where(and(eq(caldavConnections.spaceId, spaceId), eq(caldavConnections.userId, hostId)));
  return row ?? null;
}

export async function findConnectionById(db: Executor, id: string): Promise<CalDavConnectionRow | null> {
  const [row] = await db.select().from(caldavConnections).where(eq(caldavConnections.id, id));
  return row ?? null;
}

export async function findStoredEvent(db: Executor, bookingId: string): Promise<StoredEvent | null> {
  const [row] = await db
    .select({
      connectionId: caldavBookingEvents.connectionId,
      calendarUrl: caldavBookingEvents.calendarUrl,
      eventUrl: caldavBookingEvents.eventUrl,
      etag: caldavBookingEvents.etag,
      sequenceWritten: caldavBookingEvents.sequenceWritten,
      contentHash: caldavBookingEvents.contentHash,
    })
    .from(caldavBookingEvents)
    .where(eq(caldavBookingEvents.bookingId, bookingId));
  return row ?? null;
}

export type WrittenRow = {
  connectionId: string;
  calendarUrl: string;
  eventUrl: string;
  etag: string | null;
  sequenceWritten: number;
  contentHash: string;
};

/**
 * What a push did, kept if this worker still holds the claim: the event row written (or forgotten
 * when `written` is null), and the push deleted — unless a newer change was queued meanwhile, which
 * leaves it due again. Answers 'lost' when another worker took the booking over (lease run out).
 */
export async function completePush(
  db: Database,
  claim: PushClaim,
  written: WrittenRow | null,
  now: Date,
): Promise<'done' | 'again' | 'lost'> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ generation: caldavPushes.generation })
      .from(caldavPushes)
      .where(and(eq(caldavPushes.bookingId, claim.bookingId), eq(caldavPushes.claims, claim.claims)))
      .for('update');
    if (!current) return 'lost';
    if (written) {
      const values = { ...written, changeId: claim.lastChangeId, writtenAt: now };
      await tx
        .insert(caldavBookingEvents)
        .values({ bookingId: claim.bookingId, ...values })
        .onConflictDoUpdate({ target: caldavBookingEvents.bookingId, set: values });
    } else {
      await tx.delete(caldavBookingEvents).where(eq(caldavBookingEvents.bookingId, claim.bookingId));
    }
    if (Number(current.generation) === claim.generation) {
      await tx.delete(caldavPushes).where(eq(caldavPushes.bookingId, claim.bookingId));
      return 'done';
    }
    await tx
      .update(caldavPushes)
      .set({ lockedUntil: null, attempts: 0, nextAttemptAt: null, lastError: null })
      .where(eq(caldavPushes.bookingId, claim.bookingId));
    return 'again';
  });
}

/** A push that failed is tried again at `nextAttemptAt` (what was written so far is kept). */
export async function retryPushLater(
  db: Executor,
  claim: PushClaim,
  failure: string,
  nextAttemptAt: Date,
  written: WrittenRow | null | undefined,
  now: Date,
): Promise<void> {
  if (written !== undefined) {
    if (written) {
      const values = { ...written, changeId: claim.lastChangeId, writtenAt: now };
      await db
        .insert(caldavBookingEvents)
        .values({ bookingId: claim.bookingId, ...values })
        .onConflictDoUpdate({ target: caldavBookingEvents.bookingId, set: values });
    } else {
      await db.delete(caldavBookingEvents).where(eq(caldavBookingEvents.bookingId, claim.bookingId));
    }
  }
  await db
    .update(caldavPushes)
    .set({ attempts: claim.attempts + 1, nextAttemptAt, lockedUntil: null, lastError: failure })
    .where(and(eq(caldavPushes.bookingId, claim.bookingId), eq(caldavPushes.claims, claim.claims)));
}

/**
 * The calendar receiving bookings is gone: writing stops for the connection, with the Spanish reason
 * shown in 'Mi calendario', and its host's queued pushes are dropped (choosing a calendar again
 * queues their upcoming bookings anew).
 */
export async function stopConnectionWrites(
  db: Database,
  connection: { id: string; spaceId: string; userId: string },
  reason: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(caldavConnections)
      .set({
        writeFailingSince: sql`coalesce(${caldavConnections.writeFailingSince}, ${now})`,
        writeFailure: reason,
      })
      .where(eq(caldavConnections.id, connection.id));
    await tx.execute(sql`delete from caldav_pushes p using bookings b
      where b.id = p.booking_id and b.space_id = ${connection.spaceId}::uuid and b.host_id = ${connection.userId}::uuid`);
  });
}

/**
 * Queues the host's bookings in the space that are not over yet (and not cancelled), and every
 * booking whose event this connection wrote: after the calendar receiving bookings is chosen or
 * changed, each lands in (or leaves) the right calendar. A booking already queued is bumped.
 */
export async function queueHostBookings(
  db: Executor,
  connection: { id: string; spaceId: string; userId: string },
  now: Date,
): Promise<number> {
  const rows = await queryRows<{ booking_id: string }>(
    db,
    sql`insert into caldav_pushes as p (booking_id, space_id)
        select b.id, b.space_id from bookings b
         where b.space_id = ${connection.spaceId}::uuid and b.host_id = ${connection.userId}::uuid
           and b.end_at > ${now} and b.status <> 'CANCELLED'
        union
        select e.booking_id, ${connection.spaceId}::uuid from caldav_booking_events e
         where e.connection_id = ${connection.id}::uuid
        on conflict (booking_id) do update set generation = p.generation + 1
        returning p.booking_id`,
  );
  return rows.length;
}

/** Writing may start again: the professional chose a calendar after the last one was lost. */
export async function resumeConnectionWrites(db: Executor, connectionId: string): Promise<void> {
  await db
    .update(caldavConnections)
    .set({ writeFailingSince: null, writeFailure: null })
    .where(eq(caldavConnections.id, connectionId));
}

/** How many pushes are waiting (the figures and the tests). */
export async function countPendingPushes(db: Executor): Promise<number> {
  const [row] = await queryRows<{ pending: number }>(
    db,
    sql`select count(*)::int as pending from caldav_pushes`,
  );
  return Number(row?.pending ?? 0);
}
