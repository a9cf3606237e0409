/** What a booking can move within: the same service with the same professional. */
export interface SlotOwner {
  spaceId: string;
  serviceId: string;
  hostId: string;
}

/** Every slot query lives under this key, so one invalidation refreshes the whole picker. */
export const bookingSlotsQueryKeyRoot = ['booking-management', 'slots'] as const;

export function slotsPath(
  { spaceId, serviceId, hostId }: SlotOwner,
  endpoint: 'available-slots' | 'next-available',
  query: URLSearchParams,
): string {
  const segment = encodeURIComponent;
  return `/public/space/${segment(spaceId)}/service/${segment(serviceId)}/host/${segment(hostId)}/${endpoint}?${query.toString()}`;
}

/** Slots go fast: an answer older than a few seconds is not trusted when choosing one. */
export const SLOTS_STALE_TIME_MS = 5_000;
