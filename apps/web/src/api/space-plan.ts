import {
  type KeptUnderPlanInput,
  PlanOverviewSchema,
  UpgradeRequestResultSchema,
} from '@citavet/domain/plans/plan.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

// The space's plan and its usage (GET /spaces/{id}/plan), read by the dashboard's strip and the
// settings' 'Plan y uso', and the plan's actions: the trial, 'Pasar a Premium', what stays active.

export const spacePlanKey = (spaceId: string) => ['space-plan', spaceId] as const;
const planUrl = (spaceId: string, rest = '') => `/spaces/${encodeURIComponent(spaceId)}/plan${rest}`;

export function useSpacePlan(spaceId: string) {
  return useQuery({
    queryKey: spacePlanKey(spaceId),
    queryFn: async ({ signal }) =>
      (await apiClient.get(planUrl(spaceId), { schema: PlanOverviewSchema, signal })).data,
    enabled: spaceId !== '',
  });
}

export function useStartTrial(spaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => apiClient.post(planUrl(spaceId, '/trial'), { schema: PlanOverviewSchema }),
    onSuccess: ({ data }) => queryClient.setQueryData(spacePlanKey(spaceId), data),
  });
}

export function useRequestUpgrade(spaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      apiClient.post(planUrl(spaceId, '/upgrade-request'), {
        body: { planId: 'premium' },
        schema: UpgradeRequestResultSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: spacePlanKey(spaceId) }),
  });
}

export function useKeepUnderPlan(spaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: KeptUnderPlanInput) =>
      apiClient.put(planUrl(spaceId, '/kept'), { body: input, schema: PlanOverviewSchema }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(spacePlanKey(spaceId), data);
      // Services turned off and schedules turned off show on their pages.
      void queryClient.invalidateQueries({ queryKey: ['services'] });
      void queryClient.invalidateQueries({ queryKey: ['schedules'] });
    },
  });
}
