import { daysInMonth } from '@citavet/domain/time/civil-calendar';
import { addDays, instantToZonedParts, type LocalDate, weekdayOf } from '@citavet/domain/time/zoned-time';

// Calendar arithmetic and wording for the manage page. Dates are days of the SPACE's calendar
// ('YYYY-MM-DD'), never the browser's (design.md §4.1); Intl only turns them into Spanish words.

const LOCALE = 'es-ES';
/** 'YYYY-MM' */
export type CalendarMonth = string;

/** Six Monday-first weeks: every month fits, and the grid never changes height (design.md §4.4). */
export const CALENDAR_CELLS = 42;

/** A local date as a Date that prints as that same day when formatted in UTC. */
function asUtcNoon(date: LocalDate): Date {
  return new Date(`${date}T12:00:00.000Z`);
}

const longDateFormatter = new Intl.DateTimeFormat(LOCALE, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const shortDayFormatter = new Intl.DateTimeFormat(LOCALE, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const monthTitleFormatter = new Intl.DateTimeFormat(LOCALE, {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase(LOCALE) + text.slice(1);
}

/** 'Lunes, 2 de marzo de 2026' */
export function formatLongDate(date: LocalDate): string {
  return capitalize(longDateFormatter.format(asUtcNoon(date)));
}

/** 'lun, 2 mar' */
export function formatShortDay(date: LocalDate): string {
  return shortDayFormatter.format(asUtcNoon(date));
}

/** 'Marzo de 2026' */
export function formatMonthTitle(month: CalendarMonth): string {
  return capitalize(monthTitleFormatter.format(asUtcNoon(`${month}-01`)));
}

/** The space's today, from the real clock. */
export function todayIn(timeZone: string, now: number = Date.now()): LocalDate {
  return instantToZonedParts(now, timeZone).date;
}

export function monthOf(date: LocalDate): CalendarMonth {
  return date.slice(0, 7);
}

export function shiftMonth(month: CalendarMonth, delta: number): CalendarMonth {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + delta;
  const year = Math.floor(index / 12);
  return `${year}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export function monthRange(month: CalendarMonth): { fromDate: LocalDate; toDate: LocalDate } {
  const last = daysInMonth(Number(month.slice(0, 4)), Number(month.slice(5, 7)));
  return { fromDate: `${month}-01`, toDate: `${month}-${String(last).padStart(2, '0')}` };
}

/** The 42 days the month grid shows, from the Monday on or before the 1st. */
export function calendarDays(month: CalendarMonth): LocalDate[] {
  const first = `${month}-01`;
  const start = addDays(first, 1 - weekdayOf(first));
  return Array.from({ length: CALENDAR_CELLS }, (_, index) => addDays(start, index));
}

/** How a next-available slot names its day: 'Hoy', 'Mañana', the weekday within a week, else a date. */
export function slotDayLabel(slot: { date: LocalDate; daysFromNow: number; dayName: string }): string {
  if (slot.daysFromNow === 0) return 'Hoy';
  if (slot.daysFromNow === 1) return 'Mañana';
  if (slot.daysFromNow < 7) return slot.dayName;
  return capitalize(formatShortDay(slot.date));
}

export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** The same instant on the visitor's own clock: 'lunes, 2 de marzo, 04:00'. */
export function formatInstantInZone(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat(LOCALE, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(new Date(instant));
}
