import { type Member, MemberSchema } from '@citavet/domain/members/member.schema';
import type { SpaceRole } from '@citavet/domain/users/user.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changeCachedSpace, replaceSpaceMember } from '@/api/spaces/get-spaces';
import { apiClient } from '@/lib/api-client';
import { membersQueryOptions } from './get-members';

interface ChangeMemberRoleInput {
  spaceId: string;
  userId: string;
  role: SpaceRole;
}

export async function changeMemberRole({ spaceId, userId, role }: ChangeMemberRoleInput) {
  const { data, message } = await apiClient.put(
    `/spaces/${encodeURIComponent(spaceId)}/members/${encodeURIComponent(userId)}/role`,
    { body: { role }, schema: MemberSchema },
  );
  return { member: data, message };
}

export function useChangeMemberRole(spaceId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = membersQueryOptions(spaceId);
  return useMutation({
    mutationFn: (input: Omit<ChangeMemberRoleInput, 'spaceId'>) => changeMemberRole({ spaceId, ...input }),
    onSuccess: ({ member }) => {
      queryClient.setQueryData(queryKey, (members: Member[] | undefined) =>
        members?.map((candidate) => (candidate.userId === member.userId ? member : candidate)),
      );
      // The cached space list carries each space's members too.
      changeCachedSpace(queryClient, spaceId, replaceSpaceMember(member));
    },
    // A refusal may mean the list is out of date (someone else changed it): show the server's truth.
    onError: () => queryClient.invalidateQueries({ queryKey }),
  });
}
