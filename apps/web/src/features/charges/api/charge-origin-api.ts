import { BookingResultSchema } from '@citavet/domain/bookings/booking.schema';
import { ChargeSummarySchema } from '@citavet/domain/charges/charge.schema';
import { ClientSchema } from '@citavet/domain/clients/client.schema';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';

/** The booking a charge starts from (its service at the price the client was shown). */
export function useOriginBooking(bookingId: string | null | undefined) {
  return useQuery({
    queryKey: ['charges', 'origin-booking', bookingId],
    queryFn: async ({ signal }) =>
      (
        await apiClient.get(`/bookings/${encodeURIComponent(bookingId ?? '')}`, {
          schema: BookingResultSchema,
          signal,
        })
      ).data.booking,
    enabled: Boolean(bookingId),
  });
}

/** The client a charge is for, with their pets. */
export function useOriginClient(spaceId: string, clientId: string | null | undefined) {
  return useQuery({
    queryKey: ['charges', 'origin-client', spaceId, clientId],
    queryFn: async ({ signal }) =>
      (
        await apiClient.get(
          `/spaces/${encodeURIComponent(spaceId)}/clients/${encodeURIComponent(clientId ?? '')}`,
          {
            schema: z.object({ client: ClientSchema }),
            signal,
          },
        )
      ).data.client,
    enabled: Boolean(clientId),
  });
}

const ChargeListSchema = z.object({ charges: z.array(ChargeSummarySchema) });

/** The charges already issued for a booking and not voided (a second one is rarely meant). */
export function useBookingCharges(spaceId: string, bookingId: string | null | undefined) {
  return useQuery({
    queryKey: ['charges', spaceId, 'booking', bookingId],
    queryFn: async ({ signal }) =>
      (
        await apiClient.get(
          `/spaces/${encodeURIComponent(spaceId)}/charges?bookingId=${encodeURIComponent(bookingId ?? '')}`,
          { schema: ChargeListSchema, signal },
        )
      ).data.charges.filter((charge) => charge.status !== 'VOIDED'),
    enabled: Boolean(spaceId && bookingId),
  });
}
