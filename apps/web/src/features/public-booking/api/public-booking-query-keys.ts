/** How the page finds its space: by its public route (/{spaceRoute}) or by id (/espacios/{spaceId}). */
export type SpaceLookup = { route: string } | { spaceId: string };

/** Every public query key starts with 'public', so nothing here collides with the dashboard's caches. */
export const publicBookingKeys = {
  space: (lookup: SpaceLookup) => ['public', 'space', lookup] as const,
  media: (spaceId: string) => ['public', 'media', spaceId] as const,
  /** All slot queries of one service and host: refreshed together after a booking attempt. */
  hostSlots: (spaceId: string, serviceId: string, hostId: string) =>
    ['public', 'slots', spaceId, serviceId, hostId] as const,
  nextAvailable: (spaceId: string, serviceId: string, hostId: string) =>
    [...publicBookingKeys.hostSlots(spaceId, serviceId, hostId), 'next'] as const,
  availableSlots: (spaceId: string, serviceId: string, hostId: string, fromDate: string, toDate: string) =>
    [...publicBookingKeys.hostSlots(spaceId, serviceId, hostId), 'range', fromDate, toDate] as const,
};
