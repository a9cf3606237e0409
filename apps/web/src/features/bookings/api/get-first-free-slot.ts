import { HostAvailabilitySchema } from '@citavet/domain/bookings/booking.schema';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { firstFreeSlot } from '../utils/appointment-defaults';

/**
 * The member's first free slot on a day (GET /bookings/host/{hostId}/availability, every service
 * they offer): where a pre-filled 'Nueva Cita' starts. Null when the day has none.
 */
export function useFirstFreeSlot(input: {
  spaceId: string;
  hostId: string;
  date: string;
  isEnabled: boolean;
}) {
  const { spaceId, hostId, date, isEnabled } = input;
  return useQuery({
    queryKey: ['availability', 'first-free', spaceId, hostId, date],
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ date, spaceId });
      const { data } = await apiClient.get(
        `/bookings/host/${encodeURIComponent(hostId)}/availability?${query}`,
        {
          schema: HostAvailabilitySchema,
          signal,
        },
      );
      return firstFreeSlot(data.slots);
    },
    enabled: isEnabled && hostId !== '',
    retry: false,
  });
}
