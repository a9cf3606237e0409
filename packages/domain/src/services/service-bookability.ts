import type { ServiceHostSummary } from './service.schema';

type BookabilityFacts = { isActive: boolean; hosts: readonly Pick<ServiceHostSummary, 'activeSchedules'>[] };

/**
 * An active service that no host has an active schedule for: it looks on offer but no client can
 * book it. Inactive services are off on purpose and are not flagged.
 */
export function isActiveWithoutSchedule(service: BookabilityFacts): boolean {
  return service.isActive && service.hosts.every((host) => host.activeSchedules === 0);
}
