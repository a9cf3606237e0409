import { BookingListSchema } from '@citavet/domain/bookings/booking.schema';
import { MAX_BOOKING_PAGE_SIZE } from '@citavet/domain/bookings/booking-fields';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { DateRange } from '../utils/agenda-dates';

/** The agenda refetches what it shows every minute. */
export const AGENDA_REFRESH_MS = 60_000;

export interface BookingListFilter {
  spaceId: string;
  range: DateRange;
  /** The hosts whose agendas are shown. */
  userIds: readonly string[];
}

export async function getBookings({ spaceId, range, userIds }: BookingListFilter, signal?: AbortSignal) {
  const query = new URLSearchParams({
    spaceId,
    fromDate: range.from,
    toDate: range.to,
    userId: userIds.join(','),
    limit: String(MAX_BOOKING_PAGE_SIZE),
  });
  const { data } = await apiClient.get(`/bookings?${query.toString()}`, {
    schema: BookingListSchema,
    signal,
  });
  return data;
}

/** The start of every agenda range's key of one space: what 'Actualizar' refreshes. */
export const bookingsOfSpaceKey = (spaceId: string) => ['bookings', 'list', spaceId] as const;

export const bookingsQueryOptions = (filter: BookingListFilter) =>
  queryOptions({
    // Sorted ids: the same selection in another order is the same agenda.
    queryKey: [
      ...bookingsOfSpaceKey(filter.spaceId),
      filter.range.from,
      filter.range.to,
      [...filter.userIds].sort(),
    ],
    queryFn: ({ signal }) => getBookings(filter, signal),
  });

export function useBookings(filter: BookingListFilter, { isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({
    ...bookingsQueryOptions(filter),
    enabled: isEnabled && filter.userIds.length > 0,
    refetchInterval: AGENDA_REFRESH_MS,
    // Moving to the next week keeps the previous bookings on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}
