import { ManagedBookingResultSchema } from '@citavet/domain/bookings/public-booking.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { managedBookingQueryKey } from './get-managed-booking';
import { bookingSlotsQueryKeyRoot } from './slots-request';

export interface RescheduleRequest {
  /** ISO instants of the chosen slot: unambiguous whatever the browser's zone is. */
  startTime: string;
  endTime: string;
}

export async function rescheduleManagedBooking(token: string, slot: RescheduleRequest) {
  const { data } = await apiClient.post(`/public/bookings/${encodeURIComponent(token)}/reschedule`, {
    body: slot,
    schema: ManagedBookingResultSchema,
  });
  return data.booking;
}

export function useRescheduleManagedBooking(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slot: RescheduleRequest) => rescheduleManagedBooking(token, slot),
    onSuccess: (booking) => queryClient.setQueryData(managedBookingQueryKey(token), booking),
    // Success or failure, the times on offer changed (ours moved, or someone else took the slot).
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingSlotsQueryKeyRoot }),
  });
}
