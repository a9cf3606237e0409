import { type Database, queryRows, type Transaction } from '@citavet/db/database';
import { DISABLED_DATE_COLUMNS } from '@citavet/db/scheduling-inputs';
import { disabledDates } from '@citavet/db/schema/bookings';
import { emailOutbox } from '@citavet/db/schema/outbox';
import { serviceSchedules, services } from '@citavet/db/schema/services';
import { spaceMembers, spaces } from '@citavet/db/schema/spaces';
import { users } from '@citavet/db/schema/users';
import type { BookingStatus } from '@citavet/domain/bookings/booking-status';
import { OCCUPANCY_EXCLUDED_CATEGORIES } from '@citavet/domain/reports/occupancy';
import { type BookingSource, LEAD_TIME_BANDS } from '@citavet/domain/reports/report-figures';
import type { Granularity } from '@citavet/domain/reports/report-period';
import { and, eq, inArray, isNull, notInArray, or, type SQL, sql } from 'drizzle-orm';

// The reports' reads of the bookings themselves, for the scopes the roll-ups do not cover (a host
// AND a service, a service's heatmap or lead times, a host's distinct clients; decision 044; the
// roll-ups are read in report-rollups.repository.ts). Every statement is scoped by space id; the
// counting happens in PostgreSQL, grouped finely enough that the use cases only assemble figures.

type Executor = Database | Transaction;

/** A space's bookings starting within [startAt, endAt), optionally one host's or one service's. */
export type BookingScope = {
  spaceId: string;
  startAt: number;
  endAt: number;
  hostId?: string;
  serviceId?: string;
};

function scopeCondition(scope: BookingScope): SQL {
  return sql.join(
    [
      sql`b.space_id = ${scope.spaceId}`,
      sql`b.start_at >= ${new Date(scope.startAt).toISOString()}::timestamptz`,
      sql`b.start_at < ${new Date(scope.endAt).toISOString()}::timestamptz`,
      scope.hostId === undefined ? undefined : sql`b.host_id = ${scope.hostId}`,
      scope.serviceId === undefined ? undefined : sql`b.service_id = ${scope.serviceId}`,
    ].filter((part): part is SQL => part !== undefined),
    sql` and `,
  );
}

/** Counts and completed income per status and currency: a report's figures come from these rows. */
export type StatusCurrencyRow = { status: BookingStatus; currency: string; count: number; amount: string };

export async function countByStatusAndCurrency(db: Executor, scope: BookingScope) {
  return queryRows<StatusCurrencyRow>(
    db,
    sql`select b.status, b.service_currency as currency, count(*)::int as count,
          coalesce(sum(b.service_price), 0)::text as amount
        from bookings b where ${scopeCondition(scope)}
        group by b.status, b.service_currency`,
  );
}

/**
 * The waits of the scope's kept bookings that were checked in and called in: how many, and their
 * sum in seconds. Read from the bookings' own stamps (no roll-up keeps them).
 */
export async function sumWaits(db: Executor, scope: BookingScope) {
  const [row] = await queryRows<{ waited: number; seconds: number | null }>(
    db,
    sql`select count(*)::int as waited,
          sum(extract(epoch from (b.consultation_started_at - b.checked_in_at)))::float8 as seconds
        from bookings b
        where ${scopeCondition(scope)} and b.status <> 'CANCELLED'
          and b.checked_in_at is not null and b.consultation_started_at is not null`,
  );
  return { waited: row?.waited ?? 0, seconds: Number(row?.seconds ?? 0) };
}

/** Distinct clients with a kept booking in the scope (a filtered scope: the space's are rolled up). */
export async function countDistinctClients(db: Executor, scope: BookingScope) {
  const [row] = await queryRows<{ clients: number }>(
    db,
    sql`select count(distinct b.client_id)::int as clients from bookings b
        where ${scopeCondition(scope)} and b.status <> 'CANCELLED'`,
  );
  return row?.clients ?? 0;
}

/** Per service (null: deleted), status and currency: a host's by-service breakdown. */
export async function countByService(db: Executor, scope: BookingScope) {
  return queryRows<StatusCurrencyRow & { key: string | null }>(
    db,
    sql`select b.service_id as key, b.status, b.service_currency as currency, count(*)::int as count,
          coalesce(sum(b.service_price), 0)::text as amount
        from bookings b where ${scopeCondition(scope)}
        group by b.service_id, b.status, b.service_currency`,
  );
}

export type BucketRow = StatusCurrencyRow & { bucket: string };

/** The scope's counts per clinic-local day, week (Monday) or month, status and currency. */
export async function countByBucket(
  db: Executor,
  scope: BookingScope,
  timeZone: string,
  granularity: Granularity,
) {
  return queryRows<BucketRow>(
    db,
    sql`select to_char(date_trunc(${granularity}, b.start_at at time zone ${timeZone}), 'YYYY-MM-DD') as bucket,
          b.status, b.service_currency as currency, count(*)::int as count,
          coalesce(sum(b.service_price), 0)::text as amount
        from bookings b where ${scopeCondition(scope)}
        group by 1, b.status, b.service_currency`,
  );
}

