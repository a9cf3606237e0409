import { bookingDate } from '@citavet/domain/bookings/agenda-summary';
import type { Booking } from '@citavet/domain/bookings/booking.schema';
import type { DayOverride } from '@citavet/domain/schedule-overrides/day-overrides';
import type { SpaceSchedule } from '@citavet/domain/schedules/schedule.schema';
import type { LocalDate } from '@citavet/domain/time/zoned-time';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { bookingMinutes } from '../utils/appointment-layout';
import type { SpaceClock } from '../utils/use-space-clock';
import { gridHours, openingMinute, overrideMinutes } from '../utils/working-hours';
import { WEEKLY_PIXELS_PER_MINUTE } from './weekly-view-sections';

export interface WeekGridInput {
  dates: readonly LocalDate[];
  selectedDate: LocalDate;
  clock: SpaceClock;
  timeZone: string;
  bookings: readonly Booking[];
  hostIds: readonly string[];
  schedules: readonly SpaceSchedule[];
  overridesOf?: (date: LocalDate) => DayOverride[];
  /** Cancelled appointments are drawn (struck through) only when asked for. */
  isShowingCancelled?: boolean;
}

/**
 * The week's appointments by day, the hours its grid spans (the agendas' working hours, stretched to
 * what is booked or opened), and the scroller that opens each week at its opening row.
 */
export function useWeekGrid({
  dates,
  selectedDate,
  clock,
  timeZone,
  bookings,
  hostIds,
  schedules,
  overridesOf,
  isShowingCancelled = false,
}: WeekGridInput) {
  const byDate = useMemo(() => {
    const grouped = new Map<LocalDate, Booking[]>();
    for (const booking of bookings) {
      if (booking.status === 'CANCELLED' && !isShowingCancelled) continue;
      const date = bookingDate(booking, timeZone);
      grouped.set(date, [...(grouped.get(date) ?? []), booking]);
    }
    return grouped;
  }, [bookings, timeZone, isShowingCancelled]);
  const weekBookings = dates.flatMap((date) => byDate.get(date) ?? []);
  const weekOverrides = dates.flatMap((date) => overridesOf?.(date) ?? []);
  const hours = gridHours(
    schedules.filter((schedule) => schedule.isActive && hostIds.includes(schedule.hostId)),
    [
      ...weekBookings.map((booking) => bookingMinutes(booking, timeZone)),
      ...weekOverrides.map(overrideMinutes),
    ],
  );
  const first = dates[0] ?? selectedDate;
  const opening = openingMinute(hours, {
    bookingStarts: weekBookings.map((booking) => bookingMinutes(booking, timeZone).startMinutes),
    nowMinutes: dates.includes(clock.today) ? clock.minutesOfDay : null,
  });
  const scroller = useRef<HTMLDivElement>(null);
  const openingTop = (opening - hours.startMinutes) * WEEKLY_PIXELS_PER_MINUTE;
  // Each week opens at its opening row (a 24-hour clinic's is not 00:00); later renders keep the
  // user's own scrolling.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new week (or grid) scrolls again.
  useLayoutEffect(() => {
    if (scroller.current) scroller.current.scrollTop = openingTop;
  }, [first, hours.startMinutes]);

  return { byDate, hours, scroller };
}
