import { type Database, queryRows, type Transaction } from '@citavet/db/database';
import { WHOLE_SPACE_HOST } from '@citavet/db/schema/reports';
import { type Granularity, splitWholeMonths } from '@citavet/domain/reports/report-period';
import type { LocalDate } from '@citavet/domain/time/zoned-time';
import { type SQL, sql } from 'drizzle-orm';
import type { BookingScope, BucketRow, StatusCurrencyRow } from './reports.repository';

// The reports' reads from the roll-ups of migration 0027 (decision 044): a space's clinic-local
// days from..to (both included), one host's or one service's — never both at once (that scope
// reads the bookings). The triggers keep these tables equal to a recount of the bookings.

type Executor = Database | Transaction;

/** Local days of a space, optionally one host's or one service's. */
export type DayScope = {
  spaceId: string;
  from: LocalDate;
  to: LocalDate;
  hostId?: string;
  serviceId?: string;
};

type Rows = {
  /** With a host column: the scope's host or the whole space's rows ('scope'), or each professional's. */
  hosts?: 'scope' | 'each';
  /** With month rows: 'mixed' reads whole months from them and the edge days from day rows. */
  spans?: 'days' | 'mixed';
};

/**
 * The rows of the scope's days. `hosts`: 'scope' reads the scope's host or, without one, the whole
 * space's rows (WHOLE_SPACE_HOST); 'each' every professional's own rows, never the whole space's.
 * `spans`: 'days' reads day rows only; 'mixed' the period's whole months from the month rows.
 */
function daysOf(scope: DayScope, rows: Rows, extra?: SQL): SQL {
  const host =
    rows.hosts === undefined
      ? undefined
      : rows.hosts === 'scope'
        ? sql`r.host_id = ${scope.hostId ?? WHOLE_SPACE_HOST}`
        : scope.hostId === undefined
          ? sql`r.host_id <> ${WHOLE_SPACE_HOST}`
          : sql`r.host_id = ${scope.hostId}`;
  return sql.join(
    [
      sql`r.space_id = ${scope.spaceId}`,
      host,
      localDaysOf(scope, rows.spans),
      scope.serviceId === undefined ? undefined : sql`r.service_id = ${scope.serviceId}`,
      extra,
    ].filter((part): part is SQL => part !== undefined),
    sql` and `,
  );
}

function localDaysOf(scope: DayScope, spans: Rows['spans']): SQL {
  const between = (from: string, to: string) => sql`r.local_day between ${from}::date and ${to}::date`;
  if (spans === undefined) return between(scope.from, scope.to);
  const { months, days } =
    spans === 'mixed'
      ? splitWholeMonths({ from: scope.from, to: scope.to })
      : { months: null, days: [{ from: scope.from, to: scope.to }] };
  const runs = [
    ...(months ? [sql`(r.is_month and ${between(months.first, months.last)})`] : []),
    ...days.map((run) => sql`(not r.is_month and ${between(run.from, run.to)})`),
  ];
  return sql`(${sql.join(runs, sql` or `)})`;
}

/** The rows a scope's status × currency figures come from: by service when filtered by one. */
const moneyRows = (scope: DayScope, spans: Rows['spans'] = 'mixed') =>
  scope.serviceId === undefined
    ? sql`report_host_days r where ${daysOf(scope, { hosts: 'scope', spans })}`
    : sql`report_service_days r where ${daysOf(scope, { spans })}`;

export async function countDaysByStatusAndCurrency(db: Executor, scope: DayScope) {
  return queryRows<StatusCurrencyRow>(
    db,
    sql`select r.status, r.currency, sum(r.bookings)::int as count, sum(r.amount)::text as amount
        from ${moneyRows(scope)} group by r.status, r.currency`,
  );
}

export async function countDaysByBucket(db: Executor, scope: DayScope, granularity: Granularity) {
  return queryRows<BucketRow>(
    db,
    sql`select to_char(date_trunc(${granularity}, r.local_day::timestamp), 'YYYY-MM-DD') as bucket,
          r.status, r.currency, sum(r.bookings)::int as count, sum(r.amount)::text as amount
        from ${moneyRows(scope, 'days')} group by 1, r.status, r.currency`,
  );
}

