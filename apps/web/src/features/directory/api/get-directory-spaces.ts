import type { DirectoryList } from '@citavet/domain/public/directory.schema';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { requestWithLazySchema } from '@/lib/lazy-schema';
import { useHasPainted } from '@/lib/use-has-painted';

interface DirectoryPageRequest {
  query: string;
  offset: number;
  signal?: AbortSignal;
}

// The schema (and zod) load beside the first request rather than with the page, which then paints
// its heading, search box and skeletons without them (Lighthouse on /veterinarias).
const loadDirectoryListSchema = () =>
  import('@citavet/domain/public/directory.schema').then((module) => module.DirectoryListSchema);

export async function getDirectorySpaces({
  query,
  offset,
  signal,
}: DirectoryPageRequest): Promise<DirectoryList> {
  // No `limit`: the API's default page is the domain's DIRECTORY_PAGE_SIZE, and naming the constant
  // here would import the schema module, zod included, statically.
  const parameters = new URLSearchParams({ offset: String(offset) });
  if (query) parameters.set('q', query);
  const path = `/directory/spaces?${parameters.toString()}`;
  return requestWithLazySchema(`GET ${path}`, apiClient.get(path, { signal }), loadDirectoryListSchema);
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
  // The heading and the skeletons paint first; the clinics are asked for right after.
  const hasPainted = useHasPainted();
  // The previous results stay on screen while a new search answers, instead of flashing skeletons.
  return useInfiniteQuery({
    ...directorySpacesQueryOptions(query),
    placeholderData: keepPreviousData,
    enabled: hasPainted,
  });
}
