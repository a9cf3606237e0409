// The background pull's side of a CalDAV connection: which are due, the lease one pull holds,
// and what a pull learnt or why it failed.
import type { Database, Transaction } from '@citavet/db/database';
import { type CalDavCalendarState, caldavBusyTimes, caldavConnections } from '@citavet/db/schema/calendar';
import { spaces } from '@citavet/db/schema/spaces';
import type { TimeRange } from '@citavet/domain/availability/time-range';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';

import type { CalDavConnectionRow } from './caldav-connections.repository';

type Executor = Database | Transaction;

/** Connections not pulled since `before` (never pulled first), oldest first. */
export async function listConnectionsDue(
  db: Executor,
  before: Date,
  limit: number,
): Promise<CalDavConnectionRow[]> {
  return db
    .select()
    .from(caldavConnections)
    .where(or(isNull(caldavConnections.lastPulledAt), lt(caldavConnections.lastPulledAt, before)))
    .orderBy(sql`${caldavConnections.lastPulledAt} asc nulls first`)
    .limit(limit);
}

/** One resource's busy time as a pull read it (absolute URL of the calendar object). */
export type PulledResource = { href: string; intervals: TimeRange[] };

/** What a pull read of one calendar: all of it, or what changed since the last token. */
export type CalendarRead =
  | { kind: 'whole'; state: CalDavCalendarState; resources: PulledResource[] }
  | {
      kind: 'delta';
      state: CalDavCalendarState;
      /** The token the delta starts from: applied only if the stored rows are still of that token. */
      fromToken: string;
      changed: PulledResource[];
      deleted: string[];
    };

/**
 * What one pull learnt: per calendar read, its busy time (replaced whole, or only the changed and
 * deleted resources' rows) and its versions. The row is locked and its current choice wins: a
 * calendar the professional stopped choosing while the pull ran loses its busy time, one newly
 * chosen is read on the next pull, and a connection removed or replaced meanwhile is left alone.
 */
export async function savePullResult(
  db: Database,
  pull: {
    connectionId: string;
    hostId: string;
    reads: ReadonlyMap<string, CalendarRead>;
    now: Date;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ calendars: caldavConnections.calendars })
      .from(caldavConnections)
      .where(eq(caldavConnections.id, pull.connectionId))
      .for('update');
    if (!current) return;
    const blocking = new Set(
      current.calendars.filter((calendar) => calendar.blocksTime).map((calendar) => calendar.url),
    );
    // A delta counts only on the rows it started from: a calendar chosen again (or read whole) while
    // this pull ran keeps its own state, and is read whole next time.
    const reads = new Map(
      [...pull.reads].filter(
        ([url, read]) =>
          read.kind === 'whole' ||
          current.calendars.find((calendar) => calendar.url === url)?.pulledSyncToken === read.fromToken,
      ),
    );
    const calendars = current.calendars.map((calendar) => {
      const read = reads.get(calendar.url);
      return read && calendar.blocksTime
        ? {
            ...calendar,
            pulledCtag: read.state.pulledCtag,
            pulledSyncToken: read.state.pulledSyncToken,
            readAt: read.state.readAt,
          }
        : calendar;
    });
    const stored = await tx
      .selectDistinct({ calendarUrl: caldavBusyTimes.calendarUrl })
      .from(caldavBusyTimes)
      .where(eq(caldavBusyTimes.connectionId, pull.connectionId));
    const ofCalendar = (calendarUrl: string) =>
      and(eq(caldavBusyTimes.connectionId, pull.connectionId), eq(caldavBusyTimes.calendarUrl, calendarUrl));
    const wholly = stored
      .map((row) => row.calendarUrl)
      .filter((url) => !blocking.has(url) || reads.get(url)?.kind === 'whole');
    for (const [url, read] of reads) if (read.kind === 'whole') wholly.push(url);
    for (const calendarUrl of new Set(wholly))
      await tx.delete(caldavBusyTimes).where(ofCalendar(calendarUrl));
    const rows: (typeof caldavBusyTimes.$inferInsert)[] = [];
    for (const [calendarUrl, read] of reads) {
      if (!blocking.has(calendarUrl)) continue;
      const written = read.kind === 'whole' ? read.resources : read.changed;
      if (read.kind === 'delta') {
        const touched = [...read.deleted, ...read.changed.map((resource) => resource.href)];
        for (let index = 0; index < touched.length; index += 500) {
          await tx
            .delete(caldavBusyTimes)
            .where(
              and(
                ofCalendar(calendarUrl),
                inArray(caldavBusyTimes.resourceHref, touched.slice(index, index + 500)),
              ),
            );
        }
      }
      for (const resource of written) {
        for (const interval of resource.intervals) {
          rows.push({
            connectionId: pull.connectionId,
            hostId: pull.hostId,
            calendarUrl,
            resourceHref: resource.href,
            startAt: new Date(interval.startAt),
            endAt: new Date(interval.endAt),
          });
        }
      }
    }
    for (let index = 0; index < rows.length; index += 1000) {
      await tx.insert(caldavBusyTimes).values(rows.slice(index, index + 1000));
    }
    await tx
      .update(caldavConnections)
      .set({
        calendars,
        lastPulledAt: pull.now,
        lastSucceededAt: pull.now,
        failingSince: null,
        lastFailure: null,
      })
      .where(eq(caldavConnections.id, pull.connectionId));
  });
}