/** Per host, status and currency (a scope without a service). */
export async function countDaysByHost(db: Executor, scope: DayScope) {
  return queryRows<StatusCurrencyRow & { key: string }>(
    db,
    sql`select r.host_id as key, r.status, r.currency, sum(r.bookings)::int as count,
          sum(r.amount)::text as amount
        from report_host_days r where ${daysOf(scope, { hosts: 'each', spans: 'mixed' })} group by r.host_id, r.status, r.currency`,
  );
}

/** Per service (null: deleted), status and currency (a scope without a host). */
export async function countDaysByService(db: Executor, scope: DayScope) {
  return queryRows<StatusCurrencyRow & { key: string | null }>(
    db,
    sql`select r.service_id as key, r.status, r.currency, sum(r.bookings)::int as count,
          sum(r.amount)::text as amount
        from report_service_days r where ${daysOf(scope, { spans: 'mixed' })} group by r.service_id, r.status, r.currency`,
  );
}

/** Bookings per source or per lead-time band index (every status), a scope without a service. */
export async function countDaysByTally(db: Executor, scope: DayScope, kind: 'source' | 'lead') {
  return queryRows<{ key: string; count: number }>(
    db,
    sql`select r.key, sum(r.bookings)::int as count from report_tally_days r
        where r.kind = ${kind} and ${daysOf(scope, { hosts: 'scope' })} group by r.key`,
  );
}

/** Kept bookings per local ISO weekday and hour, a scope without a service. */
export async function countDaysByWeekdayAndHour(db: Executor, scope: DayScope) {
  return queryRows<{ weekday: number; hour: number; count: number }>(
    db,
    sql`select extract(isodow from r.local_day)::int as weekday, r.key::int as hour,
          sum(r.bookings)::int as count
        from report_tally_days r where r.kind = 'hour' and ${daysOf(scope, { hosts: 'scope' })} group by 1, 2`,
  );
}

/** Minutes of kept bookings per host, a scope without a service. */
export async function sumDaysBookedMinutesByHost(db: Executor, scope: DayScope) {
  return queryRows<{ hostId: string; minutes: number }>(
    db,
    sql`select r.host_id as "hostId", (sum(r.booked_seconds) / 60.0)::float8 as minutes
        from report_host_days r where ${daysOf(scope, { hosts: 'each', spans: 'mixed' }, sql`r.status <> 'CANCELLED'`)} group by r.host_id`,
  );
}

/**
 * Distinct clients with a kept booking in the space's days from..to: the day bitmaps OR-ed and
 * counted (days written before a newer client's ordinal are shorter: padded with zeros first).
 */
export async function countDaysClients(db: Executor, scope: Pick<DayScope, 'spaceId' | 'from' | 'to'>) {
  const [row] = await queryRows<{ clients: number }>(
    db,
    sql`with days as (
          select r.clients from report_client_days r where ${daysOf(scope, {})}),
        width as (select max(length(clients)) as bits from days)
        select coalesce(bit_count(bit_or(days.clients || repeat('0', width.bits - length(days.clients))::varbit)), 0)::int
          as clients
        from days, width`,
  );
  return row?.clients ?? 0;
}

/**
 * Clients whose first kept booking in the space is one of the scope's: new in the scope. Read from
 * the clients' first-booking roll-up; with a host or service, each candidate's booking at that
 * instant is probed (bookings_client_start_kept_idx), one probe per client new to the space.
 */
export async function countNewClients(db: Executor, scope: BookingScope) {
  const filtered = scope.hostId !== undefined || scope.serviceId !== undefined;
  const probe = sql.join(
    [
      sql`b.client_id = f.client_id and b.start_at = f.first_start_at and b.status <> 'CANCELLED'`,
      scope.hostId === undefined ? undefined : sql`b.host_id = ${scope.hostId}`,
      scope.serviceId === undefined ? undefined : sql`b.service_id = ${scope.serviceId}`,
    ].filter((part): part is SQL => part !== undefined),
    sql` and `,
  );
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from report_client_firsts f
        where f.space_id = ${scope.spaceId}
          and f.first_start_at >= ${new Date(scope.startAt).toISOString()}::timestamptz
          and f.first_start_at < ${new Date(scope.endAt).toISOString()}::timestamptz
          ${filtered ? sql`and exists (select 1 from bookings b where ${probe})` : sql``}`,
  );
  return row?.count ?? 0;
}

/** Rebuilds a space's roll-ups from its bookings (the bench's seed writes with triggers off). */
export async function rebuildReportRollups(db: Executor, spaceId: string) {
  await db.execute(sql`select citavet_report_rebuild(${spaceId}::uuid)`);
}
