import { type Database, queryRows, type Transaction } from '@citavet/db/database';
import {
  hostBusyCondition,
  listDateOverridesConcerning,
  listDisabledDatesConcerning,
  readDailyCaps,
} from '@citavet/db/scheduling-inputs';
import { bookings, disabledDates } from '@citavet/db/schema/bookings';
import { directoryEntries } from '@citavet/db/schema/directory';
import { onlineBookingPauses } from '@citavet/db/schema/online-pauses';
import { serviceSchedules, services } from '@citavet/db/schema/services';
import { spaceMembers, spaces } from '@citavet/db/schema/spaces';
import type { TimeRange } from '@citavet/domain/availability/time-range';
import { and, asc, eq, inArray, isNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import { hostRankSql, serviceRankSql } from '../../plans/space-plan.repository';

// Reads and writes of the directory's own table (docs/decisions/050-directory-search.md): what a
// clinic's entry is computed from, and the entries themselves.

type Executor = Database | Transaction;

const uuidArray = (ids: readonly string[]): SQL =>
  sql`any(array[${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )}]::uuid[])`;

/** The spaces' public facts (every space asked for that still exists and is not deleted). */
export async function loadEntrySpaces(db: Executor, spaceIds: readonly string[]) {
  if (spaceIds.length === 0) return [];
  return db
    .select({
      id: spaces.id,
      name: spaces.name,
      route: spaces.route,
      city: spaces.city,
      latitude: spaces.latitude,
      longitude: spaces.longitude,
      timeZone: spaces.timeZone,
      speciesAttended: spaces.speciesAttended,
      plan: spaces.plan,
      planSource: spaces.planSource,
      planEndsAt: spaces.planEndsAt,
      trialStartedAt: spaces.trialStartedAt,
    })
    .from(spaces)
    .where(and(inArray(spaces.id, [...spaceIds]), isNull(spaces.deletedAt)));
}

/**
 * The active schedule ranges of the spaces' active, client-bookable services whose host is a member:
 * what makes a space listed (docs/decisions/050-directory-search.md) and what the engine offers.
 */
export async function loadEntrySchedules(db: Executor, spaceIds: readonly string[]) {
  if (spaceIds.length === 0) return [];
  return db
    .select({
      spaceId: services.spaceId,
      serviceId: services.id,
      serviceName: services.name,
      category: services.category,
      duration: services.duration,
      minAdvanceBooking: services.minAdvanceBooking,
      maxAdvanceBooking: services.maxAdvanceBooking,
      slotStep: services.slotStep,
      bufferBefore: services.bufferBefore,
      bufferAfter: services.bufferAfter,
      serviceDailyCap: services.dailyCap,
      hostDailyCap: spaceMembers.dailyCap,
      scheduleId: serviceSchedules.id,
      hostId: serviceSchedules.hostId,
      dayOfWeek: serviceSchedules.dayOfWeek,
      startTime: serviceSchedules.startTime,
      endTime: serviceSchedules.endTime,
      isActive: serviceSchedules.isActive,
      // Where the service and the host stand among the space's active ones: the plan keeps the
      // first ones (decision 073), the same fragments as the booking paths' check.
      serviceRank: serviceRankSql(sql`${services.spaceId}`, sql`${services.id}`).mapWith(Number),
      hostRank: hostRankSql(sql`${services.spaceId}`, sql`${serviceSchedules.hostId}`).mapWith(Number),
    })
    .from(services)
    .innerJoin(
      serviceSchedules,
      and(eq(serviceSchedules.serviceId, services.id), eq(serviceSchedules.isActive, true)),
    )
    .innerJoin(
      spaceMembers,
      and(eq(spaceMembers.spaceId, services.spaceId), eq(spaceMembers.userId, serviceSchedules.hostId)),
    )
    .where(
      and(
        inArray(services.spaceId, [...spaceIds]),
        eq(services.isActive, true),
        eq(services.isBookableByClients, true),
      ),
    )
    .orderBy(asc(services.id), asc(serviceSchedules.hostId));
}

/** The hosts' busy time in the window (bookings of every space), by host: the shared busy rule. */
export async function loadHostsBusy(
  db: Executor,
  hostIds: readonly string[],
  window: TimeRange,
): Promise<Map<string, TimeRange[]>> {
  const busy = new Map<string, TimeRange[]>();
  if (hostIds.length === 0) return busy;
  const rows = await db
    // The busy range (the appointment with the buffers it was booked with), as the public path reads it.
    .select({ hostId: bookings.hostId, startAt: bookings.busyStartAt, endAt: bookings.busyEndAt })
    .from(bookings)
    .where(hostBusyCondition({ hostId: uuidArray(hostIds), from: window.startAt, to: window.endAt }));
  for (const row of rows) {
    const ranges = busy.get(row.hostId) ?? [];
    ranges.push({ startAt: Number(row.startAt?.getTime()), endAt: Number(row.endAt?.getTime()) });
    busy.set(row.hostId, ranges);
  }
  return busy;
}

/** Which of the spaces have any disabled date (the others need no per-host read). */
export async function spacesWithDisabledDates(
  db: Executor,
  spaceIds: readonly string[],
): Promise<Set<string>> {
  if (spaceIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ spaceId: disabledDates.spaceId })
    .from(disabledDates)
    .where(inArray(disabledDates.spaceId, [...spaceIds]));
  return new Set(rows.map((row) => row.spaceId));
}

