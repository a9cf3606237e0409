import { HostAvailabilitySchema } from '@citavet/domain/bookings/booking.schema';
import { addDays } from '@citavet/domain/time/zoned-time';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** The professional's slots for the service on a day (GET /bookings/host/{hostId}/availability). */
async function getHostDaySlots(
  input: { hostId: string; serviceId: string; spaceId: string; date: string },
  signal?: AbortSignal,
) {
  const query = new URLSearchParams({ date: input.date, serviceId: input.serviceId, spaceId: input.spaceId });
  const { data } = await apiClient.get(
    `/bookings/host/${encodeURIComponent(input.hostId)}/availability?${query.toString()}`,
    { schema: HostAvailabilitySchema, signal },
  );
  return data.slots;
}

/**
 * The free slots of the chosen day (and of the next one when it is today, which may be over), for the
 * new-appointment modal's default time. Disabled until a professional and a
 * service are chosen.
 */
export function useNextFreeSlots(input: {
  hostId: string;
  serviceId: string;
  spaceId: string | undefined;
  date: string;
  isToday: boolean;
  isEnabled: boolean;
}) {
  const { hostId, serviceId, spaceId, date } = input;
  return useQuery({
    queryKey: ['bookings', 'availability', hostId, serviceId, date, input.isToday],
    enabled: input.isEnabled && Boolean(hostId && serviceId && spaceId),
    staleTime: 30_000,
    queryFn: async ({ signal }) => {
      const days = input.isToday ? [date, addDays(date, 1)] : [date];
      const slots = await Promise.all(
        days.map((day) => getHostDaySlots({ hostId, serviceId, spaceId: spaceId ?? '', date: day }, signal)),
      );
      return slots.flat();
    },
  });
}
