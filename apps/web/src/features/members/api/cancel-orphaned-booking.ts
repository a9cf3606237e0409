import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { orphanedBookingsQueryOptions } from './get-orphaned-bookings';

/** The ADMIN cancels a removed member's appointment (the client is told by e-mail). */
export async function cancelOrphanedBooking(bookingId: string) {
  const { message } = await apiClient.put(`/bookings/${encodeURIComponent(bookingId)}/cancel`, {
    body: { reason: 'El profesional ya no forma parte del equipo' },
  });
  return message;
}

export function useCancelOrphanedBooking(spaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrphanedBooking,
    onSettled: () => queryClient.invalidateQueries(orphanedBookingsQueryOptions(spaceId)),
  });
}
