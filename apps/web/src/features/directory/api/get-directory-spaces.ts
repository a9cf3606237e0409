import type { DirectoryList } from '@citavet/domain/public/directory.schema';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { requestWithLazySchema } from '@/lib/lazy-schema';
import { useHasPainted } from '@/lib/use-has-painted';

/** What the visitor asked for: the URL's parameters, in the API's terms. */
export interface DirectoryFilters {
  query: string;
  /** A city page's slug: that city's clinics. */
  citySlug?: string;
  /** A typed city or address, placed by the API's geocoder. */
  near?: string;
  /** The browser's position ('Cerca de mí'). */
  point?: { latitude: number; longitude: number };
  category?: string;
  species?: string;
  available?: 'hoy' | 'semana';
  isOpenNow?: boolean;
}

// The schema (and zod) load beside the first request rather than with the page, which then paints
// its heading, search box and skeletons without them (Lighthouse on /veterinarias).
const loadDirectoryListSchema = () =>
  import('@citavet/domain/public/directory.schema').then((module) => module.DirectoryListSchema);

export function directoryParameters(filters: DirectoryFilters, cursor: string | null): URLSearchParams {
  const parameters = new URLSearchParams();
  if (filters.query) parameters.set('q', filters.query);
  if (filters.citySlug) parameters.set('city', filters.citySlug);
  if (filters.point) {
    parameters.set('lat', String(filters.point.latitude));
    parameters.set('lng', String(filters.point.longitude));
  } else if (filters.near) {
    parameters.set('near', filters.near);
  }
  if (filters.category) parameters.set('category', filters.category);
  if (filters.species) parameters.set('species', filters.species);
  if (filters.available) parameters.set('available', filters.available);
  if (filters.isOpenNow) parameters.set('openNow', 'true');
  if (cursor) parameters.set('cursor', cursor);
  return parameters;
}

export async function getDirectorySpaces(
  filters: DirectoryFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<DirectoryList> {
  // No `limit`: the API's default page is the domain's DIRECTORY_PAGE_SIZE, and naming the constant
  // here would import the schema module, zod included, statically.
  const query = directoryParameters(filters, cursor).toString();
  const path = `/directory/spaces${query ? `?${query}` : ''}`;
  return requestWithLazySchema(`GET ${path}`, apiClient.get(path, { signal }), loadDirectoryListSchema);
}

/** One page per 'Cargar más', each after the last one's keyset cursor. */
export const directorySpacesQueryOptions = (filters: DirectoryFilters) =>
  infiniteQueryOptions({
    queryKey: ['directory', 'spaces', directoryParameters(filters, null).toString()],
    queryFn: ({ pageParam, signal }) => getDirectorySpaces(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

export function useDirectorySpaces(filters: DirectoryFilters) {
  // The heading and the skeletons paint first; the clinics are asked for right after.
  const hasPainted = useHasPainted();
  // The previous results stay on screen while a new search answers, instead of flashing skeletons.
  return useInfiniteQuery({
    ...directorySpacesQueryOptions(filters),
    placeholderData: keepPreviousData,
    enabled: hasPainted,
  });
}
