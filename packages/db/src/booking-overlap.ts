import { type SQL, sql } from 'drizzle-orm';
import { bookings } from './schema/bookings';

/**
 * "This booking overlaps [startAt, endAt)", written with the same expression as the exclusion
 * constraint `bookings_host_no_overlap`, so PostgreSQL answers it from that GiST index. The plain
 * `start_at < end and end_at > start` form has no lower bound on `start_at` and turns into a
 * sequential scan once a host has years of history (3.4 ms instead of 0.2 ms at 13,000 rows).
 */
export function bookingOverlaps(startAt: number | Date, endAt: number | Date): SQL {
  const from = new Date(startAt).toISOString();
  const to = new Date(endAt).toISOString();
  return sql`tstzrange(${bookings.startAt}, ${bookings.endAt}, '[)') && tstzrange(${from}::timestamptz, ${to}::timestamptz, '[)')`;
}
