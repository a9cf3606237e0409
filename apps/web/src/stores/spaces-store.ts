import { useQuery } from '@tanstack/react-query';
import { create } from 'zustand';
import { spacesQueryOptions } from '@/api/spaces/get-spaces';
import type { Space } from '@/api/spaces/space-types';

// The spaces state. The list is server data and lives in TanStack Query's cache
// (`spacesQueryOptions`); this store keeps only what the browser decides: which space is current.

export const SPACES_ERRORS = {
  load: 'Error al cargar espacios',
} as const;

interface SpacesState {
  /** The space the dashboard's URL names; null outside a space. */
  currentSpaceId: string | null;
  selectSpace: (spaceId: string | null) => void;
  reset: () => void;
}

export const useSpacesStore = create<SpacesState>()((set) => ({
  currentSpaceId: null,
  selectSpace: (spaceId) => set({ currentSpaceId: spaceId }),
  reset: () => set({ currentSpaceId: null }),
}));

/** The user's spaces: loading, failure and data as TanStack Query tracks them. */
export function useSpaces() {
  return useQuery(spacesQueryOptions());
}

/** The current space as the cached list has it (so confirmed changes show at once); null until known. */
export function useCurrentSpace(): Space | null {
  const currentSpaceId = useSpacesStore((state) => state.currentSpaceId);
  const { data: spaces } = useSpaces();
  return spaces?.find((space) => space.id === currentSpaceId) ?? null;
}
