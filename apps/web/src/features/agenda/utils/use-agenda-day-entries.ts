import { closuresOnDay } from '@citavet/domain/disabled-dates/day-closures';
import { overridesOnDay } from '@citavet/domain/schedule-overrides/day-overrides';
import type { LocalDate } from '@citavet/domain/time/zoned-time';
import { useCallback } from 'react';
import { useSpaceClosures } from '@/api/get-space-closures';
import { useSpaceScheduleOverrides } from '@/api/get-space-schedule-overrides';
import { shownRange } from './agenda-dates';

/**
 * The closures and schedule changes of a day, for the professionals shown or one of them. The month
 * around the selected day is fetched: it covers the day, week and month views.
 */
export function useAgendaDayEntries(
  spaceId: string,
  timeZone: string,
  selectedDate: LocalDate,
  hostIds: readonly string[],
) {
  const closureEntries = useSpaceClosures(spaceId, shownRange('monthly', selectedDate)).data;
  const overrideEntries = useSpaceScheduleOverrides(spaceId, shownRange('monthly', selectedDate)).data;
  const hostKey = hostIds.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: hostKey stands for hostIds' contents.
  const closuresOf = useCallback(
    (date: LocalDate) => closuresOnDay(closureEntries ?? [], date, timeZone, hostIds),
    [closureEntries, timeZone, hostKey],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: hostKey stands for hostIds' contents.
  const overridesOf = useCallback(
    (date: LocalDate) => overridesOnDay(overrideEntries ?? [], date, hostIds),
    [overrideEntries, hostKey],
  );
  return {
    closuresOf,
    overridesOf,
    hostClosuresOf: (date: LocalDate, hostId: string) =>
      closuresOnDay(closureEntries ?? [], date, timeZone, [hostId]),
    hostOverridesOf: (date: LocalDate, hostId: string) =>
      overridesOnDay(overrideEntries ?? [], date, [hostId]),
  };
}