/** A pull that failed: the busy time already kept stays, and the failure is shown in the settings. */
export async function recordPullFailure(
  db: Executor,
  connectionId: string,
  message: string,
  now: Date,
): Promise<void> {
  const [row] = await db
    .select({ failingSince: caldavConnections.failingSince })
    .from(caldavConnections)
    .where(eq(caldavConnections.id, connectionId));
  await db
    .update(caldavConnections)
    .set({ lastPulledAt: now, failingSince: row?.failingSince ?? now, lastFailure: message })
    .where(eq(caldavConnections.id, connectionId));
}

export async function findConnectionTimeZone(db: Executor, spaceId: string): Promise<string | null> {
  const [row] = await db.select({ timeZone: spaces.timeZone }).from(spaces).where(eq(spaces.id, spaceId));
  return row?.timeZone ?? null;
}

/**
 * Takes the connection for one pull until `until`, if no other pull holds it and (with `dueBefore`)
 * it was not pulled since: the row as it is now, or null when someone else has it.
 */
export async function claimPull(
  db: Executor,
  connectionId: string,
  claim: { now: Date; until: Date; dueBefore?: Date },
): Promise<CalDavConnectionRow | null> {
  const [row] = await db
    .update(caldavConnections)
    .set({ pullLeaseUntil: claim.until })
    .where(
      and(
        eq(caldavConnections.id, connectionId),
        or(isNull(caldavConnections.pullLeaseUntil), lt(caldavConnections.pullLeaseUntil, claim.now)),
        claim.dueBefore
          ? or(isNull(caldavConnections.lastPulledAt), lt(caldavConnections.lastPulledAt, claim.dueBefore))
          : undefined,
      ),
    )
    .returning();
  return row ?? null;
}

export async function releasePull(db: Executor, connectionId: string): Promise<void> {
  await db
    .update(caldavConnections)
    .set({ pullLeaseUntil: null })
    .where(eq(caldavConnections.id, connectionId));
}

/** The hosts' connections and when each was last pulled (the slot requests' freshness check). */
export async function listHostPullTimes(
  db: Executor,
  hostIds: readonly string[],
): Promise<{ id: string; hostId: string; lastPulledAt: Date | null; blocks: boolean }[]> {
  if (hostIds.length === 0) return [];
  const rows = await db
    .select({
      id: caldavConnections.id,
      hostId: caldavConnections.userId,
      lastPulledAt: caldavConnections.lastPulledAt,
      calendars: caldavConnections.calendars,
    })
    .from(caldavConnections)
    .where(inArray(caldavConnections.userId, [...hostIds]));
  return rows.map((row) => ({
    id: row.id,
    hostId: row.hostId,
    lastPulledAt: row.lastPulledAt,
    blocks: row.calendars.some((calendar) => calendar.blocksTime),
  }));
}