const LEAD_TIME_THRESHOLDS = sql.raw(
  `array[${LEAD_TIME_BANDS.slice(1)
    .map((band) => band.fromHours)
    .join(',')}]::double precision[]`,
);

export type BreakdownRow =
  | (StatusCurrencyRow & { kind: 'service'; key: string | null })
  | (StatusCurrencyRow & { kind: 'host'; key: string })
  | { kind: 'source'; key: BookingSource; count: number }
  | { kind: 'lead'; key: string; count: number };

/** Per service, per host (status and currency), per source and per lead-time band, in one pass. */
export async function countBreakdown(db: Executor, scope: BookingScope): Promise<BreakdownRow[]> {
  const band = sql`width_bucket(extract(epoch from b.start_at - b.created_at) / 3600, ${LEAD_TIME_THRESHOLDS})`;
  const rows = await queryRows<{
    grouped: number;
    service_id: string | null;
    host_id: string | null;
    source: BookingSource | null;
    band: number | null;
    status: BookingStatus | null;
    currency: string | null;
    count: number;
    amount: string;
  }>(
    db,
    sql`select grouping(b.service_id, b.host_id, b.source, ${band})::int as grouped,
          b.service_id, b.host_id, b.source, ${band} as band, b.status, b.service_currency as currency,
          count(*)::int as count, coalesce(sum(b.service_price), 0)::text as amount
        from bookings b where ${scopeCondition(scope)}
        group by grouping sets ((b.service_id, b.status, b.service_currency),
          (b.host_id, b.status, b.service_currency), (b.source), (${band}))`,
  );
  // grouping(...) sets a bit for each column left out of the row's set, the first column highest.
  return rows.map((row): BreakdownRow => {
    const money = { status: row.status as BookingStatus, currency: row.currency ?? '', count: row.count };
    if (row.grouped === 0b0111) return { kind: 'service', key: row.service_id, ...money, amount: row.amount };
    if (row.grouped === 0b1011) return { kind: 'host', key: row.host_id ?? '', ...money, amount: row.amount };
    if (row.grouped === 0b1101) return { kind: 'source', key: row.source as BookingSource, count: row.count };
    return { kind: 'lead', key: String(row.band ?? 0), count: row.count };
  });
}

/** Kept bookings per clinic-local ISO weekday (1 = Monday) and hour. */
export async function countByWeekdayAndHour(db: Executor, scope: BookingScope, timeZone: string) {
  return queryRows<{ weekday: number; hour: number; count: number }>(
    db,
    sql`select extract(isodow from b.start_at at time zone ${timeZone})::int as weekday,
          extract(hour from b.start_at at time zone ${timeZone})::int as hour, count(*)::int as count
        from bookings b where ${scopeCondition(scope)} and b.status <> 'CANCELLED'
        group by 1, 2`,
  );
}

/** Minutes of the scope's kept bookings per host. */
export async function sumBookedMinutesByHost(db: Executor, scope: BookingScope) {
  return queryRows<{ hostId: string; minutes: number }>(
    db,
    sql`select b.host_id as "hostId",
          (coalesce(sum(extract(epoch from b.end_at - b.start_at)), 0) / 60)::float8 as minutes
        from bookings b where ${scopeCondition(scope)} and b.status <> 'CANCELLED'
        group by b.host_id`,
  );
}

export async function findSpaceTimeZone(db: Executor, spaceId: string): Promise<string | null> {
  const [row] = await db.select({ timeZone: spaces.timeZone }).from(spaces).where(eq(spaces.id, spaceId));
  return row?.timeZone ?? null;
}

export async function isSpaceService(db: Executor, spaceId: string, serviceId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.id, serviceId), eq(services.spaceId, spaceId)));
  return row !== undefined;
}

export async function listServiceNames(db: Executor, spaceId: string) {
  return db
    .select({ id: services.id, name: services.name })
    .from(services)
    .where(eq(services.spaceId, spaceId));
}

export async function listUserNames(db: Executor, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, userIds));
}

/** The space's members (every member may host), with their names. */
export async function listSpaceMembers(db: Executor, spaceId: string) {
  return db
    .select({ id: users.id, name: users.name })
    .from(spaceMembers)
    .innerJoin(users, eq(users.id, spaceMembers.userId))
    .where(eq(spaceMembers.spaceId, spaceId));
}

/** Active services' ranges in the space, per host: what the slot engine offers from. */
/**
 * The schedules whose time is offered in the occupancy: one service's, or every active service's
 * but those of the categories counted apart (OCCUPANCY_EXCLUDED_CATEGORIES).
 */
