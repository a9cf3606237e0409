import { minutesToWallTime, wallTimeToMinutes } from './schedule.schema';

// The setup-style timeline editor (the setup wizard's schedules step and the schedule manager) as
// pure functions the web composes. Times are minutes since local midnight.
//
// Invariants every function keeps, for every day: ranges are sorted and never overlap (touching is
// fine, ranges are half-open), every edge sits on the 15-minute grid, start < end, and no time is
// later than 23:45. The 23:45 cap applies to BOTH edges, so the last range of a day ends at 23:45
// at the latest: "HH:MM" cannot say 24:00, and 23:45 is the last point of the grid that it can.

export const TIMELINE_STEP_MINUTES = 15;
/** 23:45, the latest time the editor produces (start or end). */
export const TIMELINE_LATEST_MINUTE = 23 * 60 + 45;
/** The spec's minimum range width on screen; the editor converts it with its scale. */
export const TIMELINE_MINIMUM_RANGE_PIXELS = 60;
/** 09:00–17:00, the range every default working day starts with. */
export const DEFAULT_DAY_RANGE: TimelineRange = { startMinute: 9 * 60, endMinute: 17 * 60 };
/** 14:00–18:00, where "add a range" puts a new range when that time is free. */
export const NEW_RANGE: TimelineRange = { startMinute: 14 * 60, endMinute: 18 * 60 };
export const DEFAULT_WORKING_DAYS: readonly number[] = [1, 2, 3, 4, 5];
export const ALL_DAYS: readonly number[] = [1, 2, 3, 4, 5, 6, 7];

export const SCHEDULE_PRESETS = [
  { id: 'monday-to-friday', label: 'Lunes a Viernes', days: [1, 2, 3, 4, 5] },
  { id: 'monday-to-saturday', label: 'Lunes a Sábado', days: [1, 2, 3, 4, 5, 6] },
] as const;
export type SchedulePresetId = (typeof SCHEDULE_PRESETS)[number]['id'];

export const NO_DAY_SELECTED_MESSAGE = 'Debes seleccionar al menos un día de la semana';
export const NO_SERVICE_SELECTED_MESSAGE = 'Debes seleccionar un servicio';

export type TimelineRange = { startMinute: number; endMinute: number };
export type TimelineDay = { dayOfWeek: number; isSelected: boolean; ranges: TimelineRange[] };
/** Seven days, Monday first; every day keeps at least one range, selected or not. */
export type ScheduleTimeline = { days: TimelineDay[] };
export type RangeEdge = 'start' | 'end';
export type TimelineOptions = {
  /** The minimum width of a range in minutes (60 px at the editor's scale); see minimumMinutesForWidth. */
  minimumMinutes?: number;
};

export type RangeChange =
  | { isApplied: true; ranges: TimelineRange[] }
  | { isApplied: false; ranges: TimelineRange[]; reason: 'NO_FREE_GAP' | 'LAST_RANGE' | 'NO_SUCH_RANGE' };

/** The nearest grid point, kept inside 00:00–23:45. */
export function snapMinute(minute: number): number {
  if (!Number.isFinite(minute)) return 0;
  const snapped = Math.round(minute / TIMELINE_STEP_MINUTES) * TIMELINE_STEP_MINUTES;
  return Math.min(Math.max(snapped, 0), TIMELINE_LATEST_MINUTE);
}

/**
 * Minutes that `minimumPixels` cover at the editor's scale, rounded up to the grid and never below
 * one step, so a range never collapses.
 */
export function minimumMinutesForWidth(
  pixelsPerMinute: number,
  minimumPixels = TIMELINE_MINIMUM_RANGE_PIXELS,
) {
  if (!(pixelsPerMinute > 0) || !Number.isFinite(pixelsPerMinute)) return TIMELINE_STEP_MINUTES;
  const minutes = Math.ceil(minimumPixels / pixelsPerMinute / TIMELINE_STEP_MINUTES) * TIMELINE_STEP_MINUTES;
  return Math.min(Math.max(minutes, TIMELINE_STEP_MINUTES), TIMELINE_LATEST_MINUTE);
}

function minimumWidth(options: TimelineOptions): number {
  const requested = options.minimumMinutes ?? TIMELINE_STEP_MINUTES;
  if (!Number.isFinite(requested)) return TIMELINE_STEP_MINUTES;
  const onGrid = Math.ceil(requested / TIMELINE_STEP_MINUTES) * TIMELINE_STEP_MINUTES;
  return Math.min(Math.max(onGrid, TIMELINE_STEP_MINUTES), TIMELINE_LATEST_MINUTE);
}

