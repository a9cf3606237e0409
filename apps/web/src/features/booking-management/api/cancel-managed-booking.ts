import { ManagedBookingResultSchema } from '@citavet/domain/bookings/public-booking.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { managedBookingQueryKey } from './get-managed-booking';

interface CancelManagedBookingRequest {
  token: string;
  reason: string | null;
}

export async function cancelManagedBooking({ token, reason }: CancelManagedBookingRequest) {
  const { data } = await apiClient.post(`/public/bookings/${encodeURIComponent(token)}/cancel`, {
    body: { reason },
    schema: ManagedBookingResultSchema,
  });
  return data.booking;
}

/** Cancels through the e-mailed link; the page then shows the cancelled booking the API answered. */
export function useCancelManagedBooking(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string | null) => cancelManagedBooking({ token, reason }),
    onSuccess: (booking) => queryClient.setQueryData(managedBookingQueryKey(token), booking),
  });
}
