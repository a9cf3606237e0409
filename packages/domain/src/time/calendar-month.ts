import { daysInMonth } from './civil-calendar';
import { addDays, eachLocalDate, type LocalDate, weekdayOf } from './zoned-time';

// Month arithmetic for every month calendar of the product (agenda, public booking, booking changes),
// on local dates ('YYYY-MM-DD') and months ('YYYY-MM'): no Date objects, so neither the browser's zone
// nor DST can shift a day. Weeks start on Monday.

/** A calendar month, 'YYYY-MM'. Sorts as text, so `<` and `>` compare months. */
export type CalendarMonth = string;

/** Six weeks of seven days: every month fits, and the grid never changes height. */
export const MONTH_GRID_DAYS = 42;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

function yearOf(month: CalendarMonth): number {
  return Number(month.slice(0, 4));
}

function monthNumberOf(month: CalendarMonth): number {
  return Number(month.slice(5, 7));
}

/** The month a date falls in. */
export function monthOf(date: LocalDate): CalendarMonth {
  return date.slice(0, 7);
}

/** `count` months later (or earlier when negative), across year ends. */
export function addMonths(month: CalendarMonth, count: number): CalendarMonth {
  const index = yearOf(month) * 12 + monthNumberOf(month) - 1 + count;
  const year = Math.floor(index / 12);
  return `${year}-${pad(index - year * 12 + 1)}`;
}

/** The same day `count` months later, clamped to the end of a shorter month (31 Jan + 1 → 28/29 Feb). */
export function addMonthsToDate(date: LocalDate, count: number): LocalDate {
  const month = addMonths(monthOf(date), count);
  const day = Math.min(Number(date.slice(8, 10)), daysInMonth(yearOf(month), monthNumberOf(month)));
  return `${month}-${pad(day)}`;
}

export function firstDayOfMonth(month: CalendarMonth): LocalDate {
  return `${month}-01`;
}

export function lastDayOfMonth(month: CalendarMonth): LocalDate {
  return `${month}-${pad(daysInMonth(yearOf(month), monthNumberOf(month)))}`;
}

/** First and last day of the month, as the slot and booking reads take them. */
export function monthRange(month: CalendarMonth): { fromDate: LocalDate; toDate: LocalDate } {
  return { fromDate: firstDayOfMonth(month), toDate: lastDayOfMonth(month) };
}

/** The Monday on or before `date`. */
export function startOfWeek(date: LocalDate): LocalDate {
  return addDays(date, 1 - weekdayOf(date));
}

/** The 42 days a month grid shows, from the Monday on or before the 1st. */
export function monthGridDates(month: CalendarMonth): LocalDate[] {
  const first = startOfWeek(firstDayOfMonth(month));
  return eachLocalDate(first, addDays(first, MONTH_GRID_DAYS - 1));
}
