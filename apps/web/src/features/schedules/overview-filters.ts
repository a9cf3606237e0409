import type { SpaceSchedule } from '@citavet/domain/schedules/schedule.schema';

export interface NamedOption {
  id: string;
  name: string;
}

/** Case- and accent-insensitive, so "cirugia" finds "Cirugía". */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('es-ES')
    .trim();
}

function uniqueSorted(entries: NamedOption[]): NamedOption[] {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  return [...byId.values()].sort((first, second) => first.name.localeCompare(second.name, 'es'));
}

export function hostsOf(schedules: SpaceSchedule[]): NamedOption[] {
  return uniqueSorted(schedules.map((schedule) => ({ id: schedule.hostId, name: schedule.host.name })));
}

export function servicesOf(schedules: SpaceSchedule[]): NamedOption[] {
  return uniqueSorted(schedules.map((schedule) => ({ id: schedule.serviceId, name: schedule.serviceName })));
}

export function filterSchedules(
  schedules: SpaceSchedule[],
  { search, hostId }: { search: string; hostId: string },
): SpaceSchedule[] {
  const query = normalizeForSearch(search);
  return schedules.filter((schedule) => {
    if (hostId && schedule.hostId !== hostId) return false;
    if (!query) return true;
    return (
      normalizeForSearch(schedule.serviceName).includes(query) ||
      normalizeForSearch(schedule.host.name).includes(query)
    );
  });
}
