import type { toInternalBookingPayload } from '@citavet/domain/bookings/appointment-form.schema';
import { BookingResultSchema } from '@citavet/domain/bookings/booking.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** `isOutsideSchedule`: the staff confirmed a time outside the published schedule (decision 055). */
export type InternalBookingPayload = ReturnType<typeof toInternalBookingPayload> & {
  isOutsideSchedule?: boolean;
};

export async function createInternalBooking(payload: InternalBookingPayload) {
  const { data } = await apiClient.post('/bookings/internal', { body: payload, schema: BookingResultSchema });
  return data.booking;
}

/** Staff booking for a client; the agenda refetches on success. */
export function useCreateInternalBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInternalBooking,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['bookings'] }),
  });
}
