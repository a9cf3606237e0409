import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONNECTION_ERROR_MESSAGE } from '@/lib/api-error';
import { jsonResponse } from '@/test/render';
import type { Space, SpaceMember } from '../space-types';
import { SPACES_ERRORS, useSpacesStore } from './spaces-store';

function member(userId: string, role: SpaceMember['role'], name = `Persona ${userId}`): SpaceMember {
  return {
    id: `member-${userId}`,
    spaceId: 'space-1',
    userId,
    role,
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
    createdAt: '2025-01-01T10:00:00.000Z',
    updatedAt: '2025-01-01T10:00:00.000Z',
    members: [member('user-1', 'ADMIN'), member('user-2', 'MEMBER')],
    myRole: 'ADMIN',
    _count: { invitations: 0 },
    ...overrides,
  };
}

const fetchMock = vi.fn<typeof fetch>();
const store = () => useSpacesStore.getState();

function loadedWith(spaces: Space[], currentId?: string) {
  useSpacesStore.setState({
    spaces,
    currentSpace: spaces.find((candidate) => candidate.id === currentId) ?? null,
    hasLoaded: true,
  });
}

function answer(status: number, body: unknown) {
  fetchMock.mockResolvedValueOnce(jsonResponse(status, body));
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  store().reset();
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('loading the list', () => {
  it('loads once, defaults members to an empty list, and refreshes on demand', async () => {
    const { members: _members, ...withoutMembers } = space('space-1');
    answer(200, { success: true, data: [withoutMembers] });
    const first = store().loadSpaces();
    expect(store().isLoading).toBe(true);
    await Promise.all([first, store().loadSpaces()]);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(store()).toMatchObject({ isLoading: false, hasLoaded: true, error: null });
    expect(store().spaces[0]?.members).toEqual([]);

    await store().loadSpaces();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    answer(200, { success: true, data: [space('space-1'), space('space-2')] });
    await store().refreshSpaces();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(store().spaces.map(({ id }) => id)).toEqual(['space-1', 'space-2']);
  });

  it('keeps the current space in step with a refresh, and drops it when it is gone', async () => {
    loadedWith([space('space-1'), space('space-2')], 'space-2');
    answer(200, { success: true, data: [space('space-2', { name: 'Nuevo nombre' })] });
    await store().refreshSpaces();
    expect(store().currentSpace?.name).toBe('Nuevo nombre');

    answer(200, { success: true, data: [space('space-1')] });
    await store().refreshSpaces();
    expect(store().currentSpace).toBeNull();
  });

  it("stores 'Error al cargar espacios' when the server gives no message", async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    await store().loadSpaces();
    expect(store()).toMatchObject({ isLoading: false, hasLoaded: false, error: SPACES_ERRORS.load });
    expect(SPACES_ERRORS.load).toBe('Error al cargar espacios');
  });

  it('explains a connection failure instead', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await store().loadSpaces();
    expect(store().error).toBe(CONNECTION_ERROR_MESSAGE);
  });

  it('ignores an answer that arrives after a sign-out', async () => {
    let release: (response: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (release = resolve)));
    const request = store().loadSpaces();
    store().reset();
    release(jsonResponse(200, { success: true, data: [space('space-1')] }));
    await request;
    expect(store()).toMatchObject({ spaces: [], hasLoaded: false, isLoading: false });
  });
});

describe('selecting the current space', () => {
  it('selects a listed space and refuses an unknown id', () => {
    loadedWith([space('space-1'), space('space-2')]);
    expect(store().selectSpace('space-2')?.id).toBe('space-2');
    expect(store().currentSpace?.id).toBe('space-2');
    expect(store().selectSpace('space-9')).toBeNull();
    expect(store().currentSpace?.id).toBe('space-2');
  });
});