export async function listOfferedSchedules(db: Executor, spaceId: string, serviceId?: string) {
  return db
    .select({
      id: serviceSchedules.id,
      hostId: serviceSchedules.hostId,
      serviceId: services.id,
      duration: services.duration,
      dayOfWeek: serviceSchedules.dayOfWeek,
      startTime: serviceSchedules.startTime,
      endTime: serviceSchedules.endTime,
      isActive: serviceSchedules.isActive,
    })
    .from(serviceSchedules)
    .innerJoin(services, eq(services.id, serviceSchedules.serviceId))
    .where(
      and(
        eq(services.spaceId, spaceId),
        eq(services.isActive, true),
        serviceId === undefined
          ? or(isNull(services.category), notInArray(services.category, [...OCCUPANCY_EXCLUDED_CATEGORIES]))
          : eq(services.id, serviceId),
      ),
    );
}

/** Kept booked minutes per host of the services counted apart from occupancy, in the scope. */
export async function sumExcludedBookedMinutesByHost(db: Executor, scope: BookingScope) {
  return queryRows<{ hostId: string; minutes: number }>(
    db,
    sql`select b.host_id as "hostId",
          (coalesce(sum(extract(epoch from b.end_at - b.start_at)), 0) / 60)::float8 as minutes
        from bookings b join services s on s.id = b.service_id
        where ${scopeCondition(scope)} and b.status <> 'CANCELLED'
          and s.category in (${sql.join(
            OCCUPANCY_EXCLUDED_CATEGORIES.map((category) => sql`${category}`),
            sql`, `,
          )})
        group by b.host_id`,
  );
}

export async function listSpaceDisabledDates(db: Executor, spaceId: string) {
  return db
    .select({ ...DISABLED_DATE_COLUMNS, scope: disabledDates.scope, hostId: disabledDates.hostId })
    .from(disabledDates)
    .where(eq(disabledDates.spaceId, spaceId));
}

export type ExportedBooking = {
  id: string;
  date: string;
  start: string;
  end: string;
  status: string;
  serviceName: string;
  hostName: string;
  clientName: string;
  price: string;
  currency: string;
  source: string;
  createdAt: string;
};

/** The scope's bookings oldest first, a page at a time (keyset on start time and id). */
export async function* readBookingsForExport(
  db: Executor,
  scope: BookingScope,
  timeZone: string,
  pageSize = 2000,
): AsyncGenerator<ExportedBooking[]> {
  let after: { startAt: string; id: string } | null = null;
  for (;;) {
    const cursor: SQL = after
      ? sql`and (b.start_at, b.id) > (${after.startAt}::timestamptz, ${after.id}::uuid)`
      : sql``;
    const rows: (ExportedBooking & { startAt: string })[] = await queryRows(
      db,
      sql`select b.id, b.start_at::text as "startAt",
            to_char(b.start_at at time zone ${timeZone}, 'YYYY-MM-DD') as date,
            to_char(b.start_at at time zone ${timeZone}, 'HH24:MI') as start,
            to_char(b.end_at at time zone ${timeZone}, 'HH24:MI') as "end",
            b.status, b.service_name as "serviceName", u.name as "hostName", b.client_name as "clientName",
            b.service_price::text as price, b.service_currency as currency, b.source,
            to_char(b.created_at at time zone ${timeZone}, 'YYYY-MM-DD HH24:MI') as "createdAt"
          from bookings b join users u on u.id = b.host_id
          where ${scopeCondition(scope)} ${cursor}
          order by b.start_at, b.id limit ${pageSize}`,
    );
    if (rows.length > 0) yield rows;
    const last = rows[rows.length - 1];
    if (rows.length < pageSize || last === undefined) return;
    after = { startAt: last.startAt, id: last.id };
  }
}

/** Every space with its zone: which of them is on its Monday morning is worked out by the caller. */
export async function listSpaceZones(db: Executor) {
  return db.select({ id: spaces.id, name: spaces.name, timeZone: spaces.timeZone }).from(spaces);
}

/** The space's ADMINs who have not opted out of the weekly summary. */
export async function listSummaryRecipients(db: Executor, spaceId: string) {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(spaceMembers)
    .innerJoin(users, eq(users.id, spaceMembers.userId))
    .where(
      and(
        eq(spaceMembers.spaceId, spaceId),
        eq(spaceMembers.role, 'ADMIN'),
        eq(users.weeklySummaryEmail, true),
      ),
    );
}

/** Which of these outbox dedupe keys are already queued (sent or not). */
export async function findQueuedDedupeKeys(db: Executor, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: emailOutbox.dedupeKey })
    .from(emailOutbox)
    .where(inArray(emailOutbox.dedupeKey, keys));
  return new Set(rows.map((row) => row.key ?? ''));
}

export async function findWeeklySummaryPreference(db: Executor, userId: string): Promise<boolean | null> {
  const [row] = await db.select({ isOn: users.weeklySummaryEmail }).from(users).where(eq(users.id, userId));
  return row?.isOn ?? null;
}

export async function saveWeeklySummaryPreference(db: Executor, userId: string, isOn: boolean) {
  await db.update(users).set({ weeklySummaryEmail: isOn, updatedAt: new Date() }).where(eq(users.id, userId));
}
