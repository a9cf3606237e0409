import { BookingResultSchema } from '@citavet/domain/bookings/booking.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export async function cancelBooking({ bookingId, reason }: { bookingId: string; reason: string }) {
  const { data, message } = await apiClient.put(`/bookings/${encodeURIComponent(bookingId)}/cancel`, {
    body: { reason },
    schema: BookingResultSchema,
  });
  return { booking: data.booking, message };
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSuccess: ({ booking }) => {
      queryClient.setQueryData(['bookings', 'detail', booking.id], booking);
      return queryClient.invalidateQueries({ queryKey: ['bookings', 'list'] });
    },
  });
}
