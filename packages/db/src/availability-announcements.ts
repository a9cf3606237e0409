// The channel and payloads of migration 0002: every committed change that can alter a host's slots.

export const AVAILABILITY_CHANNEL = 'citavet_availability';

export type AvailabilityChange = { scope: 'host' | 'space'; id: string };

/** 'host:<uuid>' or 'space:<uuid>'; null for anything else (a listener must then forget everything). */
export function parseAvailabilityChange(payload: string): AvailabilityChange | null {
  const separator = payload.indexOf(':');
  const scope = payload.slice(0, separator);
  const id = payload.slice(separator + 1).toLowerCase();
  if ((scope !== 'host' && scope !== 'space') || id === '') return null;
  return { scope, id };
}
