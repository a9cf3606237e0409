import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  changeCachedSpace,
  mergeSpaceChanges,
  removeSpaceMember,
  replaceSpaceMember,
  spacesQueryKey,
  spacesQueryOptions,
} from '@/api/spaces/get-spaces';
import type { Space, SpaceMember } from '@/api/spaces/space-types';
import { createTestQueryClient, jsonResponse } from '@/test/render';
import { useCurrentSpace, useSpaces, useSpacesStore } from './spaces-store';

function member(userId: string, role: SpaceMember['role'], name = `Persona ${userId}`): SpaceMember {
  return {
    id: `member-${userId}`,
    spaceId: 'space-1',
    userId,
    role,
    effectiveRole: role,
    joinedAt: '2025-02-01T10:00:00.000Z',
    user: { name, email: `${userId}@clinica.com`, avatar: null },
  };
}

function space(id: string, overrides: Partial<Space> = {}): Space {
  return {
    id,
    name: `Clínica ${id}`,
    description: null,
    phone: null,
    email: null,
    route: null,
    timeZone: 'Europe/Madrid',
    defaultCurrency: 'USD',
    logoUrl: null,
    logoKey: null,
    color: null,
    address: null,
    city: null,
    state: null,
    country: null,
    latitude: null,
    longitude: null,
    contactPhone: null,
    contactEmail: null,
    contactWhatsapp: null,
    socialInstagram: null,
    socialFacebook: null,
    socialWebsite: null,
    speciesAttended: [],
    createdAt: '2025-01-01T10:00:00.000Z',
    updatedAt: '2025-01-01T10:00:00.000Z',
    members: [member('user-1', 'ADMIN'), member('user-2', 'MEMBER')],
    myRole: 'ADMIN',
    myEffectiveRole: 'ADMIN',
    ownerUserId: null,
    pendingOwnerUserId: null,
    _count: { invitations: 0 },
    ...overrides,
  };
}

const fetchMock = vi.fn<typeof fetch>();

function answer(status: number, body: unknown) {
  fetchMock.mockResolvedValueOnce(jsonResponse(status, body));
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  useSpacesStore.getState().reset();
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('the spaces list (TanStack Query)', () => {
  it('loads once per session, defaults members to an empty list, and asks again when invalidated', async () => {
    const queryClient = createTestQueryClient();
    const { members: _members, ...withoutMembers } = space('space-1');
    answer(200, { success: true, data: [withoutMembers] });
    const first = await queryClient.fetchQuery(spacesQueryOptions());
    expect(first).toEqual([{ ...withoutMembers, members: [] }]);
    await queryClient.fetchQuery(spacesQueryOptions());
    expect(fetchMock).toHaveBeenCalledTimes(1);

    answer(200, { success: true, data: [space('space-1'), space('space-2')] });
    await queryClient.invalidateQueries({ queryKey: spacesQueryKey });
    const again = await queryClient.fetchQuery(spacesQueryOptions());
    expect(again.map(({ id }) => id)).toEqual(['space-1', 'space-2']);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("is not refreshed by a change to one space's members list", async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(spacesQueryKey, [space('space-1')]);
    await queryClient.invalidateQueries({ queryKey: ['spaces', 'space-1', 'members'] });
    expect(queryClient.getQueryState(spacesQueryKey)?.isInvalidated).toBe(false);
  });
});

describe('changes the server confirmed, applied to the cached list', () => {
  function cachedWith(spaces: Space[]) {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(spacesQueryKey, spaces);
    return { queryClient, cached: () => queryClient.getQueryData<Space[]>(spacesQueryKey) ?? [] };
  }

  it('merges new fields into that space only', () => {
    const { queryClient, cached } = cachedWith([space('space-1'), space('space-2')]);
    changeCachedSpace(queryClient, 'space-2', mergeSpaceChanges({ name: 'Clínica Nueva' }));
    expect(cached().map(({ name }) => name)).toEqual(['Clínica space-1', 'Clínica Nueva']);
  });

  it('replaces a member keeping only the summary fields, and removes one', () => {
    const { queryClient, cached } = cachedWith([space('space-1')]);
    const promoted = {
      ...member('user-2', 'ADMIN'),
      user: { ...member('user-2', 'ADMIN').user, phone: '600' },
    };
    changeCachedSpace(queryClient, 'space-1', replaceSpaceMember(promoted));
    expect(cached()[0]?.members[1]).toEqual(member('user-2', 'ADMIN'));
    changeCachedSpace(queryClient, 'space-1', removeSpaceMember('user-1'));
    expect(cached()[0]?.members.map(({ userId }) => userId)).toEqual(['user-2']);
  });

  it('leaves a list that was never loaded alone', () => {
    const queryClient = createTestQueryClient();
    changeCachedSpace(queryClient, 'space-1', mergeSpaceChanges({ name: 'x' }));
    expect(queryClient.getQueryData(spacesQueryKey)).toBeUndefined();
  });
});

describe('the current space', () => {
  it('is the selected id looked up in the cached list, so confirmed changes show at once', async () => {
    const queryClient = createTestQueryClient();
    answer(200, { success: true, data: [space('space-1'), space('space-2')] });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => ({ spaces: useSpaces(), current: useCurrentSpace() }), { wrapper });
    expect(result.current.current).toBeNull();
    await waitFor(() => expect(result.current.spaces.data).toHaveLength(2));
    expect(result.current.current).toBeNull();

    act(() => useSpacesStore.getState().selectSpace('space-2'));
    expect(result.current.current?.id).toBe('space-2');
    act(() => changeCachedSpace(queryClient, 'space-2', mergeSpaceChanges({ name: 'Renombrada' })));
    // TanStack Query tells its observers on its next tick.
    await waitFor(() => expect(result.current.current?.name).toBe('Renombrada'));

    act(() => useSpacesStore.getState().reset());
    expect(result.current.current).toBeNull();
  });

  it('reports a failed load with the error TanStack Query keeps', async () => {
    const queryClient = createTestQueryClient();
    answer(500, { success: false, code: 'INTERNAL_ERROR', message: 'Error interno' });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useSpaces(), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.data).toBeUndefined();
  });
});
