import type { ComboboxOption } from '@/components/ui/combobox';

let cachedZones: string[] | null = null;
const offsetCache = new Map<string, string>();

/** Every IANA zone the browser knows, plus `current` when the runtime's list lacks it (e.g. 'UTC'). */
export function listTimeZones(current: string): string[] {
  cachedZones ??= Intl.supportedValuesOf('timeZone');
  return cachedZones.includes(current) ? cachedZones : [current, ...cachedZones];
}

/** 'GMT+1', 'GMT-3'… the zone's offset right now, to tell similar names apart. */
export function timeZoneOffset(timeZone: string): string {
  const cached = offsetCache.get(timeZone);
  if (cached !== undefined) return cached;
  let offset = '';
  try {
    offset =
      new Intl.DateTimeFormat('es-ES', { timeZone, timeZoneName: 'shortOffset' })
        .formatToParts(new Date())
        .find((part) => part.type === 'timeZoneName')?.value ?? '';
  } catch {
    offset = '';
  }
  offsetCache.set(timeZone, offset);
  return offset;
}

/** 'America/Argentina/Buenos_Aires' reads as 'America / Argentina / Buenos Aires'. */
export function timeZoneLabel(timeZone: string): string {
  return timeZone.replaceAll('_', ' ').replaceAll('/', ' / ');
}

function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[_/]+/g, ' ');
}

/** Zones whose name holds every word typed ('buenos aires', 'madrid', 'america sao'). */
export function filterTimeZones(zones: readonly string[], query: string): ComboboxOption[] {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  return zones
    .filter((zone) => {
      const name = normalise(zone);
      return words.every((word) => name.includes(word));
    })
    .map((zone) => ({ value: zone, label: timeZoneLabel(zone), description: timeZoneOffset(zone) }));
}

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
