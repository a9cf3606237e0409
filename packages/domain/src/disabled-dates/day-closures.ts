import { addDays, instantToZonedParts, type LocalDate, startOfLocalDay } from '../time/zoned-time';
import type { DisabledDate } from './disabled-date.schema';
import { blockedRangesWithin } from './disabled-date-window';

// What the agenda draws for a day: the space's closures (holidays) and the shown
// professionals' absences, as bands in the day's wall minutes with their reason. Pure: the entries
// as the API lists them, the day and the space's zone in.

export type ClosureEntry = Pick<
  DisabledDate,
  'id' | 'scope' | 'hostId' | 'host' | 'title' | 'reason' | 'startDate' | 'endDate' | 'isAllDay'
> &
  Partial<Pick<DisabledDate, 'isRecurring' | 'startDay' | 'endDay' | 'serviceIds'>>;

export type DayClosure = {
  id: string;
  scope: 'SPACE' | 'HOST';
  hostId: string | null;
  hostName: string | null;
  title: string;
  reason: string;
  /** Wall minutes of the day, [start, end); 0 and 1440 when the closure covers the day's edge. */
  startMinutes: number;
  endMinutes: number;
  isWholeDay: boolean;
  /** Closed for some services only (the others stay open). */
  isOfSomeServices: boolean;
};

const MINUTES_PER_DAY = 24 * 60;

/**
 * The instants an entry blocks around the day, [start, end): an all-day entry's stored end is the last
 * ms of its day; a yearly entry blocks its days of the day's year.
 */
function blockedInstants(
  entry: ClosureEntry,
  timeZone: string,
  day: { startAt: number; endAt: number },
): { startAt: number; endAt: number } {
  if (entry.isRecurring && entry.isAllDay && entry.startDay && entry.endDay) {
    const stored = {
      isAllDay: true,
      startDay: entry.startDay,
      endDay: entry.endDay,
      startAt: null,
      endAt: null,
    };
    const [occurrence] = blockedRangesWithin({ ...stored, isRecurring: true }, timeZone, day);
    if (occurrence) return occurrence;
  }
  const startAt = Date.parse(entry.startDate);
  const endAt = Date.parse(entry.endDate) + (entry.isAllDay ? 1 : 0);
  return { startAt, endAt };
}

/**
 * The closures touching `date` in `timeZone`, space-wide first, then by start. With `hostIds`, a
 * professional's absence shows only when that professional's agenda is shown.
 */
export function closuresOnDay(
  entries: readonly ClosureEntry[],
  date: LocalDate,
  timeZone: string,
  hostIds?: readonly string[],
): DayClosure[] {
  const dayStart = startOfLocalDay(date, timeZone);
  const dayEnd = startOfLocalDay(addDays(date, 1), timeZone);
  const closures: DayClosure[] = [];
  for (const entry of entries) {
    if (entry.scope === 'HOST' && hostIds && !(entry.hostId && hostIds.includes(entry.hostId))) continue;
    const { startAt, endAt } = blockedInstants(entry, timeZone, { startAt: dayStart, endAt: dayEnd });
    if (!(startAt < dayEnd && endAt > dayStart)) continue;
    const startMinutes = startAt <= dayStart ? 0 : instantToZonedParts(startAt, timeZone).minutesOfDay;
    const endMinutes = endAt >= dayEnd ? MINUTES_PER_DAY : instantToZonedParts(endAt, timeZone).minutesOfDay;
    closures.push({
      id: entry.id,
      scope: entry.scope,
      hostId: entry.hostId,
      hostName: entry.host?.name ?? null,
      title: entry.title,
      reason: entry.reason,
      startMinutes,
      endMinutes,
      isWholeDay: startMinutes === 0 && endMinutes === MINUTES_PER_DAY,
      isOfSomeServices: (entry.serviceIds ?? []).length > 0,
    });
  }
  return closures.sort(
    (first, second) =>
      (first.scope === 'SPACE' ? 0 : 1) - (second.scope === 'SPACE' ? 0 : 1) ||
      first.startMinutes - second.startMinutes,
  );
}

/** 'Cerrado: Feriado nacional', 'Cerrado para algunos servicios: …' or 'Ausencia de Laura Pérez: Congreso'. */
export function closureLabel(closure: DayClosure): string {
  const closed = closure.isOfSomeServices ? 'Cerrado para algunos servicios' : 'Cerrado';
  const who = closure.scope === 'SPACE' ? closed : `Ausencia de ${closure.hostName ?? 'un profesional'}`;
  return `${who}: ${closure.reason || closure.title}`;
}
