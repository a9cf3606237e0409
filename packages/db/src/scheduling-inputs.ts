import type { TimeRange } from '@citavet/domain/availability/time-range';
import { and, eq, gte, lte, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { bookingOverlaps } from './booking-overlap';
import { type Database, queryRows, type Transaction } from './database';
import { bookings, disabledDates } from './schema/bookings';
import { caldavBusyTimes } from './schema/calendar';
import { onlineBookingPauses } from './schema/online-pauses';
import { scheduleDateOverrides } from './schema/services';

type Executor = Database | Transaction;
/** A value: a parameter (string) or, for a prepared statement's text, a placeholder or a column. */
type Operand = string | SQLWrapper;

// What the slot engine and every booking check need besides the schedules: which bookings and which
// disabled dates block a host. Written once here; the Drizzle reads below and the public booking's
// prepared statement (apps/api/.../public-booking-snapshot.repository.ts, whose text is rendered
// from these fragments at module load) both use them.

/**
 * The host's bookings that hold time in [from, to): non-cancelled, in any space. The range test is
 * the exclusion constraint's own expression, so PostgreSQL answers it from that GiST index (see
 * booking-overlap.ts); a booking being moved can be left out of its own way.
 */
export function hostBusyCondition(operands: {
  hostId: Operand;
  from: number | SQLWrapper;
  to: number | SQLWrapper;
  excludeBookingId?: Operand;
}): SQL {
  return and(
    sql`${bookings.hostId} = ${operands.hostId}`,
    sql`${bookings.status} <> 'CANCELLED'`,
    operands.excludeBookingId === undefined ? undefined : sql`${bookings.id} <> ${operands.excludeBookingId}`,
    bookingOverlaps(operands.from, operands.to),
  ) as SQL;
}

/**
 * The busy time of the bookings matching `condition` (hostBusyCondition) as JSON `[[startMs, endMs],
 * …]`, in epoch milliseconds. One two-dimensional array turned to JSON once: `json_build_array` per
 * booking looked up both values' types again for every row, 6 % of the public read's instructions
 * with a host's three days of bookings (docs/decisions/123-booking-inserts-triggered-per-statement.md).
 */
export function busyMillisecondsJson(condition: SQL): SQL {
  return sql`to_json(array(select array[
                round(date_part('epoch', ${bookings.busyStartAt}) * 1000),
                round(date_part('epoch', ${bookings.busyEndAt}) * 1000)]
         from ${bookings}
        where ${condition}))`;
}

/** The space's own disabled dates plus the host's. */
export function disabledDatesConcerningCondition(spaceId: Operand, hostId: Operand): SQL {
  return sql`${disabledDates.spaceId} = ${spaceId} and (${disabledDates.scope} = 'SPACE' or ${disabledDates.hostId} = ${hostId})`;
}

/** What the engine reads of a disabled date (blockedRangeOf's StoredDisabledDate). */
export const DISABLED_DATE_COLUMNS = {
  isAllDay: disabledDates.isAllDay,
  startDay: disabledDates.startDay,
  endDay: disabledDates.endDay,
  startAt: disabledDates.startAt,
  endAt: disabledDates.endAt,
  isRecurring: disabledDates.isRecurring,
  serviceIds: disabledDates.serviceIds,
};

/**
 * The busy time of the host's non-cancelled bookings of every space overlapping the window (each
 * appointment with the buffers it was booked with): all of them hold time.
 */
export async function listHostBusyRanges(
  db: Executor,
  hostId: string,
  window: TimeRange,
  excludeBookingId?: string,
): Promise<TimeRange[]> {
  const rows = await db
    .select({ startAt: bookings.busyStartAt, endAt: bookings.busyEndAt })
    .from(bookings)
    .where(
      hostBusyCondition({
        hostId,
        from: window.startAt,
        to: window.endAt,
        excludeBookingId,
      }),
    );
  // The trigger citavet_booking_busy_range fills both on every write (bookings_busy_range_covers).
  return rows.map((row) => ({
    startAt: Number(row.startAt?.getTime()),
    endAt: Number(row.endAt?.getTime()),
  }));
}

/**
 * Busy time pulled from the host's own CalDAV calendars overlapping the window (docs/decisions/087):
 * it blocks the host in every space, like their bookings, and reaches the engine as disabled ranges.
 */
export async function listCalendarBusyRanges(
  db: Executor,
  hostId: string,
  window: TimeRange,
): Promise<TimeRange[]> {
  const rows = await db
    .select({ startAt: caldavBusyTimes.startAt, endAt: caldavBusyTimes.endAt })
    .from(caldavBusyTimes)
    .where(
      and(
        eq(caldavBusyTimes.hostId, hostId),
        sql`${caldavBusyTimes.startAt} < ${new Date(window.endAt).toISOString()}`,
        sql`${caldavBusyTimes.endAt} > ${new Date(window.startAt).toISOString()}`,
      ),
    );
  return rows.map((row) => ({ startAt: row.startAt.getTime(), endAt: row.endAt.getTime() }));
}

/** The space's own disabled dates plus the host's; the blocked instants are resolved by the caller. */
export async function listDisabledDatesConcerning(db: Executor, spaceId: string, hostId: string) {
  return db
    .select(DISABLED_DATE_COLUMNS)
    .from(disabledDates)
    .where(disabledDatesConcerningCondition(spaceId, hostId));
}
export type DisabledDateRow = Awaited<ReturnType<typeof listDisabledDatesConcerning>>[number];

/**
 * The space's pauses of online booking plus the host's own that have not ended by `since` (decision
 * 078): only the public paths read them, since staff still book during a pause.
 */
export function onlinePausesConcerningCondition(spaceId: Operand, hostId: Operand, since: Operand): SQL {
  return sql`${onlineBookingPauses.spaceId} = ${spaceId} and (${onlineBookingPauses.hostId} is null or ${onlineBookingPauses.hostId} = ${hostId}) and ${onlineBookingPauses.endAt} > ${since}::timestamptz`;
}

/** What the engine reads of a pause (PauseWindow, with instants as dates). */
export const ONLINE_PAUSE_COLUMNS = {
  hostId: onlineBookingPauses.hostId,
  startAt: onlineBookingPauses.startAt,
  endAt: onlineBookingPauses.endAt,
};

/** The pauses keeping the host's online slots closed at `since` or later. */
export async function listOnlinePausesConcerning(db: Executor, spaceId: string, hostId: string, since: Date) {
  const rows = await db
    .select(ONLINE_PAUSE_COLUMNS)
    .from(onlineBookingPauses)
    .where(onlinePausesConcerningCondition(spaceId, hostId, since.toISOString()));
  return rows.map((row) => ({
    hostId: row.hostId,
    startAt: row.startAt.getTime(),
    endAt: row.endAt.getTime(),
  }));
}

/** The space's own date overrides plus the host's (decision 047). */
export function dateOverridesConcerningCondition(spaceId: Operand, hostId: Operand): SQL {
  return sql`${scheduleDateOverrides.spaceId} = ${spaceId} and (${scheduleDateOverrides.hostId} is null or ${scheduleDateOverrides.hostId} = ${hostId})`;
}

/** What the engine reads of a date override (SlotDateOverride). */
export const DATE_OVERRIDE_COLUMNS = {
  id: scheduleDateOverrides.id,
  date: scheduleDateOverrides.date,
  kind: scheduleDateOverrides.kind,
  isHostLevel: sql<boolean>`(${scheduleDateOverrides.hostId} is not null)`,
  startTime: scheduleDateOverrides.startTime,
  endTime: scheduleDateOverrides.endTime,
};

/** The date overrides concerning the host on local dates [fromDate, toDate] (both included). */
export async function listDateOverridesConcerning(
  db: Executor,
  spaceId: string,
  hostId: string,
  fromDate: string,
  toDate: string,
) {
  return db
    .select(DATE_OVERRIDE_COLUMNS)
    .from(scheduleDateOverrides)
    .where(
      and(
        dateOverridesConcerningCondition(spaceId, hostId),
        gte(scheduleDateOverrides.date, fromDate),
        lte(scheduleDateOverrides.date, toDate),
      ),
    );
}
export type DateOverrideRow = Awaited<ReturnType<typeof listDateOverridesConcerning>>[number];

export type DailyCapRead = { limit: number; counts: Map<string, number> };

/**
 * The daily caps that concern a booking of the service with the host (the service's, the host's in
 * the space; limits as read with the service and the membership), each with its non-cancelled
 * bookings per local date of the space over the window: the same counting as the trigger
 * citavet_enforce_daily_caps (decision 048). No query when neither has a cap.
 */
export async function readDailyCaps(
  db: Executor,
  request: {
    spaceId: string;
    serviceId: string;
    hostId: string;
    timeZone: string;
    window: TimeRange;
    serviceCap: number | null;
    hostCap: number | null;
  },
): Promise<DailyCapRead[]> {
  const from = new Date(request.window.startAt).toISOString();
  const to = new Date(request.window.endAt).toISOString();
  const countsWhere = async (condition: SQL) => {
    const localDate = sql<string>`to_char(${bookings.startAt} at time zone ${request.timeZone}, 'YYYY-MM-DD')`;
    const rows = await db
      .select({ date: localDate, count: sql<number>`count(*)`.mapWith(Number) })
      .from(bookings)
      .where(
        and(
          condition,
          sql`${bookings.status} <> 'CANCELLED'`,
          sql`${bookings.startAt} >= ${from}::timestamptz`,
          sql`${bookings.startAt} < ${to}::timestamptz`,
        ),
      )
      // One parameter per rendering: group by the select's first column, not a second copy of it.
      .groupBy(sql`1`);
    return new Map(rows.map((row) => [row.date, row.count]));
  };
  const caps: DailyCapRead[] = [];
  if (request.serviceCap !== null) {
    caps.push({
      limit: request.serviceCap,
      counts: await countsWhere(eq(bookings.serviceId, request.serviceId)),
    });
  }
  if (request.hostCap !== null) {
    const ofHostHere = and(eq(bookings.spaceId, request.spaceId), eq(bookings.hostId, request.hostId)) as SQL;
    caps.push({ limit: request.hostCap, counts: await countsWhere(ofHostHere) });
  }
  return caps;
}

/**
 * The waitlist offers holding a slot of the host (docs/decisions/088): an open offer within its hold,
 * or one a confirmation is booking now, of a request still offered, whose slot with its service's
 * buffers meets [from, to). Aliases: o the offer, r its request, v its service. The engine then
 * keeps the ones live at its `now` (`heldRangesFor`, which also lets the holder's own booking by).
 */
export function waitlistHoldsConcerningCondition(
  hostCondition: SQL,
  operands: { from: Operand; to: Operand; now: Operand },
): SQL {
  return sql`${hostCondition} and r.status = 'OFFERED'
    and (o.status = 'CONFIRMING' or (o.status = 'OPEN' and o.hold_until > ${operands.now}::timestamptz))
    and o.start_at - make_interval(mins => v.buffer_before) < ${operands.to}::timestamptz
    and o.end_at + make_interval(mins => v.buffer_after) > ${operands.from}::timestamptz`;
}

/** The tables the condition above names. */
export const WAITLIST_HOLDS_FROM = sql`waitlist_offers o join waitlist_requests r on r.id = o.request_id join services v on v.id = o.service_id`;

/** What the engine reads of a hold (WaitlistHold, instants as epoch milliseconds), as json pairs. */
export const WAITLIST_HOLD_FIELDS = sql`'offerId', o.id, 'hostId', o.host_id,
  'busyStartAt', round(date_part('epoch', o.start_at - make_interval(mins => v.buffer_before)) * 1000),
  'busyEndAt', round(date_part('epoch', o.end_at + make_interval(mins => v.buffer_after)) * 1000),
  'holdUntil', round(date_part('epoch', o.hold_until) * 1000), 'isConfirming', o.status = 'CONFIRMING'`;

export type StoredWaitlistHold = {
  offerId: string;
  hostId: string;
  busyStartAt: number;
  busyEndAt: number;
  holdUntil: number;
  isConfirming: boolean;
};

/** The holds on these hosts' time over the window at `now`, in any space (the booking would be too). */
export async function listWaitlistHolds(
  db: Executor,
  hostIds: readonly string[],
  window: TimeRange,
  now: number,
): Promise<StoredWaitlistHold[]> {
  if (hostIds.length === 0) return [];
  const hostCondition = sql`o.host_id in (${sql.join(
    hostIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
  const rows = await queryRows<{ hold: StoredWaitlistHold }>(
    db,
    sql`select json_build_object(${WAITLIST_HOLD_FIELDS}) as hold from ${WAITLIST_HOLDS_FROM}
        where ${waitlistHoldsConcerningCondition(hostCondition, {
          from: new Date(window.startAt).toISOString(),
          to: new Date(window.endAt).toISOString(),
          now: new Date(now).toISOString(),
        })}`,
  );
  return rows.map(({ hold }) => ({
    offerId: hold.offerId,
    hostId: hold.hostId,
    busyStartAt: Number(hold.busyStartAt),
    busyEndAt: Number(hold.busyEndAt),
    holdUntil: Number(hold.holdUntil),
    isConfirming: hold.isConfirming,
  }));
}
