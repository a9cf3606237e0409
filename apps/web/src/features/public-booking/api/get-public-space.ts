import { PublicSpaceSchema } from '@citavet/domain/public/public-space.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { publicBookingKeys, type SpaceLookup } from './public-booking-query-keys';

export async function getPublicSpace(lookup: SpaceLookup, signal?: AbortSignal) {
  const path =
    'route' in lookup
      ? `/public/space/by-route/${encodeURIComponent(lookup.route)}`
      : `/public/space/${encodeURIComponent(lookup.spaceId)}`;
  const { data } = await apiClient.get(path, { schema: PublicSpaceSchema, signal });
  return data;
}

export function publicSpaceQueryOptions(lookup: SpaceLookup) {
  return queryOptions({
    queryKey: publicBookingKeys.space(lookup),
    queryFn: ({ signal }) => getPublicSpace(lookup, signal),
  });
}

/** GET /public/space/by-route/{route} or /public/space/{spaceId}: no sign-in. */
export function usePublicSpace(lookup: SpaceLookup) {
  return useQuery(publicSpaceQueryOptions(lookup));
}
