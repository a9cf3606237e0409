import type { LocalDate } from '@citavet/domain/time/zoned-time';

// A local date of the space is a calendar day, not an instant: it is formatted at UTC midnight in
// UTC, so the browser's zone can never move it to the day before.
const LOCALE = 'es-ES';

function formatter(options: Intl.DateTimeFormatOptions) {
  return new Intl.DateTimeFormat(LOCALE, { ...options, timeZone: 'UTC' });
}

const longDate = formatter({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const monthYear = formatter({ month: 'long', year: 'numeric' });
const shortWeekday = formatter({ weekday: 'short' });
const dayAndMonth = formatter({ day: 'numeric', month: 'short' });

function asUtcDate(date: LocalDate): Date {
  return new Date(`${date}T00:00:00.000Z`);
}

function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase(LOCALE) + text.slice(1);
}

/** 'Lunes, 9 de marzo de 2026'. */
export function formatLongDate(date: LocalDate): string {
  return capitalize(longDate.format(asUtcDate(date)));
}

/** 'Marzo de 2026'. */
export function formatMonthYear(date: LocalDate): string {
  return capitalize(monthYear.format(asUtcDate(date)));
}

/** 'Lun'. */
export function formatShortWeekday(date: LocalDate): string {
  return capitalize(shortWeekday.format(asUtcDate(date)).replace('.', ''));
}

/** '9 mar'. */
export function formatDayAndMonth(date: LocalDate): string {
  return dayAndMonth.format(asUtcDate(date)).replace('.', '');
}

export function dayOfMonth(date: LocalDate): number {
  return Number(date.slice(8, 10));
}

/** Monday-first weekday initials for calendar headers. */
export const WEEKDAY_HEADERS = ['Lun', 'Mar', 'Mié', 'Jue', 'Vie', 'Sáb', 'Dom'] as const;
