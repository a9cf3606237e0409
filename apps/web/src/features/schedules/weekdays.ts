import { WEEKDAY_NAMES } from '@citavet/domain/schedules/schedule.schema';

/** Weeks start on Monday: 1 = Lunes .. 7 = Domingo, the API's numbering. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export function weekdayName(dayOfWeek: number): string {
  return WEEKDAY_NAMES[dayOfWeek] ?? `Día ${dayOfWeek}`;
}

export const weekdayOptions = WEEKDAYS.map((day) => ({ value: String(day), label: weekdayName(day) }));

/** Monday first, then by start time: the order every schedule list uses. */
export function compareByDayAndTime(
  first: { dayOfWeek: number; startTime: string },
  second: { dayOfWeek: number; startTime: string },
): number {
  return first.dayOfWeek - second.dayOfWeek || first.startTime.localeCompare(second.startTime);
}
