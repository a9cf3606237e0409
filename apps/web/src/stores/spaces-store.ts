import { create } from 'zustand';
import { type CreateSpaceRequest, createSpace } from '@/api/spaces/create-space';
import { deleteSpace } from '@/api/spaces/delete-space';
import { getSpace } from '@/api/spaces/get-space';
import { getSpaces, withMemberList } from '@/api/spaces/get-spaces';
import type { Space, SpaceMember } from '@/api/spaces/space-types';
import { type UpdateSpaceRequest, updateSpace } from '@/api/spaces/update-space';
import { getErrorMessage } from '@/lib/api-error';
import { queryClient } from '@/lib/query-client';

export const SPACES_ERRORS = {
  load: 'Error al cargar espacios',
  create: 'Error al crear espacio',
  update: 'Error al actualizar espacio',
  delete: 'Error al eliminar espacio',
  fetchOne: 'Error al obtener datos de spaces',
} as const;

type NewSpace = Omit<Space, 'members'> & { members?: SpaceMember[] | undefined };

/** The spaces state of part 1 §3 and its transitions of §4. */
interface SpacesState {
  spaces: Space[];
  currentSpace: Space | null;
  isLoading: boolean;
  error: string | null;
  hasLoaded: boolean;
  /** Loads once; later calls are no-ops until `refreshSpaces`. */
  loadSpaces: () => Promise<void>;
  /** The manual refresh: always asks the server again. */
  refreshSpaces: () => Promise<void>;
  selectSpace: (spaceId: string) => Space | null;

  // Server calls. Each keeps the store in step on success; on failure it stores the spec's message and
  // rethrows, so a form can still show its own, more specific text.
  createSpace: (input: CreateSpaceRequest) => Promise<Space>;
  saveSpace: (spaceId: string, changes: UpdateSpaceRequest) => Promise<Space>;
  deleteSpace: (spaceId: string) => Promise<void>;
  fetchSpace: (spaceId: string) => Promise<Space>;

  // Local transitions.
  addSpace: (space: NewSpace) => void;
  updateSpace: (spaceId: string, changes: Partial<Space>) => void;
  removeSpace: (spaceId: string) => void;
  replaceMember: (spaceId: string, member: SpaceMember) => void;
  addMember: (spaceId: string, member: SpaceMember) => void;
  removeMember: (spaceId: string, userId: string) => void;
  clearError: () => void;
  reset: () => void;
}

const initialState = { spaces: [], currentSpace: null, isLoading: false, error: null, hasLoaded: false };

/** The list request in flight, shared by concurrent callers (StrictMode mounts, layouts side by side). */
let listRequest: Promise<void> | null = null;
/** Bumped by `reset`, so an answer for the previous user never lands in the next user's state. */
let generation = 0;

/** Whether the user has spaces, and which, is part of the setup status: it must be asked again. */
function refreshSetupStatus(): void {
  void queryClient.invalidateQueries({ queryKey: ['setup', 'status'] });
}

/** Keeps only the member summary fields, whatever richer member object a screen hands in. */
function toSpaceMember(member: SpaceMember): SpaceMember {
  const { id, spaceId, userId, role, joinedAt, user } = member;
  return {
    id,
    spaceId,
    userId,
    role,
    joinedAt,
    user: { name: user.name, email: user.email, avatar: user.avatar },
  };
}

export const useSpacesStore = create<SpacesState>()((set, get) => {
  /** Applies a change to one space in the list and, when it is the current one, to the current space too. */
  const changeSpace = (spaceId: string, change: (space: Space) => Space) => {
    const { spaces, currentSpace } = get();
    set({
      spaces: spaces.map((space) => (space.id === spaceId ? change(space) : space)),
      currentSpace: currentSpace?.id === spaceId ? change(currentSpace) : currentSpace,
    });
  };

  const fetchSpaces = () => {
    const requestGeneration = generation;
    const request = (async () => {
      set({ isLoading: true, error: null });
      try {
        const spaces = await getSpaces();
        if (requestGeneration !== generation) return;
        const currentId = get().currentSpace?.id;
        set({
          spaces,
          currentSpace: spaces.find((space) => space.id === currentId) ?? null,
          isLoading: false,
          hasLoaded: true,
        });
      } catch (error) {
        if (requestGeneration !== generation) return;
        set({ isLoading: false, error: getErrorMessage(error, SPACES_ERRORS.load) });
      }
    })();
    listRequest = request;
    void request.then(() => {
      if (listRequest === request) listRequest = null;
    });
    return request;
  };

  /** Runs a server call with the loading flag and the spec's fallback message on failure. */
  const track = async <TResult>(fallback: string, call: () => Promise<TResult>): Promise<TResult> => {
    set({ isLoading: true, error: null });
    try {
      const result = await call();
      set({ isLoading: false });
      return result;
    } catch (error) {
      set({ isLoading: false, error: getErrorMessage(error, fallback) });
      throw error;
    }
  };

  const addSpace = (space: NewSpace) =>
    set({ spaces: [...get().spaces, withMemberList({ ...space, members: space.members ?? [] })] });
  const mergeSpace = (spaceId: string, changes: Partial<Space>) =>
    changeSpace(spaceId, (space) => ({ ...space, ...changes }));
  const removeSpace = (spaceId: string) => {
    const { spaces, currentSpace } = get();
    set({
      spaces: spaces.filter((space) => space.id !== spaceId),
      currentSpace: currentSpace?.id === spaceId ? null : currentSpace,
    });
  };

  return {
    ...initialState,
    loadSpaces: () => {
      if (get().hasLoaded) return Promise.resolve();
      return listRequest ?? fetchSpaces();
    },
    refreshSpaces: fetchSpaces,
    selectSpace: (spaceId) => {
      const space = get().spaces.find((candidate) => candidate.id === spaceId) ?? null;
      if (space && get().currentSpace !== space) set({ currentSpace: space });
      return space;
    },

    createSpace: (input) =>
      track(SPACES_ERRORS.create, async () => {
        const { space } = await createSpace(input);
        addSpace(space);
        refreshSetupStatus();
        return space;
      }),
    saveSpace: (spaceId, changes) =>
      track(SPACES_ERRORS.update, async () => {
        const { space } = await updateSpace(spaceId, changes);
        mergeSpace(spaceId, space);
        return space;
      }),
    deleteSpace: (spaceId) =>
      track(SPACES_ERRORS.delete, async () => {
        await deleteSpace(spaceId);
        removeSpace(spaceId);
        refreshSetupStatus();
      }),
    fetchSpace: (spaceId) =>
      track(SPACES_ERRORS.fetchOne, async () => {
        const space = await getSpace(spaceId);
        if (get().spaces.some((candidate) => candidate.id === spaceId)) mergeSpace(spaceId, space);
        else addSpace(space);
        return space;
      }),

    addSpace,
    updateSpace: mergeSpace,
    removeSpace,
    replaceMember: (spaceId, member) =>
      changeSpace(spaceId, (space) => ({
        ...space,
        members: space.members.map((candidate) =>
          candidate.userId === member.userId ? toSpaceMember(member) : candidate,
        ),
      })),
    addMember: (spaceId, member) =>
      changeSpace(spaceId, (space) => ({ ...space, members: [...space.members, toSpaceMember(member)] })),
    removeMember: (spaceId, userId) =>
      changeSpace(spaceId, (space) => ({
        ...space,
        members: space.members.filter((member) => member.userId !== userId),
      })),
    clearError: () => set({ error: null }),
    reset: () => {
      generation += 1;
      listRequest = null;
      set(initialState);
    },
  };
});
