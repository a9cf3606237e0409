import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { Space, SpaceMember } from './space-types';

/** Members default to an empty list. */
export function withMemberList(space: Space): Space {
  return { ...space, members: space.members ?? [] };
}

// Typed, not parsed: every dashboard page hangs off this list, and one unexpected field of one space
// must not lock the user out of all of them. The single-space calls parse their answer.
export async function getSpaces(signal?: AbortSignal) {
  const { data } = await apiClient.get('/spaces', { signal });
  return ((data as Space[] | null) ?? []).map(withMemberList);
}

/** The user's spaces (GET /spaces). Not under `['spaces', id, …]`, so it refreshes on its own. */
export const spacesQueryKey = ['spaces', 'list'] as const;

/**
 * Loaded once per session (the dashboard, the settings bar and the space pages share it); the manual
 * refresh, a new space, an accepted invitation or a sign-out ask again.
 */
export const spacesQueryOptions = () =>
  queryOptions({
    queryKey: spacesQueryKey,
    queryFn: ({ signal }) => getSpaces(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Keeps only the member summary fields, whatever richer member object a screen hands in. */
function toSpaceMember(member: SpaceMember): SpaceMember {
  const { id, spaceId, userId, role, effectiveRole, joinedAt, user } = member;
  return {
    id,
    spaceId,
    userId,
    role,
    effectiveRole,
    joinedAt,
    user: { name: user.name, email: user.email, avatar: user.avatar },
  };
}

/**
 * Applies a change the server confirmed to one space of the cached list, so the header,
 * the switcher and the pages show it without asking for the whole list again.
 */
export function changeCachedSpace(
  queryClient: QueryClient,
  spaceId: string,
  change: (space: Space) => Space,
) {
  queryClient.setQueryData<Space[]>(spacesQueryKey, (spaces) =>
    spaces?.map((space) => (space.id === spaceId ? change(space) : space)),
  );
}

export const mergeSpaceChanges = (changes: Partial<Space>) => (space: Space) => ({ ...space, ...changes });

export const replaceSpaceMember = (member: SpaceMember) => (space: Space) => ({
  ...space,
  members: space.members.map((candidate) =>
    candidate.userId === member.userId ? toSpaceMember(member) : candidate,
  ),
});

export const removeSpaceMember = (userId: string) => (space: Space) => ({
  ...space,
  members: space.members.filter((member) => member.userId !== userId),
});
