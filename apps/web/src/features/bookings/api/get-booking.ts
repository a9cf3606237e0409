import { type Booking, BookingResultSchema } from '@citavet/domain/bookings/booking.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export async function getBooking(bookingId: string) {
  const { data } = await apiClient.get(`/bookings/${encodeURIComponent(bookingId)}`, {
    schema: BookingResultSchema,
  });
  return data.booking;
}

export const bookingQueryOptions = (bookingId: string) =>
  queryOptions({ queryKey: ['bookings', 'detail', bookingId], queryFn: () => getBooking(bookingId) });

/** One booking, drawn at once from the agenda's copy and kept fresh from the API. */
export function useBooking(booking: Booking) {
  return useQuery({ ...bookingQueryOptions(booking.id), initialData: booking, staleTime: 0 });
}
