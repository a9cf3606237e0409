import { instantToZonedParts, type LocalDate } from '@citavet/domain/time/zoned-time';

// Wording for the manage page (its month arithmetic is `@citavet/domain/time/calendar-month`). Dates are days of the SPACE's calendar
// ('YYYY-MM-DD'), never the browser's; Intl only turns them into Spanish words.

const LOCALE = 'es-ES';

/** A local date as a Date that prints as that same day when formatted in UTC. */
function asUtcNoon(date: LocalDate): Date {
  return new Date(`${date}T12:00:00.000Z`);
}

const shortDayFormatter = new Intl.DateTimeFormat(LOCALE, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase(LOCALE) + text.slice(1);
}

/** 'lun, 2 mar' */
export function formatShortDay(date: LocalDate): string {
  return shortDayFormatter.format(asUtcNoon(date));
}

/** The space's today, from the real clock. */
export function todayIn(timeZone: string, now: number = Date.now()): LocalDate {
  return instantToZonedParts(now, timeZone).date;
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
