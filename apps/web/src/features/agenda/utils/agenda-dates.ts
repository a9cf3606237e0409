import { daysInMonth } from '@citavet/domain/time/civil-calendar';
import { addDays, eachLocalDate, type LocalDate, weekdayOf } from '@citavet/domain/time/zoned-time';

// Calendar arithmetic on the space's local dates ('YYYY-MM-DD'): no Date objects, so neither the
// browser's zone nor DST can shift a day. Weeks start on Monday (design.md §4.4).

export type AgendaView = 'daily' | 'weekly' | 'monthly';

export interface DateRange {
  from: LocalDate;
  to: LocalDate;
}

/** The 42 cells of a month grid: six weeks from the Monday on or before the 1st. */
export const MONTH_GRID_DAYS = 42;

export function startOfWeek(date: LocalDate): LocalDate {
  return addDays(date, 1 - weekdayOf(date));
}

export function weekDates(date: LocalDate): LocalDate[] {
  const monday = startOfWeek(date);
  return eachLocalDate(monday, addDays(monday, 6));
}

export function startOfMonth(date: LocalDate): LocalDate {
  return `${date.slice(0, 7)}-01`;
}

export function endOfMonth(date: LocalDate): LocalDate {
  return `${date.slice(0, 8)}${pad(daysInMonth(Number(date.slice(0, 4)), Number(date.slice(5, 7))))}`;
}

/** The same day `months` later, clamped to the last day of a shorter month (31 Jan + 1 → 28/29 Feb). */
export function addMonths(date: LocalDate, months: number): LocalDate {
  const monthIndex = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1 + months;
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  const day = Math.min(Number(date.slice(8, 10)), daysInMonth(year, month));
  return `${year}-${pad(month)}-${pad(day)}`;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

export function monthGridDates(date: LocalDate): LocalDate[] {
  const first = startOfWeek(startOfMonth(date));
  return eachLocalDate(first, addDays(first, MONTH_GRID_DAYS - 1));
}

export function isSameMonth(first: LocalDate, second: LocalDate): boolean {
  return first.slice(0, 7) === second.slice(0, 7);
}

/** What a view draws: the selected day's week (daily strip, weekly grid) or the month grid. */
export function shownRange(view: AgendaView, selectedDate: LocalDate): DateRange {
  if (view === 'monthly') {
    const grid = monthGridDates(selectedDate);
    return { from: grid[0] ?? selectedDate, to: grid[grid.length - 1] ?? selectedDate };
  }
  const week = weekDates(selectedDate);
  return { from: week[0] ?? selectedDate, to: week[6] ?? selectedDate };
}

/** Today to the end of this month: what the 'Hoy' and 'Próxima Cita' cards read (part 2 §2). */
export function upcomingRange(today: LocalDate): DateRange {
  return { from: today, to: endOfMonth(today) };
}

export function isWithinRange(range: DateRange, outer: DateRange): boolean {
  return range.from >= outer.from && range.to <= outer.to;
}
