import { DIRECTORY_PAGE_SIZE, DirectoryListSchema } from '@citavet/domain/public/directory.schema';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

interface DirectoryPageRequest {
  query: string;
  offset: number;
  signal?: AbortSignal;
}

export async function getDirectorySpaces({ query, offset, signal }: DirectoryPageRequest) {
  const parameters = new URLSearchParams({ limit: String(DIRECTORY_PAGE_SIZE), offset: String(offset) });
  if (query) parameters.set('q', query);
  const { data } = await apiClient.get(`/directory/spaces?${parameters.toString()}`, {
    schema: DirectoryListSchema,
    signal,
  });
  return data;
}

/** One page per 'Cargar más'; the next offset is how many clinics are already shown. */
export const directorySpacesQueryOptions = (query: string) =>
  infiniteQueryOptions({
    queryKey: ['directory', 'spaces', query],
    queryFn: ({ pageParam, signal }) => getDirectorySpaces({ query, offset: pageParam, signal }),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => {
      const loaded = pages.reduce((count, page) => count + page.spaces.length, 0);
      return lastPage.spaces.length > 0 && loaded < lastPage.total ? loaded : undefined;
    },
  });

export function useDirectorySpaces(query: string) {
  // The previous results stay on screen while a new search answers, instead of flashing skeletons.
  return useInfiniteQuery({ ...directorySpacesQueryOptions(query), placeholderData: keepPreviousData });
}
