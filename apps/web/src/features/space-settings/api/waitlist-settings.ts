import {
  type WaitlistSettings,
  WaitlistSettingsSchema,
} from '@citavet/domain/waitlist/waitlist-staff.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

const waitlistSettingsKey = (spaceId: string) => ['space-settings', spaceId, 'waitlist'] as const;

export function useWaitlistSettings(spaceId: string) {
  return useQuery({
    queryKey: waitlistSettingsKey(spaceId),
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.get(`/spaces/${encodeURIComponent(spaceId)}/waitlist-settings`, {
        schema: WaitlistSettingsSchema,
        signal,
      });
      return data;
    },
  });
}

export function useUpdateWaitlistSettings(spaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: WaitlistSettings) => {
      const { data, message } = await apiClient.put(
        `/spaces/${encodeURIComponent(spaceId)}/waitlist-settings`,
        {
          body: settings,
          schema: WaitlistSettingsSchema,
        },
      );
      return { settings: data, message };
    },
    onSuccess: ({ settings }) => queryClient.setQueryData(waitlistSettingsKey(spaceId), settings),
  });
}
