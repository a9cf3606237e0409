import { ClientBookingsSchema } from '@citavet/domain/clients/client.schema';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Under the 'clients' root, so every client or pet change refreshes it too. */
export const clientBookingsQueryKey = (spaceId: string, clientId: string) =>
  ['clients', 'bookings', spaceId, clientId] as const;

/**
 * GET /spaces/{spaceId}/clients/{clientId}/bookings: the owner's appointments with the pet and the
 * reason, newest first. The client page lists them all; the pet page those of its pet.
 */
function clientBookingsQuery(spaceId: string, clientId: string) {
  return {
    queryKey: clientBookingsQueryKey(spaceId, clientId),
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      const path = `/spaces/${encodeURIComponent(spaceId)}/clients/${encodeURIComponent(clientId)}/bookings`;
      const { data } = await apiClient.get(path, { schema: ClientBookingsSchema, signal });
      return data;
    },
  };
}

export function useClientBookings(spaceId: string, clientId: string) {
  return useQuery({ ...clientBookingsQuery(spaceId, clientId), select: (data) => data.bookings });
}

/** How many times the client did not come (NO_SHOW), from the same answer. */
export function useClientNoShowCount(spaceId: string, clientId: string) {
  return useQuery({ ...clientBookingsQuery(spaceId, clientId), select: (data) => data.noShowCount });
}
