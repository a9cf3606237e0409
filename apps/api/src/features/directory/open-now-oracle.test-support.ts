import { instantToZonedParts, parseWallTime } from '@citavet/domain/time/zoned-time';

// The brute force of 'Abierto ahora' for the directory's oracle test (decision 063), written apart from
// the rule it checks (packages/domain/src/public/open-ranges.ts): read the clinic's wall clock at the
// instant and ask each professional whether they work then, as decision 047 words the overrides.

export type OracleOverride = {
  hostId: string | null;
  date: string;
  kind: 'ADD' | 'REPLACE';
  startTime: string;
  endTime: string;
};
/** A disabled date as instants [startAt, endAt) (all-day ones already read in the clinic's zone). */
export type OracleDisabled = { hostId: string | null; startAt: number; endAt: number };
export type OracleWeekly = { hostId: string; dayOfWeek: number; startTime: string; endTime: string };

const minutesOf = (time: string) => (time === '24:00' ? 1440 : parseWallTime(time));

export function isOpenByWallClock(
  clinic: {
    timeZone: string;
    hostIds: readonly string[];
    weekly: readonly OracleWeekly[];
    overrides: readonly OracleOverride[];
    disabled: readonly OracleDisabled[];
  },
  instant: number,
): boolean {
  const { date, weekday, minutesOfDay } = instantToZonedParts(instant, clinic.timeZone);
  return clinic.hostIds.some((hostId) => {
    const concerns = (entry: { hostId: string | null }) => entry.hostId === null || entry.hostId === hostId;
    const isDisabled = clinic.disabled.some(
      (entry) => concerns(entry) && instant >= entry.startAt && instant < entry.endAt,
    );
    if (isDisabled) return false;
    const ofDate = clinic.overrides.filter((entry) => concerns(entry) && entry.date === date);
    const replacing = ofDate.filter((entry) => entry.kind === 'REPLACE');
    const ownReplacing = replacing.filter((entry) => entry.hostId !== null);
    const base =
      ownReplacing.length > 0
        ? ownReplacing
        : replacing.length > 0
          ? replacing
          : clinic.weekly.filter((range) => range.hostId === hostId && range.dayOfWeek === weekday);
    return [...base, ...ofDate.filter((entry) => entry.kind === 'ADD')].some(
      (range) => minutesOfDay >= minutesOf(range.startTime) && minutesOfDay < minutesOf(range.endTime),
    );
  });
}
