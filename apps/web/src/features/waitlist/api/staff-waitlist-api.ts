import { HostAvailabilitySchema } from '@citavet/domain/bookings/booking.schema';
import {
  type OfferWaitlistSlotInput,
  OfferWaitlistSlotResultSchema,
  type StaffWaitlistQuery,
  StaffWaitlistSchema,
} from '@citavet/domain/waitlist/waitlist-staff.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';

// The staff's waitlist screen's calls (docs/decisions/089-waitlist-staff.md).

const waitlistKey = (spaceId: string) => ['waitlist', 'staff', spaceId] as const;

export type StaffWaitlistFilter = {
  serviceId: string;
  date: string;
  include: StaffWaitlistQuery['include'];
};

export async function getStaffWaitlist(spaceId: string, filter: StaffWaitlistFilter, signal?: AbortSignal) {
  const query = new URLSearchParams({ include: filter.include });
  if (filter.serviceId) query.set('serviceId', filter.serviceId);
  if (filter.date) query.set('date', filter.date);
  const { data } = await apiClient.get(
    `/spaces/${encodeURIComponent(spaceId)}/waitlist?${query.toString()}`,
    { schema: StaffWaitlistSchema, signal },
  );
  return data;
}

export function useStaffWaitlist(spaceId: string, filter: StaffWaitlistFilter) {
  return useQuery({
    queryKey: [...waitlistKey(spaceId), filter],
    queryFn: ({ signal }) => getStaffWaitlist(spaceId, filter, signal),
    enabled: spaceId !== '',
    // Offers run out and people confirm on their own: the screen follows within a minute.
    refetchInterval: 60_000,
  });
}

/** The professional's free slots for the service on a day: the staff's own availability. */
export function useFreeSlots(input: { spaceId: string; serviceId: string; hostId: string; date: string }) {
  const { spaceId, serviceId, hostId, date } = input;
  return useQuery({
    queryKey: ['bookings', 'availability', hostId, serviceId, date, 'waitlist'],
    enabled: Boolean(spaceId && serviceId && hostId && date),
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ date, serviceId, spaceId });
      const { data } = await apiClient.get(
        `/bookings/host/${encodeURIComponent(hostId)}/availability?${query.toString()}`,
        { schema: HostAvailabilitySchema, signal },
      );
      return data.slots.filter((slot) => slot.available && slot.serviceId === serviceId);
    },
  });
}

export function useOfferWaitlistSlot(spaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ requestId, ...body }: OfferWaitlistSlotInput & { requestId: string }) => {
      const { data, message } = await apiClient.post(
        `/spaces/${encodeURIComponent(spaceId)}/waitlist/${encodeURIComponent(requestId)}/offers`,
        { body, schema: OfferWaitlistSlotResultSchema },
      );
      return { ...data, message };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: waitlistKey(spaceId) }),
  });
}

export function useRemoveWaitlistRequest(spaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (requestId: string) => {
      const { message } = await apiClient.delete(
        `/spaces/${encodeURIComponent(spaceId)}/waitlist/${encodeURIComponent(requestId)}`,
        { schema: z.null() },
      );
      return message;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: waitlistKey(spaceId) }),
  });
}