describe('create, update and delete', () => {
  it('appends a created space, with empty members when the answer has none', async () => {
    loadedWith([space('space-1')]);
    const { members: _members, ...created } = space('space-2');
    answer(201, { success: true, data: { ...created, members: [] } });
    const result = await store().createSpace({ name: 'Clínica space-2' });

    expect(result.id).toBe('space-2');
    expect(store().spaces.map(({ id }) => id)).toEqual(['space-1', 'space-2']);
    expect(store().spaces[1]?.members).toEqual([]);
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(body).toMatchObject({ name: 'Clínica space-2' });
    expect(typeof body.timeZone).toBe('string');
  });

  it('appends locally with an empty member list', () => {
    loadedWith([space('space-1')]);
    const { members: _members, ...created } = space('space-2');
    store().addSpace(created);
    expect(store().spaces[1]?.members).toEqual([]);
  });

  it("stores 'Error al crear espacio' and rethrows for the form", async () => {
    answer(500, { success: false, code: 'INTERNAL' });
    await expect(store().createSpace({ name: 'Clínica' })).rejects.toThrow();
    expect(store().error).toBe('Error al crear espacio');
    expect(store().spaces).toEqual([]);
  });

  it('merges an update into both the list and the current space', async () => {
    loadedWith([space('space-1'), space('space-2')], 'space-1');
    answer(200, { success: true, data: space('space-1', { name: 'Clínica Norte', route: 'norte' }) });
    await store().saveSpace('space-1', { name: 'Clínica Norte', route: 'norte' });

    expect(store().spaces[0]).toMatchObject({ name: 'Clínica Norte', route: 'norte' });
    expect(store().currentSpace).toMatchObject({ name: 'Clínica Norte', route: 'norte' });
    expect(store().spaces[1]?.name).toBe('Clínica space-2');
  });

  it('merges a local update without touching another current space', () => {
    loadedWith([space('space-1'), space('space-2')], 'space-2');
    store().updateSpace('space-1', { description: 'Urgencias 24 h' });
    expect(store().spaces[0]?.description).toBe('Urgencias 24 h');
    expect(store().currentSpace?.id).toBe('space-2');
    expect(store().currentSpace?.description).toBeNull();
  });

  it("stores the server's message, or 'Error al actualizar espacio'", async () => {
    loadedWith([space('space-1')], 'space-1');
    answer(409, { success: false, code: 'ROUTE_TAKEN', message: 'Esta ruta ya está en uso' });
    await expect(store().saveSpace('space-1', { route: 'ocupada' })).rejects.toThrow();
    expect(store().error).toBe('Esta ruta ya está en uso');

    answer(500, { success: false, code: 'INTERNAL' });
    await expect(store().saveSpace('space-1', { name: 'Otra' })).rejects.toThrow();
    expect(store().error).toBe('Error al actualizar espacio');
    expect(store().currentSpace?.name).toBe('Clínica space-1');
  });

  it('removes a deleted space and clears the current space when it matches', async () => {
    loadedWith([space('space-1'), space('space-2')], 'space-1');
    answer(200, { success: true, message: 'Espacio eliminado exitosamente', data: null });
    await store().deleteSpace('space-1');
    expect(store().spaces.map(({ id }) => id)).toEqual(['space-2']);
    expect(store().currentSpace).toBeNull();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/spaces/space-1');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('DELETE');
  });

  it('keeps the current space when another one is deleted', () => {
    loadedWith([space('space-1'), space('space-2')], 'space-1');
    store().removeSpace('space-2');
    expect(store().currentSpace?.id).toBe('space-1');
  });

  it("stores 'Error al eliminar espacio'", async () => {
    loadedWith([space('space-1')], 'space-1');
    answer(500, { success: false, code: 'INTERNAL' });
    await expect(store().deleteSpace('space-1')).rejects.toThrow();
    expect(store().error).toBe('Error al eliminar espacio');
    expect(store().spaces).toHaveLength(1);
  });

  it("fetches one space into the list, or stores 'Error al obtener datos de spaces'", async () => {
    loadedWith([space('space-1')], 'space-1');
    answer(200, { success: true, data: space('space-1', { phone: '+34 600 000 000' }) });
    await store().fetchSpace('space-1');
    expect(store().currentSpace?.phone).toBe('+34 600 000 000');

    answer(404, { success: false, code: 'NOT_FOUND' });
    await expect(store().fetchSpace('space-9')).rejects.toThrow();
    expect(store().error).toBe('Error al obtener datos de spaces');
  });
});

describe('member transitions', () => {
  it('replaces the member with the same userId in the space and the current space', () => {
    loadedWith([space('space-1'), space('space-2')], 'space-1');
    store().replaceMember('space-1', { ...member('user-2', 'ADMIN'), id: 'member-user-2' });

    for (const candidate of [store().spaces[0], store().currentSpace]) {
      expect(candidate?.members.map(({ userId, role }) => [userId, role])).toEqual([
        ['user-1', 'ADMIN'],
        ['user-2', 'ADMIN'],
      ]);
    }
    expect(store().spaces[1]?.members[1]?.role).toBe('MEMBER');
  });

  it('keeps only the summary fields of a richer member', () => {
    loadedWith([space('space-1')], 'space-1');
    const detailed = {
      ...member('user-2', 'ADMIN'),
      hasCalendar: true,
      user: { id: 'user-2', name: 'Persona user-2', email: 'user-2@clinica.com', avatar: null, role: 'HOST' },
    };
    store().replaceMember('space-1', detailed);
    expect(store().currentSpace?.members[1]).toEqual(member('user-2', 'ADMIN'));
  });

  it('filters a removed member out by userId', () => {
    loadedWith([space('space-1')], 'space-1');
    store().removeMember('space-1', 'user-2');
    expect(store().spaces[0]?.members.map(({ userId }) => userId)).toEqual(['user-1']);
    expect(store().currentSpace?.members.map(({ userId }) => userId)).toEqual(['user-1']);
  });

  it('adds a member locally', () => {
    loadedWith([space('space-1')], 'space-1');
    store().addMember('space-1', member('user-3', 'MEMBER'));
    expect(store().currentSpace?.members.map(({ userId }) => userId)).toEqual(['user-1', 'user-2', 'user-3']);
  });
});
