/**
 * Query keys of services, shared by the services and schedules screens: a change made on one screen
 * refreshes the other.
 */
export const serviceQueryKeys = {
  all: ['services'] as const,
  list: (spaceId: string) => ['services', 'list', spaceId] as const,
  detail: (serviceId: string) => ['services', 'detail', serviceId] as const,
  schedules: (serviceId: string) => ['schedules', 'service', serviceId] as const,
  /** Under 'schedules', so any schedule change refreshes the overview and the agenda alike. */
  spaceSchedules: (spaceId: string) => ['schedules', 'space', spaceId] as const,
};

/** Everything a service change can make stale: the services, their schedules, and the setup status. */
export const serviceDependentKeys = [['services'], ['schedules'], ['setup', 'status']] as const;
