import type { DisabledDate } from '@citavet/domain/disabled-dates/disabled-date.schema';

/** The filter tabs: Todas, Por Host, Todo el Espacio (the last for admins only). */
export type DisabledDateFilter = 'all' | 'host' | 'space';

export const ALL_HOSTS = '';

export function isDisabledDateFilter(value: string): value is DisabledDateFilter {
  return value === 'all' || value === 'host' || value === 'space';
}

export function filterDisabledDates(
  entries: readonly DisabledDate[],
  filter: DisabledDateFilter,
  hostId: string = ALL_HOSTS,
): DisabledDate[] {
  if (filter === 'space') return entries.filter((entry) => entry.scope === 'SPACE');
  if (filter === 'host') {
    return entries.filter(
      (entry) => entry.scope === 'HOST' && (hostId === ALL_HOSTS || entry.hostId === hostId),
    );
  }
  return [...entries];
}

/** The hosts that have entries, for the 'Por Host' picker, by name. */
export function hostsOf(entries: readonly DisabledDate[]): { id: string; name: string }[] {
  const hosts = new Map<string, string>();
  for (const entry of entries) {
    if (entry.scope === 'HOST' && entry.hostId) hosts.set(entry.hostId, entry.host?.name ?? entry.hostId);
  }
  return [...hosts]
    .map(([id, name]) => ({ id, name }))
    .sort((first, second) => first.name.localeCompare(second.name, 'es'));
}
