import { NextAvailableSchema } from '@citavet/domain/public/public-space.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { bookingSlotsQueryKeyRoot, SLOTS_STALE_TIME_MS, type SlotOwner, slotsPath } from './slots-request';

/** How many upcoming times the picker offers above the calendar (4 results). */
export const NEXT_SLOTS_LIMIT = 4;

export async function getNextSlots(owner: SlotOwner, signal?: AbortSignal) {
  const query = new URLSearchParams({ limit: String(NEXT_SLOTS_LIMIT) });
  const { data } = await apiClient.get(slotsPath(owner, 'next-available', query), {
    schema: NextAvailableSchema,
    signal,
  });
  return data.availableSlots;
}

export const nextSlotsQueryOptions = (owner: SlotOwner) =>
  queryOptions({
    queryKey: [...bookingSlotsQueryKeyRoot, 'next', owner],
    queryFn: ({ signal }) => getNextSlots(owner, signal),
    staleTime: SLOTS_STALE_TIME_MS,
  });

export function useNextSlots(owner: SlotOwner) {
  return useQuery(nextSlotsQueryOptions(owner));
}
