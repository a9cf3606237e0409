// The channel and payloads of migration 0002: every committed change that can alter a host's slots.
// A booking's announcement (migration 0043) also names the busy time it held or holds.

import type { TimeRange } from '@citavet/domain/availability/time-range';

export const AVAILABILITY_CHANNEL = 'citavet_availability';

export type AvailabilityChange = {
  scope: 'host' | 'space';
  id: string;
  /** A booking's busy time, before and after the change (one range over both); absent: any time. */
  span?: TimeRange;
};

/**
 * 'host:<uuid>', 'host:<uuid>:<from ms>:<to ms>' or 'space:<uuid>'; null for anything else (a
 * listener must then forget everything).
 */
export function parseAvailabilityChange(payload: string): AvailabilityChange | null {
  const [scope, rawId, from, to, ...rest] = payload.split(':');
  const id = (rawId ?? '').toLowerCase();
  if ((scope !== 'host' && scope !== 'space') || id === '' || rest.length > 0) return null;
  if (from === undefined && to === undefined) return { scope, id };
  const startAt = Number(from);
  const endAt = Number(to);
  if (scope !== 'host' || !/^-?\d+$/.test(from ?? '') || !/^-?\d+$/.test(to ?? '') || endAt < startAt) {
    return null;
  }
  return { scope, id, span: { startAt, endAt } };
}
