import { AvailableSlotsSchema, MAX_SLOT_RANGE_DAYS } from '@citavet/domain/public/public-space.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { bookingSlotsQueryKeyRoot, SLOTS_STALE_TIME_MS, type SlotOwner, slotsPath } from './slots-request';

/** The days of [fromDate, toDate] (the space's calendar) that still have free times, in date order. */
export async function getMonthSlots(
  owner: SlotOwner,
  fromDate: string,
  toDate: string,
  signal?: AbortSignal,
) {
  const query = new URLSearchParams({ fromDate, toDate, maxDays: String(MAX_SLOT_RANGE_DAYS) });
  const { data } = await apiClient.get(slotsPath(owner, 'available-slots', query), {
    schema: AvailableSlotsSchema,
    signal,
  });
  // The answer groups days under schedules; the calendar wants one list of days, each with its times.
  return data.availableDays
    .flatMap((group) => group.dates)
    .filter((day) => day.slots.length > 0)
    .toSorted((first, second) => first.date.localeCompare(second.date));
}

export const monthSlotsQueryOptions = (owner: SlotOwner, fromDate: string, toDate: string) =>
  queryOptions({
    queryKey: [...bookingSlotsQueryKeyRoot, 'month', owner, fromDate, toDate],
    queryFn: ({ signal }) => getMonthSlots(owner, fromDate, toDate, signal),
    staleTime: SLOTS_STALE_TIME_MS,
  });

export function useMonthSlots(owner: SlotOwner, fromDate: string, toDate: string) {
  return useQuery(monthSlotsQueryOptions(owner, fromDate, toDate));
}
