import { ClientBookingSchema } from '@citavet/domain/clients/client.schema';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';

/** Under the 'clients' root, so every client or pet change refreshes it too. */
export const clientBookingsQueryKey = (spaceId: string, clientId: string) =>
  ['clients', 'bookings', spaceId, clientId] as const;

/**
 * GET /spaces/{spaceId}/clients/{clientId}/bookings: the owner's appointments with the pet and the
 * reason, newest first. The client page lists them all; the pet page those of its pet.
 */
export function useClientBookings(spaceId: string, clientId: string) {
  return useQuery({
    queryKey: clientBookingsQueryKey(spaceId, clientId),
    queryFn: async ({ signal }) => {
      const path = `/spaces/${encodeURIComponent(spaceId)}/clients/${encodeURIComponent(clientId)}/bookings`;
      const { data } = await apiClient.get(path, {
        schema: z.object({ bookings: z.array(ClientBookingSchema) }),
        signal,
      });
      return data.bookings;
    },
  });
}
