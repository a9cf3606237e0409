import { BOOKED_INCOME_STATUSES } from '../bookings/booked-income';
import { BOOKING_STATUSES, type BookingStatus } from '../bookings/booking-status';

// The figures of a report, defined once. The API's SQL counts rows; what a count means (which
// statuses are lost, what a rate is over, how a ticket is averaged, which lead-time band a booking
// falls in) is decided here and read by the API, the web and the tests' brute-force oracle.

export type StatusCounts = Record<BookingStatus, number>;

export function emptyStatusCounts(): StatusCounts {
  return Object.fromEntries(BOOKING_STATUSES.map((status) => [status, 0])) as StatusCounts;
}

export function totalOf(counts: StatusCounts): number {
  return BOOKING_STATUSES.reduce((sum, status) => sum + counts[status], 0);
}

/** The count of a status by name: NO_SHOW, for one, may not be in every build's status list. */
export function countOf(counts: StatusCounts, status: string): number {
  return (counts as Record<string, number>)[status] ?? 0;
}

/** A share of the period's appointments (0..1), or null when there were none. */
export function rateOf(part: number, total: number): number | null {
  return total > 0 ? part / total : null;
}

/** ▲/▼ change from the previous period in percent, or null when there is nothing to compare with. */
export function changePercent(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return ((current - previous) / previous) * 100;
}

/** Income counts completed appointments only, at the price agreed on the booking (booked-income.ts). */
export const INCOME_STATUS: BookingStatus = BOOKED_INCOME_STATUSES[0] as BookingStatus;

/** A cancelled appointment gave its time back: it is not demand met, nor booked time. */
export function isDemand(status: string): boolean {
  return status !== 'CANCELLED';
}

// Money is exact: amounts are decimal strings with two places, added as whole cents.

export function toCents(amount: string): bigint {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) throw new RangeError(`Invalid amount "${amount}": expected a decimal with up to 2 places`);
  const cents = BigInt(match[2] as string) * 100n + BigInt((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' ? -cents : cents;
}

export function formatCents(cents: bigint): string {
  const negative = cents < 0n;
  const absolute = negative ? -cents : cents;
  const units = absolute / 100n;
  const rest = (absolute % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${units}.${rest}`;
}

/** The average completed ticket, rounded half up to the cent; null without completed appointments. */
export function averageTicket(amount: string, count: number): string | null {
  if (count <= 0) return null;
  const cents = toCents(amount);
  const divisor = BigInt(count);
  return formatCents((cents * 2n + divisor) / (divisor * 2n));
}

/**
 * Lead time (creation to start) bands, in hours from the lower bound; a booking written after its
 * start (an appointment recorded afterwards) falls in the first band.
 */
export const LEAD_TIME_BANDS = [
  { key: 'under-1-day', fromHours: 0, label: 'Menos de 24 h' },
  { key: '1-3-days', fromHours: 24, label: '1 a 3 días' },
  { key: '3-7-days', fromHours: 72, label: '3 a 7 días' },
  { key: '1-2-weeks', fromHours: 168, label: '1 a 2 semanas' },
  { key: '2-4-weeks', fromHours: 336, label: '2 a 4 semanas' },
  { key: 'over-4-weeks', fromHours: 672, label: 'Más de 4 semanas' },
] as const;
export type LeadTimeBand = (typeof LEAD_TIME_BANDS)[number]['key'];

/** The band index (0-based) of a lead time in milliseconds. */
export function leadTimeBandIndex(leadMilliseconds: number): number {
  const hours = leadMilliseconds / 3_600_000;
  let index = 0;
  for (let band = 1; band < LEAD_TIME_BANDS.length; band++) {
    if (hours >= (LEAD_TIME_BANDS[band]?.fromHours ?? Number.POSITIVE_INFINITY)) index = band;
  }
  return index;
}

export const BOOKING_SOURCES = ['PUBLIC', 'CLIENT', 'INTERNAL', 'HOST'] as const;
export type BookingSource = (typeof BOOKING_SOURCES)[number];
export const BOOKING_SOURCE_LABELS: Record<BookingSource, string> = {
  PUBLIC: 'Página pública',
  CLIENT: 'Cliente con cuenta',
  INTERNAL: 'Personal de la clínica',
  HOST: 'Profesional (agenda propia)',
};
/** Public page versus staff: the split the owner asks about. */
export function isStaffSource(source: BookingSource): boolean {
  return source === 'INTERNAL' || source === 'HOST';
}

/**
 * The average wait of `count` patients who waited `totalSeconds` together, in minutes to one
 * decimal (the reports' 'Espera media'); null when nobody was checked in and called in.
 */
export function averageWaitMinutes(totalSeconds: number, count: number): number | null {
  if (count <= 0) return null;
  return Math.round((totalSeconds / count / 60) * 10) / 10;
}
