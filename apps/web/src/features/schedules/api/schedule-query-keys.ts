import { serviceQueryKeys } from '@/api/service-query-keys';

/**
 * Query keys of schedules. A service and its ranges are read under the shared keys of
 * `@/api/service-query-keys`, so a change made here refreshes the service screens too.
 */
export const scheduleQueryKeys = {
  all: ['schedules'] as const,
  ofService: serviceQueryKeys.schedules,
  ofSpace: serviceQueryKeys.spaceSchedules,
  service: serviceQueryKeys.detail,
};

/** A schedule change moves the services' host counts and, possibly, the setup status. */
export const scheduleDependentKeys = [['schedules'], ['services'], ['setup', 'status']] as const;