/**
 * The pauses of online booking of these spaces not over at `now` (the clinic's and each
 * professional's), per space: the directory's next slot respects them as the public page does.
 */
export async function loadSpacesPauses(db: Executor, spaceIds: readonly string[], now: number) {
  const bySpace = new Map<string, { hostId: string | null; startAt: number; endAt: number }[]>();
  if (spaceIds.length === 0) return bySpace;
  const rows = await db
    .select({
      spaceId: onlineBookingPauses.spaceId,
      hostId: onlineBookingPauses.hostId,
      startAt: onlineBookingPauses.startAt,
      endAt: onlineBookingPauses.endAt,
    })
    .from(onlineBookingPauses)
    .where(
      and(
        inArray(onlineBookingPauses.spaceId, [...spaceIds]),
        sql`${onlineBookingPauses.endAt} > ${new Date(now).toISOString()}::timestamptz`,
      ),
    );
  for (const row of rows) {
    const pauses = bySpace.get(row.spaceId) ?? [];
    pauses.push({ hostId: row.hostId, startAt: row.startAt.getTime(), endAt: row.endAt.getTime() });
    bySpace.set(row.spaceId, pauses);
  }
  return bySpace;
}

export { listWaitlistHolds } from '@citavet/db/scheduling-inputs';
export { listDateOverridesConcerning, listDisabledDatesConcerning, readDailyCaps };

export type DirectoryEntryRow = typeof directoryEntries.$inferInsert;

/** Writes the entries (insert or replace) and drops those of spaces no longer listed. */
export async function saveDirectoryEntries(
  db: Executor,
  entries: readonly DirectoryEntryRow[],
  unlistedSpaceIds: readonly string[],
): Promise<void> {
  if (unlistedSpaceIds.length > 0) {
    await db.delete(directoryEntries).where(inArray(directoryEntries.spaceId, [...unlistedSpaceIds]));
  }
  if (entries.length === 0) return;
  await db
    .insert(directoryEntries)
    .values([...entries])
    .onConflictDoUpdate({
      target: directoryEntries.spaceId,
      set: Object.fromEntries(
        Object.keys(entries[0] ?? {})
          .filter((key) => key !== 'spaceId')
          .map((key) => [key, sql.raw(`excluded.${toSnakeCase(key)}`)]),
      ),
    });
}

const toSnakeCase = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** Spaces whose entry has expired (a slot passed, the day turned), soonest first. */
export async function findExpiredEntries(db: Executor, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ spaceId: directoryEntries.spaceId })
    .from(directoryEntries)
    .where(lte(directoryEntries.freshUntil, now))
    .orderBy(asc(directoryEntries.freshUntil))
    .limit(limit);
  return rows.map((row) => row.spaceId);
}

/** Spaces with a public route that have no entry yet (a new clinic, or a database before 0011). */
export async function findSpacesWithoutEntry(db: Executor, limit: number): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select s.id from ${spaces} s
        where s.route is not null and s.deleted_at is null
          and not exists (select 1 from ${directoryEntries} e where e.space_id = s.id)
          and exists (select 1 from ${services} sv where sv.space_id = s.id and sv.is_active and sv.is_bookable_by_clients)
        order by s.id limit ${limit}`,
  );
  return rows.map((row) => row.id);
}

/** The spaces a host is a member of: a change of the host's bookings or ranges concerns them. */
export async function spacesOfHosts(db: Executor, hostIds: readonly string[]): Promise<string[]> {
  if (hostIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ spaceId: spaceMembers.spaceId })
    .from(spaceMembers)
    .where(inArray(spaceMembers.userId, [...hostIds]));
  return rows.map((row) => row.spaceId);
}

/** Entries last computed before `instant`, oldest first (a full refresh walks them in batches). */
export async function findEntriesRefreshedBefore(
  db: Executor,
  instant: Date,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ spaceId: directoryEntries.spaceId })
    .from(directoryEntries)
    .where(lt(directoryEntries.refreshedAt, instant))
    .orderBy(asc(directoryEntries.refreshedAt))
    .limit(limit);
  return rows.map((row) => row.spaceId);
}
