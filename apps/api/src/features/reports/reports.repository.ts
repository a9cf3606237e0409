import { type Database, queryRows, type Transaction } from '@citavet/db/database';
import { services } from '@citavet/db/schema/services';
import { spaces } from '@citavet/db/schema/spaces';
import { users } from '@citavet/db/schema/users';
import type { BookingStatus } from '@citavet/domain/bookings/booking-status';
import { type BookingSource, LEAD_TIME_BANDS } from '@citavet/domain/reports/report-figures';
import type { Granularity } from '@citavet/domain/reports/report-period';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';

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

export function scopeCondition(scope: BookingScope): SQL {
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
