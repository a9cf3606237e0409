import type { Schedule } from '@citavet/domain/schedules/schedule.schema';

export interface WallRange {
  dayOfWeek: number;
  startTime: string;
  endTime: string;
}

function rangeKey(range: WallRange): string {
  return `${range.dayOfWeek}|${range.startTime}|${range.endTime}`;
}

/**
 * What saving the editor's week means for the stored ranges of one host: ranges kept exactly as
 * they are stay untouched (with their price and active flag), the rest are deleted or created.
 */
export function diffWeek(stored: readonly Schedule[], wanted: readonly WallRange[]) {
  const wantedKeys = new Set(wanted.map(rangeKey));
  const storedKeys = new Set(stored.map(rangeKey));
  return {
    toDelete: stored.filter((schedule) => !wantedKeys.has(rangeKey(schedule))),
    toCreate: wanted.filter((range) => !storedKeys.has(rangeKey(range))),
  };
}
