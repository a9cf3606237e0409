import { wallOf } from '../availability/brute-force-slots.test-support';
import { BOOKING_STATUSES, type BookingStatus } from '../bookings/booking-status';
import type { BreakdownRow, Money, ReportBreakdown, ReportFigures, ReportTimeseries } from './report.schema';
import {
  averageTicket,
  averageWaitMinutes,
  BOOKING_SOURCE_LABELS,
  BOOKING_SOURCES,
  type BookingSource,
  countOf,
  emptyStatusCounts,
  formatCents,
  LEAD_TIME_BANDS,
  rateOf,
  type StatusCounts,
  toCents,
} from './report-figures';
import type { Granularity } from './report-period';

// A brute-force recount of every report aggregate from the raw bookings, written apart from the
// API's SQL: each booking's local date and hour come from its own Intl formatter (wallOf), weeks and
// months from Date.UTC arithmetic, money from whole cents. The tests compare the API with it.

export type OracleBooking = {
  startAt: number;
  endAt: number;
  createdAt: number;
  status: BookingStatus;
  hostId: string;
  serviceId: string | null;
  price: string;
  currency: string;
  source: BookingSource;
  clientId: string | null;
  /** The front desk's stamps (absent: never checked in). */
  checkedInAt?: number | null;
  consultationStartedAt?: number | null;
};
export type OracleQuery = {
  timeZone: string;
  from: string;
  to: string;
  hostId?: string;
  serviceId?: string;
};

const localDateOf = (instant: number, timeZone: string) => wallOf(instant, timeZone).slice(0, 10);

function inPeriod(booking: OracleBooking, query: OracleQuery): boolean {
  const date = localDateOf(booking.startAt, query.timeZone);
  return (
    date >= query.from &&
    date <= query.to &&
    (query.hostId === undefined || booking.hostId === query.hostId) &&
    (query.serviceId === undefined || booking.serviceId === query.serviceId)
  );
}

function countStatuses(bookings: readonly OracleBooking[]): StatusCounts {
  const counts = emptyStatusCounts();
  for (const booking of bookings) counts[booking.status] += 1;
  return counts;
}

function incomeOf(bookings: readonly OracleBooking[]): Money[] {
  const byCurrency = new Map<string, bigint>();
  for (const booking of bookings) {
    if (booking.status !== 'COMPLETED') continue;
    byCurrency.set(booking.currency, (byCurrency.get(booking.currency) ?? 0n) + toCents(booking.price));
  }
  return [...byCurrency.entries()]
    .sort(([first], [second]) => (first < second ? -1 : 1))
    .map(([currency, cents]) => ({ currency, amount: formatCents(cents) }));
}

export function recountFigures(all: readonly OracleBooking[], query: OracleQuery): ReportFigures {
  const chosen = all.filter((booking) => inPeriod(booking, query));
  const counts = countStatuses(chosen);
  const total = chosen.length;
  const income = incomeOf(chosen).map((money) => {
    const completed = chosen.filter(
      (booking) => booking.status === 'COMPLETED' && booking.currency === money.currency,
    ).length;
    return { ...money, completed, averageTicket: averageTicket(money.amount, completed) };
  });
  // New vs returning: per client, its first kept booking of the period; returning when the client
  // had any earlier non-cancelled booking in the space (any host, any service).
  const firstInPeriod = new Map<string, number>();
  for (const booking of chosen) {
    if (booking.clientId === null || booking.status === 'CANCELLED') continue;
    const first = firstInPeriod.get(booking.clientId);
    if (first === undefined || booking.startAt < first) firstInPeriod.set(booking.clientId, booking.startAt);
  }
  let returningClients = 0;
  for (const [clientId, first] of firstInPeriod) {
    if (all.some((b) => b.clientId === clientId && b.status !== 'CANCELLED' && b.startAt < first)) {
      returningClients += 1;
    }
  }
  return {
    period: { from: query.from, to: query.to },
    total,
    counts,
    completedRate: rateOf(counts.COMPLETED, total),
    cancelledRate: rateOf(counts.CANCELLED, total),
    noShowRate: rateOf(countOf(counts, 'NO_SHOW'), total),
    income,
    newClients: firstInPeriod.size - returningClients,
    returningClients,
    ...recountWaits(chosen),
  };
}

