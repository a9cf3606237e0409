import { type ReportPreferences, ReportPreferencesSchema } from '@citavet/domain/reports/report.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

const preferencesKey = ['reports', 'preferences'] as const;

export function useReportPreferences() {
  return useQuery({
    queryKey: preferencesKey,
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.get('/reports/preferences', {
        schema: ReportPreferencesSchema,
        signal,
      });
      return data;
    },
  });
}

export function useUpdateReportPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (preferences: ReportPreferences) => {
      const { data } = await apiClient.put('/reports/preferences', {
        body: preferences,
        schema: ReportPreferencesSchema,
      });
      return data;
    },
    onSuccess: (data) => queryClient.setQueryData(preferencesKey, data),
  });
}
