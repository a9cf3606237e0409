import {
  DEFAULT_NEXT_AVAILABLE_DAYS,
  DEFAULT_NEXT_AVAILABLE_LIMIT,
  NextAvailableSchema,
} from '@citavet/domain/public/public-space.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { isAnyHost } from '../booking-flow/any-host';
import { publicBookingKeys } from './public-booking-query-keys';

export interface HostSlotsTarget {
  spaceId: string;
  serviceId: string;
  hostId: string;
}

export function hostSlotsPath({ spaceId, serviceId, hostId }: HostSlotsTarget): string {
  const segment = encodeURIComponent;
  const service = `/public/space/${segment(spaceId)}/service/${segment(serviceId)}`;
  return isAnyHost(hostId) ? `${service}/any-host` : `${service}/host/${segment(hostId)}`;
}

export async function getNextAvailable(target: HostSlotsTarget, signal?: AbortSignal) {
  const query = `maxDaysAhead=${DEFAULT_NEXT_AVAILABLE_DAYS}&limit=${DEFAULT_NEXT_AVAILABLE_LIMIT}`;
  const { data } = await apiClient.get(`${hostSlotsPath(target)}/next-available?${query}`, {
    schema: NextAvailableSchema,
    signal,
  });
  return data;
}

export function nextAvailableQueryOptions(target: HostSlotsTarget) {
  return queryOptions({
    queryKey: publicBookingKeys.nextAvailable(target.spaceId, target.serviceId, target.hostId),
    queryFn: ({ signal }) => getNextAvailable(target, signal),
    // Another visitor may take a time at any moment: a returning visitor sees fresh times.
    staleTime: 0,
  });
}

/** The first 4 offered times within 30 days. */
export function useNextAvailable(target: HostSlotsTarget) {
  return useQuery(nextAvailableQueryOptions(target));
}
