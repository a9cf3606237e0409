import { computeSlots, type SlotSchedule, type SlotService } from '../availability/compute-slots';
import type { SlotDateOverride } from '../availability/day-ranges';
import { instantToZonedParts, type LocalDate, startOfLocalDay } from '../time/zoned-time';
import { isBookedIncome } from './booked-income';
import { BOOKING_STATUSES, type BookingStatus } from './booking-status';

// The agenda's figures ('Resumen del Mes', the week strip): revenue, counts by status,
// top services and occupancy. Months and days are the space's, read in its zone.

export type AgendaBooking = {
  startTime: string;
  status: BookingStatus;
  service: { id: string | null; name: string; price: number };
};

export const TOP_SERVICES_LIMIT = 5;

/** 'YYYY-MM' of the booking's start on the space's calendar. */
export function bookingMonth(booking: Pick<AgendaBooking, 'startTime'>, timeZone: string): string {
  return bookingDate(booking, timeZone).slice(0, 7);
}

export function bookingDate(booking: Pick<AgendaBooking, 'startTime'>, timeZone: string): LocalDate {
  return instantToZonedParts(Date.parse(booking.startTime), timeZone).date;
}

export function bookingsOfMonth<T extends AgendaBooking>(
  bookings: readonly T[],
  month: string,
  timeZone: string,
) {
  return bookings.filter((booking) => bookingMonth(booking, timeZone) === month);
}

/** Booked income ('Ingresos de citas completadas', booked-income.ts), added in cents to stay exact. */
export function revenueOf(bookings: readonly AgendaBooking[]): number {
  const cents = bookings
    .filter((booking) => isBookedIncome(booking.status))
    .reduce((sum, booking) => sum + Math.round(booking.service.price * 100), 0);
  return cents / 100;
}

export function monthRevenue(bookings: readonly AgendaBooking[], month: string, timeZone: string): number {
  return revenueOf(bookingsOfMonth(bookings, month, timeZone));
}

export type StatusCounts = Record<BookingStatus, number> & { total: number };

export function countByStatus(bookings: readonly Pick<AgendaBooking, 'status'>[]): StatusCounts {
  const counts = Object.fromEntries(BOOKING_STATUSES.map((status) => [status, 0])) as Record<
    BookingStatus,
    number
  >;
  for (const booking of bookings) counts[booking.status] += 1;
  return { ...counts, total: bookings.length };
}

export type PopularService = { serviceId: string | null; name: string; count: number };

/** The most booked services (cancelled bookings left out), most first, then by name. */
export function topServices(
  bookings: readonly AgendaBooking[],
  limit = TOP_SERVICES_LIMIT,
): PopularService[] {
  const byService = new Map<string, PopularService>();
  for (const booking of bookings) {
    if (booking.status === 'CANCELLED') continue;
    const key = booking.service.id ?? `name:${booking.service.name}`;
    const entry = byService.get(key);
    if (entry) entry.count += 1;
    else byService.set(key, { serviceId: booking.service.id, name: booking.service.name, count: 1 });
  }
  return [...byService.values()]
    .sort((first, second) => second.count - first.count || first.name.localeCompare(second.name, 'es'))
    .slice(0, limit);
}

export type MonthSummary = {
  counts: StatusCounts;
  revenue: number;
  topServices: PopularService[];
};

export function summarizeMonth(
  bookings: readonly AgendaBooking[],
  month: string,
  timeZone: string,
): MonthSummary {
  const ofMonth = bookingsOfMonth(bookings, month, timeZone);
  return { counts: countByStatus(ofMonth), revenue: revenueOf(ofMonth), topServices: topServices(ofMonth) };
}

export type HostOffering = {
  hostId: string;
  service: SlotService;
  schedules: readonly SlotSchedule[];
  /** The date's extra openings and changed hours concerning the host (decision 047). */
  dateOverrides?: readonly SlotDateOverride[];
};

/**
 * How many appointments the day's schedules offer: the engine's slots for each host
 * and service on that local day, ignoring bookings, notice and disabled dates, counting a time a
 * host offers for several services once.
 */
export function dailySlotCapacity(input: {
  timeZone: string;
  date: LocalDate;
  offerings: readonly HostOffering[];
}): number {
  // A moment before the day starts, so no slot of the day counts as past.
  const now = startOfLocalDay(input.date, input.timeZone) - 1;
  const distinct = new Set<string>();
  for (const offering of input.offerings) {
    const slots = computeSlots({
      timeZone: input.timeZone,
      service: { ...offering.service, minAdvanceBooking: 0, maxAdvanceBooking: null },
      schedules: offering.schedules,
      dateOverrides: offering.dateOverrides ?? [],
      bookings: [],
      disabledRanges: [],
      now,
      fromDate: input.date,
      toDate: input.date,
    });
    for (const slot of slots) distinct.add(`${offering.hostId}/${slot.startAt}/${slot.endAt}`);
  }
  return distinct.size;
}

/** Booked share of the offered slots, as a whole percentage from 0 to 100. */
export function occupancyPercent(bookedCount: number, offeredSlotCount: number): number {
  if (offeredSlotCount <= 0) return bookedCount > 0 ? 100 : 0;
  return Math.min(100, Math.round((bookedCount / offeredSlotCount) * 100));
}

/** Bookings that take up agenda time: every status but CANCELLED. */
export function countBookedOn(bookings: readonly AgendaBooking[], date: LocalDate, timeZone: string): number {
  return bookings.filter(
    (booking) => booking.status !== 'CANCELLED' && bookingDate(booking, timeZone) === date,
  ).length;
}
