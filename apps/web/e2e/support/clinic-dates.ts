import { TIME_ZONE } from './quality-setup';

// Calendar dates as the journeys' clinic (in Madrid) and its screens write them: 'YYYY-MM-DD' in,
// the agenda's long Spanish date out. The run's clock is moved (scripts/e2e-clock.mjs), so "today"
// is the clinic's today on the run's date.

/** Today on the clinic's calendar, 'YYYY-MM-DD'. */
export function clinicToday(): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}

/** The calendar date `days` after `date` (before, when negative). */
export function addDays(date: string, days: number): string {
  const moment = new Date(`${date}T12:00:00.000Z`);
  moment.setUTCDate(moment.getUTCDate() + days);
  return moment.toISOString().slice(0, 10);
}

/** 1 = Monday .. 7 = Sunday. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T12:00:00.000Z`).getUTCDay() || 7;
}

/** 'Martes, 10 de marzo de 2026': the date as the agenda titles a day. */
export function longDate(date: string): string {
  const text = new Intl.DateTimeFormat('es-ES', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00.000Z`));
  return text.charAt(0).toUpperCase() + text.slice(1);
}
