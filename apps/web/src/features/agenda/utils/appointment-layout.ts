import type { Booking } from '@citavet/domain/bookings/booking.schema';
import { instantToZonedParts, MINUTES_PER_DAY } from '@citavet/domain/time/zoned-time';

export interface PlacedBooking {
  booking: Booking;
  /** Minutes since local midnight of the space, clamped to the day. */
  startMinutes: number;
  endMinutes: number;
  /** Overlapping bookings share the width: this one takes column `column` of `columnCount`. */
  column: number;
  columnCount: number;
}

/** Start and end of a booking on the space's wall clock of its start day. */
export function bookingMinutes(
  booking: Booking,
  timeZone: string,
): { startMinutes: number; endMinutes: number } {
  const start = instantToZonedParts(Date.parse(booking.startTime), timeZone);
  const end = instantToZonedParts(Date.parse(booking.endTime), timeZone);
  const endMinutes = end.date === start.date ? end.minutesOfDay : MINUTES_PER_DAY;
  return { startMinutes: start.minutesOfDay, endMinutes: Math.max(endMinutes, start.minutesOfDay + 1) };
}

/**
 * Lays out one day's bookings in columns: bookings that overlap (directly or through a chain) form a
 * cluster; inside it each booking takes the first column free at its start, and the whole cluster
 * shares the width equally, so nothing is drawn on top of something else.
 */
export function layoutDayBookings(bookings: readonly Booking[], timeZone: string): PlacedBooking[] {
  const timed = bookings
    .map((booking) => ({ booking, ...bookingMinutes(booking, timeZone) }))
    .sort(
      (first, second) => first.startMinutes - second.startMinutes || second.endMinutes - first.endMinutes,
    );

  const placed: PlacedBooking[] = [];
  let cluster: PlacedBooking[] = [];
  let columnEnds: number[] = [];
  let clusterEnd = -1;

  const closeCluster = () => {
    for (const item of cluster) item.columnCount = columnEnds.length;
    placed.push(...cluster);
    cluster = [];
    columnEnds = [];
  };

  for (const item of timed) {
    if (item.startMinutes >= clusterEnd) closeCluster();
    let column = columnEnds.findIndex((end) => end <= item.startMinutes);
    if (column === -1) {
      column = columnEnds.length;
      columnEnds.push(item.endMinutes);
    } else {
      columnEnds[column] = item.endMinutes;
    }
    cluster.push({ ...item, column, columnCount: 1 });
    clusterEnd = Math.max(clusterEnd, item.endMinutes);
  }
  closeCluster();
  return placed;
}

/** The smallest target a slot button may leave visible (WCAG 2.2 target size, 24 × 24 px). */
export const MINIMUM_TARGET_PIXELS = 24;

/**
 * The slots drawn under bookings that hide them: at each minute the bookings over it fill every
 * column of their cluster, and what stays visible of the slot is shorter than a usable target. Such
 * a slot is no button: it could only be reached by the keyboard, focused where nobody sees it.
 */
export function hiddenSlotStarts(
  placed: readonly PlacedBooking[],
  slotStarts: readonly number[],
  slotMinutes: number,
  pixelsPerMinute: number,
): Set<number> {
  const hidden = new Set<number>();
  for (const slotStart of slotStarts) {
    const over = placed.filter(
      (item) => item.startMinutes < slotStart + slotMinutes && item.endMinutes > slotStart,
    );
    if (over.length === 0) continue;
    let visibleMinutes = 0;
    for (let minute = slotStart; minute < slotStart + slotMinutes; minute += 1) {
      const atMinute = over.filter((item) => item.startMinutes <= minute && item.endMinutes > minute);
      const columns = new Set(atMinute.map((item) => item.column));
      const isCovered = atMinute.length > 0 && columns.size >= (atMinute[0]?.columnCount ?? 1);
      if (!isCovered) visibleMinutes += 1;
    }
    if (visibleMinutes * pixelsPerMinute < MINIMUM_TARGET_PIXELS) hidden.add(slotStart);
  }
  return hidden;
}
