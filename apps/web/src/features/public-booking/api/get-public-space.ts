import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { requestWithLazySchema } from './public-answer-schemas';
import { publicBookingKeys, type SpaceLookup } from './public-booking-query-keys';

export async function getPublicSpace(lookup: SpaceLookup, signal?: AbortSignal) {
  const path =
    'route' in lookup
      ? `/public/space/by-route/${encodeURIComponent(lookup.route)}`
      : `/public/space/${encodeURIComponent(lookup.spaceId)}`;
  return requestWithLazySchema(
    `GET ${path}`,
    apiClient.get(path, { signal }),
    (schemas) => schemas.PublicSpaceSchema,
  );
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
