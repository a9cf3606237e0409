import { MILLISECONDS_PER_DAY, MILLISECONDS_PER_MINUTE, weekdayOfEpochDay } from '../time/civil-calendar';
import { firstInstantAtOrAfterWall, type OffsetTimeline } from '../time/zone-offset';
import { epochDayToLocalDate, MINUTES_PER_DAY } from '../time/zoned-time';
import type { DayRange, DayRangeResolver } from './day-ranges';

/** How many following days a range ending at 24:00 may run on through (a slot is at most a day). */
export const MAXIMUM_CHAINED_DAYS = 2;

/**
 * The instant up to which a slot of the range may last: the range's end, or, when it ends at 24:00
 * and the next day opens at 00:00, that range's end in turn (the longest one, chained over days).
 */
export function rangeReach(
  timeline: OffsetTimeline,
  rangesOfDay: DayRangeResolver,
  day: number,
  range: DayRange,
): number {
  let reachDay = day;
  let reachMinutes = range.endMinutes;
  for (let chained = 0; chained < MAXIMUM_CHAINED_DAYS && reachMinutes === MINUTES_PER_DAY; chained++) {
    const nextDay = reachDay + 1;
    let nextEnd = 0;
    for (const next of rangesOfDay(nextDay, weekdayOfEpochDay(nextDay), () => epochDayToLocalDate(nextDay))) {
      if (next.startMinutes === 0 && next.endMinutes > nextEnd) nextEnd = next.endMinutes;
    }
    if (nextEnd === 0) break;
    reachDay = nextDay;
    reachMinutes = nextEnd;
  }
  return firstInstantAtOrAfterWall(
    timeline,
    reachDay * MILLISECONDS_PER_DAY + reachMinutes * MILLISECONDS_PER_MINUTE,
  );
}
