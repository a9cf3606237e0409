import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { orphanedBookingsQueryOptions } from './get-orphaned-bookings';

export async function reassignBooking(input: { spaceId: string; bookingId: string; hostId: string }) {
  const { message } = await apiClient.post(
    `/spaces/${encodeURIComponent(input.spaceId)}/orphaned-bookings/${encodeURIComponent(input.bookingId)}/reassign`,
    { body: { hostId: input.hostId } },
  );
  return message;
}

export function useReassignBooking(spaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { bookingId: string; hostId: string }) => reassignBooking({ spaceId, ...input }),
    // Success or refusal (someone else acted meanwhile): the list shows the server's truth.
    onSettled: () => queryClient.invalidateQueries(orphanedBookingsQueryOptions(spaceId)),
  });
}
