import type { Member } from '@citavet/domain/members/member.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changeCachedSpace, removeSpaceMember } from '@/api/spaces/get-spaces';
import { apiClient } from '@/lib/api-client';
import { membersQueryOptions } from './get-members';

export async function removeMember({ spaceId, userId }: { spaceId: string; userId: string }) {
  const { message } = await apiClient.delete(
    `/spaces/${encodeURIComponent(spaceId)}/members/${encodeURIComponent(userId)}`,
  );
  return { message };
}

export function useRemoveMember(spaceId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = membersQueryOptions(spaceId);
  return useMutation({
    mutationFn: (userId: string) => removeMember({ spaceId, userId }),
    onSuccess: (_result, userId) => {
      queryClient.setQueryData(queryKey, (members: Member[] | undefined) =>
        members?.filter((member) => member.userId !== userId),
      );
      changeCachedSpace(queryClient, spaceId, removeSpaceMember(userId));
      // A removed member's schedules are switched off, which the agenda and setup status both read.
      void queryClient.invalidateQueries({ queryKey: ['setup', 'status'] });
      // Their future appointments now wait for the ADMIN (members page section).
      void queryClient.invalidateQueries({ queryKey: ['spaces', spaceId, 'orphaned-bookings'] });
    },
    onError: () => queryClient.invalidateQueries({ queryKey }),
  });
}
