import { MemberSchema } from '@citavet/domain/members/member.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** PUT …/members/{userId}/daily-cap: null lifts the cap. */
export async function setMemberDailyCap(spaceId: string, userId: string, dailyCap: number | null) {
  const { data, message } = await apiClient.put(
    `/spaces/${encodeURIComponent(spaceId)}/members/${encodeURIComponent(userId)}/daily-cap`,
    { body: { dailyCap }, schema: MemberSchema },
  );
  return { member: data, message };
}

export function useSetMemberDailyCap(spaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, dailyCap }: { userId: string; dailyCap: number | null }) =>
      setMemberDailyCap(spaceId, userId, dailyCap),
    // The host pickers and the team list read members under this key.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['spaces', spaceId, 'members'] }),
  });
}