function sortRanges(ranges: readonly TimelineRange[]): TimelineRange[] {
  return [...ranges].sort((first, second) => first.startMinute - second.startMinute);
}

/**
 * Moves one edge of the range at `index` (in the day's sorted list) towards `minute`, snapped to
 * the grid. The start never reaches the end and the end never reaches the start: the range keeps
 * the minimum width (or its current width, if it is already narrower). Neither edge crosses a
 * neighbouring range nor 00:00–23:45.
 */
export function resizeRange(
  ranges: readonly TimelineRange[],
  index: number,
  edge: RangeEdge,
  minute: number,
  options: TimelineOptions = {},
): TimelineRange[] {
  const sorted = sortRanges(ranges);
  const range = sorted[index];
  if (range === undefined) return sorted;
  const width = Math.min(minimumWidth(options), range.endMinute - range.startMinute);
  const target = snapMinute(minute);
  const resized =
    edge === 'start'
      ? {
          ...range,
          startMinute: Math.min(Math.max(target, sorted[index - 1]?.endMinute ?? 0), range.endMinute - width),
        }
      : {
          ...range,
          endMinute: Math.max(
            Math.min(target, sorted[index + 1]?.startMinute ?? TIMELINE_LATEST_MINUTE),
            range.startMinute + width,
          ),
        };
  return sorted.map((current, position) => (position === index ? resized : current));
}

/** A keyboard nudge: one grid step earlier (-1) or later (+1), with the rules of resizeRange. */
export function nudgeRange(
  ranges: readonly TimelineRange[],
  index: number,
  edge: RangeEdge,
  direction: -1 | 1,
  options: TimelineOptions = {},
): TimelineRange[] {
  const range = sortRanges(ranges)[index];
  if (range === undefined) return sortRanges(ranges);
  const current = edge === 'start' ? range.startMinute : range.endMinute;
  return resizeRange(ranges, index, edge, current + direction * TIMELINE_STEP_MINUTES, options);
}

/** The free stretches of 00:00–23:45 between the day's ranges, in order. */
export function freeGaps(ranges: readonly TimelineRange[]): TimelineRange[] {
  const gaps: TimelineRange[] = [];
  let cursor = 0;
  for (const range of sortRanges(ranges)) {
    if (range.startMinute > cursor) gaps.push({ startMinute: cursor, endMinute: range.startMinute });
    cursor = Math.max(cursor, range.endMinute);
  }
  if (cursor < TIMELINE_LATEST_MINUTE) gaps.push({ startMinute: cursor, endMinute: TIMELINE_LATEST_MINUTE });
  return gaps;
}

/**
 * Adds a range: 14:00–18:00 when that is free; otherwise the first free gap from 14:00 on (then the
 * earlier ones) that holds at least the minimum width, filled from 14:00 or its start for up to
 * four hours. Refused when no gap is wide enough.
 */
export function addRange(ranges: readonly TimelineRange[], options: TimelineOptions = {}): RangeChange {
  const sorted = sortRanges(ranges);
  const width = minimumWidth(options);
  const length = Math.max(NEW_RANGE.endMinute - NEW_RANGE.startMinute, width);
  const gaps = freeGaps(sorted);
  const laterGaps = gaps.filter((gap) => gap.endMinute > NEW_RANGE.startMinute);
  const earlierGaps = gaps.filter((gap) => gap.endMinute <= NEW_RANGE.startMinute);
  for (const gap of [...laterGaps, ...earlierGaps]) {
    if (gap.endMinute - gap.startMinute < width) continue;
    let startMinute = Math.max(gap.startMinute, Math.min(NEW_RANGE.startMinute, gap.endMinute - width));
    let endMinute = Math.min(startMinute + length, gap.endMinute);
    if (endMinute - startMinute < length) {
      // Too little room after the preferred start: use the gap's end and grow backwards.
      startMinute = Math.max(gap.startMinute, gap.endMinute - length);
      endMinute = gap.endMinute;
    }
    return { isApplied: true, ranges: sortRanges([...sorted, { startMinute, endMinute }]) };
  }
  return { isApplied: false, ranges: sorted, reason: 'NO_FREE_GAP' };
}

/** Removes the range at `index`; the only range of a day cannot be removed. */
export function removeRange(ranges: readonly TimelineRange[], index: number): RangeChange {
  const sorted = sortRanges(ranges);
  if (sorted[index] === undefined) return { isApplied: false, ranges: sorted, reason: 'NO_SUCH_RANGE' };
  if (sorted.length <= 1) return { isApplied: false, ranges: sorted, reason: 'LAST_RANGE' };
  return { isApplied: true, ranges: sorted.filter((_range, position) => position !== index) };
}