/** Every kept booking of the period with both stamps: its wait in seconds, averaged. */
function recountWaits(chosen: readonly OracleBooking[]) {
  const waits = chosen
    .filter((booking) => booking.status !== 'CANCELLED')
    .flatMap((booking) =>
      booking.checkedInAt != null && booking.consultationStartedAt != null
        ? [(booking.consultationStartedAt - booking.checkedInAt) / 1000]
        : [],
    );
  const total = waits.reduce((sum, seconds) => sum + seconds, 0);
  return { waitedCount: waits.length, averageWaitMinutes: averageWaitMinutes(total, waits.length) };
}

function bucketOf(date: string, granularity: Granularity): string {
  if (granularity === 'day') return date;
  if (granularity === 'month') return `${date.slice(0, 7)}-01`;
  const utc = new Date(`${date}T00:00:00Z`);
  const mondayOffset = (utc.getUTCDay() + 6) % 7;
  return new Date(utc.getTime() - mondayOffset * 86_400_000).toISOString().slice(0, 10);
}

export function recountTimeseries(
  all: readonly OracleBooking[],
  query: OracleQuery,
  granularity: Granularity,
): ReportTimeseries['buckets'] {
  const groups = new Map<string, OracleBooking[]>();
  // Every bucket from the one holding `from` to the one holding `to`, walking day by day.
  for (let day = query.from; day <= query.to; day = nextDay(day)) {
    const bucket = bucketOf(day, granularity);
    if (!groups.has(bucket)) groups.set(bucket, []);
  }
  for (const booking of all) {
    if (!inPeriod(booking, query)) continue;
    groups.get(bucketOf(localDateOf(booking.startAt, query.timeZone), granularity))?.push(booking);
  }
  return [...groups.entries()].map(([start, bookings]) => ({
    start,
    counts: countStatuses(bookings),
    income: incomeOf(bookings),
  }));
}

const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

function breakdownBy(
  chosen: readonly OracleBooking[],
  keyOf: (booking: OracleBooking) => string | null,
  nameOf: (id: string | null) => string,
): BreakdownRow[] {
  const groups = new Map<string | null, OracleBooking[]>();
  for (const booking of chosen) {
    const key = keyOf(booking);
    groups.set(key, [...(groups.get(key) ?? []), booking]);
  }
  return [...groups.entries()].map(([id, bookings]) => ({
    id,
    name: nameOf(id),
    total: bookings.length,
    counts: countStatuses(bookings),
    income: incomeOf(bookings),
  }));
}

export function recountBreakdown(
  all: readonly OracleBooking[],
  query: OracleQuery,
  names: { services: Map<string, string>; hosts: Map<string, string> },
): Omit<ReportBreakdown, 'timeZone'> {
  const chosen = all.filter((booking) => inPeriod(booking, query));
  const leadTime = LEAD_TIME_BANDS.map((band) => ({ band: band.key as string, label: band.label, count: 0 }));
  for (const booking of chosen) {
    const hours = (booking.createdAt - booking.startAt) / -3_600_000;
    let index = 0;
    LEAD_TIME_BANDS.forEach((band, at) => {
      if (hours >= band.fromHours) index = at;
    });
    const row = leadTime[index];
    if (row) row.count += 1;
  }
  return {
    byService: breakdownBy(
      chosen,
      (booking) => booking.serviceId,
      (id) => (id === null ? 'Servicio eliminado' : (names.services.get(id) ?? '?')),
    ),
    byHost: breakdownBy(
      chosen,
      (booking) => booking.hostId,
      (id) => names.hosts.get(id ?? '') ?? '?',
    ),
    bySource: BOOKING_SOURCES.map((source) => ({
      source,
      label: BOOKING_SOURCE_LABELS[source],
      count: chosen.filter((booking) => booking.source === source).length,
    })),
    leadTime,
  };
}

export function recountHeatmap(all: readonly OracleBooking[], query: OracleQuery): number[][] {
  const cells = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));
  for (const booking of all) {
    if (!inPeriod(booking, query) || booking.status === 'CANCELLED') continue;
    const wall = wallOf(booking.startAt, query.timeZone);
    const weekday = ((new Date(`${wall.slice(0, 10)}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
    const hour = Number(wall.slice(11, 13));
    const row = cells[weekday - 1];
    if (row) row[hour] = (row[hour] ?? 0) + 1;
  }
  return cells;
}

export const ALL_STATUSES: readonly BookingStatus[] = BOOKING_STATUSES;
