import type { WallTime } from '@citavet/domain/time/zoned-time';

// How the confirmation and the summary write times (their dates: `formatLongDate` of
// lib/format-local-date.ts, like every other screen): 24-hour times (never a 12-hour AM/PM), on the clinic's wall clock,
// which the API already sends.

/** '14:05' -> '14:05', '9:30' -> '09:30': always two-digit hours on a 24-hour clock. */
export function formatTime24Hour(time: WallTime): string {
  const [hoursText = '0', minutesText = '00'] = time.split(':');
  return `${hoursText.padStart(2, '0')}:${minutesText.slice(0, 2)}`;
}

export function formatDuration(minutes: number): string {
  return `${minutes} min`;
}

/** A wall time plus minutes, within the same day (slots never cross midnight). */
export function addMinutesToWallTime(time: WallTime, minutes: number): WallTime {
  const [hoursText = '0', minutesText = '0'] = time.split(':');
  const total = Math.min(Number(hoursText) * 60 + Number(minutesText) + minutes, 23 * 60 + 59);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
