import { BookingResultSchema } from '@citavet/domain/bookings/booking.schema';
import type { UpdateBookingSchema } from '@citavet/domain/bookings/booking-edit.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';

export type UpdateBookingPayload = z.input<typeof UpdateBookingSchema>;

export async function updateBooking({
  bookingId,
  changes,
}: {
  bookingId: string;
  changes: UpdateBookingPayload;
}) {
  const { data, message } = await apiClient.put(`/bookings/${encodeURIComponent(bookingId)}`, {
    body: changes,
    schema: BookingResultSchema,
  });
  return { booking: data.booking, message };
}

/** 'Editar Cita': new time, client and notes; the service and the host stay. */
export function useUpdateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBooking,
    onSuccess: ({ booking }) => {
      queryClient.setQueryData(['bookings', 'detail', booking.id], booking);
      return queryClient.invalidateQueries({ queryKey: ['bookings', 'list'] });
    },
  });
}
