import { BookingListSchema } from '@citavet/domain/bookings/booking.schema';
import { MAX_BOOKING_PAGE_SIZE } from '@citavet/domain/bookings/booking-fields';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** How often the inbox and its badge look for new requests. */
export const PENDING_REQUESTS_REFRESH_MS = 60_000;

/**
 * The space's booking requests waiting for approval (PENDING): every one for an ADMIN, their own for
 * a member (the API decides). Under ['bookings', 'list'], so approving or rejecting one refreshes the
 * inbox and the navigation's badge.
 */
export async function getPendingRequests(spaceId: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ spaceId, status: 'PENDING', limit: String(MAX_BOOKING_PAGE_SIZE) });
  const { data } = await apiClient.get(`/bookings?${query.toString()}`, {
    schema: BookingListSchema,
    signal,
  });
  return data;
}

export function usePendingRequests(spaceId: string) {
  return useQuery({
    queryKey: ['bookings', 'list', 'pending', spaceId],
    queryFn: ({ signal }) => getPendingRequests(spaceId, signal),
    refetchInterval: PENDING_REQUESTS_REFRESH_MS,
    enabled: spaceId !== '',
  });
}
