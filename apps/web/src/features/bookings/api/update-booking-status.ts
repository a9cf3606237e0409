import { BookingResultSchema } from '@citavet/domain/bookings/booking.schema';
import type { BookingStatus } from '@citavet/domain/bookings/booking-status';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export async function updateBookingStatus({
  bookingId,
  status,
}: {
  bookingId: string;
  status: BookingStatus;
}) {
  const { data, message } = await apiClient.put(`/bookings/${encodeURIComponent(bookingId)}/status`, {
    body: { status },
    schema: BookingResultSchema,
  });
  return { booking: data.booking, message };
}

export function useUpdateBookingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBookingStatus,
    onSuccess: ({ booking }) => {
      queryClient.setQueryData(['bookings', 'detail', booking.id], booking);
      return queryClient.invalidateQueries({ queryKey: ['bookings', 'list'] });
    },
  });
}
