import { AvailableSlotsSchema, type PublicSlot } from '@citavet/domain/public/public-space.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { type HostSlotsTarget, hostSlotsPath } from './get-next-available';
import { publicBookingKeys } from './public-booking-query-keys';

export interface SlotRange {
  fromDate: string;
  toDate: string;
}

/** The offered times of a range of the clinic's days, by date and sorted by start. */
export async function getAvailableSlots(target: HostSlotsTarget, range: SlotRange, signal?: AbortSignal) {
  const query = `fromDate=${range.fromDate}&toDate=${range.toDate}`;
  const { data } = await apiClient.get(`${hostSlotsPath(target)}/available-slots?${query}`, {
    schema: AvailableSlotsSchema,
    signal,
  });
  const slotsByDate = new Map<string, PublicSlot[]>();
  for (const day of data.availableDays) {
    for (const { date, slots } of day.dates) {
      slotsByDate.set(date, [...(slotsByDate.get(date) ?? []), ...slots]);
    }
  }
  for (const slots of slotsByDate.values())
    slots.sort((first, second) => first.startAt.localeCompare(second.startAt));
  return { slotsByDate, timeZone: data.timeZone };
}

export function availableSlotsQueryOptions(target: HostSlotsTarget, range: SlotRange) {
  return queryOptions({
    queryKey: publicBookingKeys.availableSlots(
      target.spaceId,
      target.serviceId,
      target.hostId,
      range.fromDate,
      range.toDate,
    ),
    queryFn: ({ signal }) => getAvailableSlots(target, range, signal),
    staleTime: 0,
    // Keeps the grid on screen while the next month loads, instead of flashing a skeleton.
    placeholderData: keepPreviousData,
  });
}

/** GET …/available-slots with the first and last day of the month shown. */
export function useAvailableSlots(target: HostSlotsTarget, range: SlotRange) {
  return useQuery(availableSlotsQueryOptions(target, range));
}
