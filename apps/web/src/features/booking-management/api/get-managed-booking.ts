import { ManagedBookingResultSchema } from '@citavet/domain/bookings/public-booking.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export async function getManagedBooking(token: string, signal?: AbortSignal) {
  const { data } = await apiClient.get(`/public/bookings/${encodeURIComponent(token)}`, {
    schema: ManagedBookingResultSchema,
    signal,
  });
  return data.booking;
}

export const managedBookingQueryKey = (token: string) => ['booking-management', 'booking', token] as const;

export const managedBookingQueryOptions = (token: string) =>
  queryOptions({
    queryKey: managedBookingQueryKey(token),
    queryFn: ({ signal }) => getManagedBooking(token, signal),
  });

export function useManagedBooking(token: string) {
  return useQuery(managedBookingQueryOptions(token));
}
