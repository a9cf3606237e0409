import { create } from 'zustand';
import { getErrorMessage } from '@/lib/api-error';
import { getSpaces } from '../api/get-spaces';
import type { Space, SpaceMember } from '../space-types';

/** The spaces state of part 1 §3 and its transitions of §4. */
interface SpacesState {
  spaces: Space[];
  currentSpace: Space | null;
  isLoading: boolean;
  error: string | null;
  hasLoaded: boolean;
  /** Loads once; later calls are no-ops until `refreshSpaces`. */
  loadSpaces: () => Promise<void>;
  refreshSpaces: () => Promise<void>;
  selectSpace: (spaceId: string) => Space | null;
  addSpace: (space: Omit<Space, 'members'> & { members?: SpaceMember[] }) => void;
  updateSpace: (spaceId: string, changes: Partial<Space>) => void;
  removeSpace: (spaceId: string) => void;
  replaceMember: (spaceId: string, member: SpaceMember) => void;
  addMember: (spaceId: string, member: SpaceMember) => void;
  removeMember: (spaceId: string, userId: string) => void;
  reset: () => void;
}

const initialState = { spaces: [], currentSpace: null, isLoading: false, error: null, hasLoaded: false };

export const useSpacesStore = create<SpacesState>()((set, get) => {
  /** Applies a change to one space in the list and, when it is the current one, to the current space too. */
  const changeSpace = (spaceId: string, change: (space: Space) => Space) => {
    const { spaces, currentSpace } = get();
    set({
      spaces: spaces.map((space) => (space.id === spaceId ? change(space) : space)),
      currentSpace: currentSpace?.id === spaceId ? change(currentSpace) : currentSpace,
    });
  };

  const fetchSpaces = async () => {
    set({ isLoading: true, error: null });
    try {
      const spaces = await getSpaces();
      const currentId = get().currentSpace?.id;
      set({
        spaces,
        currentSpace: spaces.find((space) => space.id === currentId) ?? null,
        isLoading: false,
        hasLoaded: true,
      });
    } catch (error) {
      set({ isLoading: false, error: getErrorMessage(error, 'Error al cargar espacios') });
    }
  };

  return {
    ...initialState,
    loadSpaces: async () => {
      const { hasLoaded, isLoading } = get();
      if (hasLoaded || isLoading) return;
      await fetchSpaces();
    },
    refreshSpaces: fetchSpaces,
    selectSpace: (spaceId) => {
      const space = get().spaces.find((candidate) => candidate.id === spaceId) ?? null;
      if (space && get().currentSpace !== space) set({ currentSpace: space });
      return space;
    },
    addSpace: (space) => set({ spaces: [...get().spaces, { ...space, members: space.members ?? [] }] }),
    updateSpace: (spaceId, changes) => changeSpace(spaceId, (space) => ({ ...space, ...changes })),
    removeSpace: (spaceId) => {
      const { spaces, currentSpace } = get();
      set({
        spaces: spaces.filter((space) => space.id !== spaceId),
        currentSpace: currentSpace?.id === spaceId ? null : currentSpace,
      });
    },
    replaceMember: (spaceId, member) =>
      changeSpace(spaceId, (space) => ({
        ...space,
        members: space.members.map((candidate) => (candidate.userId === member.userId ? member : candidate)),
      })),
    addMember: (spaceId, member) =>
      changeSpace(spaceId, (space) => ({ ...space, members: [...space.members, member] })),
    removeMember: (spaceId, userId) =>
      changeSpace(spaceId, (space) => ({
        ...space,
        members: space.members.filter((member) => member.userId !== userId),
      })),
    reset: () => set(initialState),
  };
});
