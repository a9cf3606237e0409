/**
 * Query keys of schedules. The services feature reads a service and its ranges under these same
 * keys, so a change made here refreshes the service screens too.
 */
export const scheduleQueryKeys = {
  all: ['schedules'] as const,
  ofService: (serviceId: string) => ['schedules', 'service', serviceId] as const,
  ofSpace: (spaceId: string) => ['schedules', 'space', spaceId] as const,
  service: (serviceId: string) => ['services', 'detail', serviceId] as const,
  hostOptions: (spaceId: string) => ['schedules', 'host-options', spaceId] as const,
};

/** A schedule change moves the services' host counts and, possibly, the setup status. */
export const scheduleDependentKeys = [['schedules'], ['services'], ['setup', 'status']] as const;
