import {
  instantToZonedParts,
  type LocalDate,
  localDateToEpochDay,
  weekdayOf,
} from '@citavet/domain/time/zoned-time';

// Labels of the next available times: 'Hoy', 'Mañana', the weekday name within the
// coming week, else a short date. Days are the clinic's, never the browser's.

const WEEKDAY_LABELS: Record<number, string> = {
  1: 'Lunes',
  2: 'Martes',
  3: 'Miércoles',
  4: 'Jueves',
  5: 'Viernes',
  6: 'Sábado',
  7: 'Domingo',
};

// A calendar date has no zone: formatting its UTC midnight in UTC prints exactly that date.
const shortDateFormatter = new Intl.DateTimeFormat('es-ES', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase('es-ES') + text.slice(1);
}

/** The clinic's today, 'YYYY-MM-DD', at the instant `now` (epoch milliseconds). */
export function todayInZone(now: number, timeZone: string): LocalDate {
  return instantToZonedParts(now, timeZone).date;
}

/** 'Lun, 23 mar': a date without its year, for labels. */
export function formatShortLocalDate(date: LocalDate): string {
  return capitalize(shortDateFormatter.format(new Date(`${date}T00:00:00.000Z`)));
}

export function weekdayName(date: LocalDate): string {
  return WEEKDAY_LABELS[weekdayOf(date)] ?? '';
}

/** 'Hoy' / 'Mañana' / weekday name (2 to 6 days ahead) / short date. */
export function relativeDayLabel(date: LocalDate, today: LocalDate): string {
  const daysAhead = localDateToEpochDay(date) - localDateToEpochDay(today);
  if (daysAhead === 0) return 'Hoy';
  if (daysAhead === 1) return 'Mañana';
  // Seven days ahead is today's weekday again: a bare name would read as this week, so it gets a date.
  if (daysAhead > 1 && daysAhead < 7) return weekdayName(date);
  return formatShortLocalDate(date);
}
