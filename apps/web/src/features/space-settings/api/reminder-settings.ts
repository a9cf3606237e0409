import {
  type ReminderSettings,
  ReminderSettingsSchema,
} from '@citavet/domain/reminders/reminder-settings.schema';
import { ServiceListSchema } from '@citavet/domain/services/service.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';

const reminderKeys = {
  settings: (spaceId: string) => ['space-settings', spaceId, 'reminders'] as const,
  services: (spaceId: string) => ['space-settings', spaceId, 'services'] as const,
};

export async function getReminderSettings(spaceId: string) {
  const { data } = await apiClient.get(`/spaces/${encodeURIComponent(spaceId)}/reminder-settings`, {
    schema: ReminderSettingsSchema,
  });
  return data;
}

export function useReminderSettings(spaceId: string) {
  return useQuery({ queryKey: reminderKeys.settings(spaceId), queryFn: () => getReminderSettings(spaceId) });
}

/** The services a reminder's booking link may preselect. */
export function useReminderServices(spaceId: string) {
  return useQuery({
    queryKey: reminderKeys.services(spaceId),
    queryFn: async () => {
      const { data } = await apiClient.get(`/spaces/${encodeURIComponent(spaceId)}/services`, {
        schema: ServiceListSchema,
      });
      return data.services;
    },
  });
}

export function useUpdateReminderSettings(spaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: ReminderSettings) => {
      const { data, message } = await apiClient.put(
        `/spaces/${encodeURIComponent(spaceId)}/reminder-settings`,
        {
          body: settings,
          schema: ReminderSettingsSchema,
        },
      );
      return { settings: data, message };
    },
    onSuccess: ({ settings }) => queryClient.setQueryData(reminderKeys.settings(spaceId), settings),
  });
}

const SmsStatusSchema = z.object({
  isEnabled: z.boolean(),
  reason: z.string().nullable(),
  monthlySegmentQuota: z.number(),
  segmentsUsedThisMonth: z.number(),
  usageLabel: z.string(),
  planName: z.string().nullable(),
  quotaSpentMessage: z.string().nullable(),
});

/** Whether this server sends SMS (and why not), and the space's segments this month. */
export function useSmsStatus(spaceId: string) {
  return useQuery({
    queryKey: ['space-settings', spaceId, 'sms-status'] as const,
    queryFn: async () => {
      const { data } = await apiClient.get(`/spaces/${encodeURIComponent(spaceId)}/sms-status`, {
        schema: SmsStatusSchema,
      });
      return data;
    },
  });
}
