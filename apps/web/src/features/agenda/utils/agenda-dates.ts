import { lastDayOfMonth, monthGridDates, monthOf, startOfWeek } from '@citavet/domain/time/calendar-month';
import { addDays, eachLocalDate, type LocalDate } from '@citavet/domain/time/zoned-time';

// The ranges each agenda view reads, on the space's local dates ('YYYY-MM-DD'). The month
// arithmetic is `@citavet/domain/time/calendar-month`; weeks start on Monday.

export type AgendaView = 'daily' | 'weekly' | 'monthly';

export interface DateRange {
  from: LocalDate;
  to: LocalDate;
}

export function weekDates(date: LocalDate): LocalDate[] {
  const monday = startOfWeek(date);
  return eachLocalDate(monday, addDays(monday, 6));
}

/** What a view draws: the selected day's week (daily strip, weekly grid) or the month grid. */
export function shownRange(view: AgendaView, selectedDate: LocalDate): DateRange {
  if (view === 'monthly') {
    const grid = monthGridDates(monthOf(selectedDate));
    return { from: grid[0] ?? selectedDate, to: grid[grid.length - 1] ?? selectedDate };
  }
  const week = weekDates(selectedDate);
  return { from: week[0] ?? selectedDate, to: week[6] ?? selectedDate };
}

/** Today to the end of this month: what the 'Hoy' and 'Próxima Cita' cards read. */
export function upcomingRange(today: LocalDate): DateRange {
  return { from: today, to: lastDayOfMonth(monthOf(today)) };
}

export function isWithinRange(range: DateRange, outer: DateRange): boolean {
  return range.from >= outer.from && range.to <= outer.to;
}