export function canRemoveRange(ranges: readonly TimelineRange[]): boolean {
  return ranges.length > 1;
}

/** Mon–Fri selected, every day with 09:00–17:00 ready for when it gets selected. */
export function createDefaultTimeline(): ScheduleTimeline {
  return {
    days: ALL_DAYS.map((dayOfWeek) => ({
      dayOfWeek,
      isSelected: DEFAULT_WORKING_DAYS.includes(dayOfWeek),
      ranges: [{ ...DEFAULT_DAY_RANGE }],
    })),
  };
}

export function toggleDay(timeline: ScheduleTimeline, dayOfWeek: number): ScheduleTimeline {
  return {
    days: timeline.days.map((day) =>
      day.dayOfWeek === dayOfWeek ? { ...day, isSelected: !day.isSelected } : day,
    ),
  };
}

/** Selects exactly the preset's days; each day keeps its ranges. */
export function applyPreset(timeline: ScheduleTimeline, presetId: SchedulePresetId): ScheduleTimeline {
  const preset = SCHEDULE_PRESETS.find((candidate) => candidate.id === presetId);
  const presetDays: readonly number[] = preset?.days ?? [];
  return { days: timeline.days.map((day) => ({ ...day, isSelected: presetDays.includes(day.dayOfWeek) })) };
}

/** Applies a range-level change (resizeRange, addRange, …) to one day. */
export function updateDayRanges(
  timeline: ScheduleTimeline,
  dayOfWeek: number,
  change: (ranges: readonly TimelineRange[]) => TimelineRange[] | RangeChange,
): ScheduleTimeline {
  return {
    days: timeline.days.map((day) => {
      if (day.dayOfWeek !== dayOfWeek) return day;
      const result = change(day.ranges);
      return { ...day, ranges: Array.isArray(result) ? result : result.ranges };
    }),
  };
}

export function selectedDays(timeline: ScheduleTimeline): number[] {
  return timeline.days.filter((day) => day.isSelected).map((day) => day.dayOfWeek);
}

/** The messages the editor shows before saving; empty when it may save. */
export function validateTimeline(timeline: ScheduleTimeline, serviceId: string | null | undefined): string[] {
  const errors: string[] = [];
  if (!serviceId) errors.push(NO_SERVICE_SELECTED_MESSAGE);
  if (selectedDays(timeline).length === 0) errors.push(NO_DAY_SELECTED_MESSAGE);
  return errors;
}

/** The bulk payload's schedules: one entry per range of every selected day. */
export function timelineToSchedules(timeline: ScheduleTimeline) {
  return timeline.days
    .filter((day) => day.isSelected)
    .flatMap((day) =>
      sortRanges(day.ranges).map((range) => ({
        dayOfWeek: day.dayOfWeek,
        startTime: minutesToWallTime(range.startMinute),
        endTime: minutesToWallTime(range.endMinute),
        isActive: true,
      })),
    );
}

/**
 * Loads stored schedules into the editor: edges go outwards to the grid (start down, end up, capped
 * at 23:45), ranges of a day that then overlap are joined (touching ones stay apart), and days
 * without schedules are unselected with the default range.
 */
export function timelineFromSchedules(
  schedules: readonly { dayOfWeek: number; startTime: string; endTime: string }[],
): ScheduleTimeline {
  return {
    days: ALL_DAYS.map((dayOfWeek) => {
      const ranges = mergeOverlapping(
        schedules
          .filter((schedule) => schedule.dayOfWeek === dayOfWeek)
          .map((schedule) =>
            toGridRange(wallTimeToMinutes(schedule.startTime), wallTimeToMinutes(schedule.endTime)),
          ),
      );
      return ranges.length > 0
        ? { dayOfWeek, isSelected: true, ranges }
        : { dayOfWeek, isSelected: false, ranges: [{ ...DEFAULT_DAY_RANGE }] };
    }),
  };
}

function toGridRange(start: number, end: number): TimelineRange {
  const step = TIMELINE_STEP_MINUTES;
  const endMinute = Math.min(Math.ceil(end / step) * step, TIMELINE_LATEST_MINUTE);
  const startMinute = Math.min(Math.floor(start / step) * step, endMinute - step);
  return { startMinute, endMinute };
}

function mergeOverlapping(ranges: readonly TimelineRange[]): TimelineRange[] {
  const merged: TimelineRange[] = [];
  for (const range of sortRanges(ranges)) {
    const last = merged[merged.length - 1];
    if (last !== undefined && range.startMinute < last.endMinute) {
      last.endMinute = Math.max(last.endMinute, range.endMinute);
    } else {
      merged.push({ ...range });
    }
  }
  return merged;
}
