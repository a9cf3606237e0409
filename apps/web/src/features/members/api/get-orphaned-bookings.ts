import { BookingListSchema } from '@citavet/domain/bookings/booking.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Future appointments still hosted by someone removed from the space (ADMIN only). */
export async function getOrphanedBookings(spaceId: string) {
  const { data } = await apiClient.get(`/spaces/${encodeURIComponent(spaceId)}/orphaned-bookings`, {
    schema: BookingListSchema,
  });
  return data.bookings;
}

export const orphanedBookingsQueryOptions = (spaceId: string) =>
  queryOptions({
    queryKey: ['spaces', spaceId, 'orphaned-bookings'],
    queryFn: () => getOrphanedBookings(spaceId),
  });

export function useOrphanedBookings(spaceId: string) {
  return useQuery(orphanedBookingsQueryOptions(spaceId));
}
