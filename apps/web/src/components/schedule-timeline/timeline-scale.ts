import { minutesToWallTime, WEEKDAY_NAMES } from '@citavet/domain/schedules/schedule.schema';
import {
  minimumMinutesForWidth,
  type RangeEdge,
  TIMELINE_LATEST_MINUTE,
  type TimelineOptions,
  type TimelineRange,
} from '@citavet/domain/schedules/schedule-timeline';

// A fixed scale rather than one that fits the screen: the spec's 60 px minimum range width then means
// the same 60 minutes on a phone and on a desktop, and a narrow screen scrolls instead of forbidding
// short ranges.
export const HOUR_WIDTH_PIXELS = 64;
export const PIXELS_PER_MINUTE = HOUR_WIDTH_PIXELS / 60;
export const TRACK_WIDTH_PIXELS = 24 * HOUR_WIDTH_PIXELS;
/** The chart opens scrolled to 07:00, where working days usually start. */
export const INITIAL_VISIBLE_MINUTE = 7 * 60;
/** One keyboard step is the grid (15 min); Page Up/Down move a whole hour. */
export const PAGE_STEP_MINUTES = 60;

export const TIMELINE_OPTIONS: TimelineOptions = {
  minimumMinutes: minimumMinutesForWidth(PIXELS_PER_MINUTE),
};

export const HOURS = Array.from({ length: 24 }, (_unused, hour) => hour);

export function minuteToPixels(minute: number): number {
  return minute * PIXELS_PER_MINUTE;
}

export function pixelsToMinute(pixels: number): number {
  return pixels / PIXELS_PER_MINUTE;
}

export function formatMinute(minute: number): string {
  return minutesToWallTime(minute);
}

export function weekdayName(dayOfWeek: number): string {
  return WEEKDAY_NAMES[dayOfWeek] ?? String(dayOfWeek);
}

export function weekdayShortName(dayOfWeek: number): string {
  return weekdayName(dayOfWeek).slice(0, 3);
}

/**
 * How far one edge may go, with the rules of resizeRange: a start stays after the previous range and
 * a minimum width before its end; an end stays a minimum width after its start and before the next
 * range (or 23:45). Exposed to assistive technology as the slider's min and max.
 */
export function edgeBounds(
  ranges: readonly TimelineRange[],
  index: number,
  edge: RangeEdge,
  minimumMinutes = TIMELINE_OPTIONS.minimumMinutes ?? 15,
): { min: number; max: number } {
  const range = ranges[index];
  if (range === undefined) return { min: 0, max: TIMELINE_LATEST_MINUTE };
  const width = Math.min(minimumMinutes, range.endMinute - range.startMinute);
  if (edge === 'start') {
    return { min: ranges[index - 1]?.endMinute ?? 0, max: range.endMinute - width };
  }
  return {
    min: range.startMinute + width,
    max: ranges[index + 1]?.startMinute ?? TIMELINE_LATEST_MINUTE,
  };
}
