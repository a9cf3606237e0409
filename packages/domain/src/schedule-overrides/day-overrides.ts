import type { LocalDate } from '../time/zoned-time';
import type { ScheduleOverride } from './schedule-override.schema';

// What the agenda labels on a day: the clinic's and the shown professionals'
// extra openings and changed hours. Pure: the entries as the API lists them and the day in.

export type OverrideEntry = Pick<
  ScheduleOverride,
  'id' | 'hostId' | 'host' | 'date' | 'kind' | 'startTime' | 'endTime' | 'note'
>;

export type DayOverride = OverrideEntry & { label: string };

/** 'Horas extra: 10:00–14:00', 'Horario especial: 09:00–13:00', with the professional when not clinic-wide. */
export function overrideLabel(entry: OverrideEntry): string {
  const what = entry.kind === 'ADD' ? 'Horas extra' : 'Horario especial';
  const who = entry.hostId ? ` (${entry.host?.name ?? 'un profesional'})` : '';
  return `${what}${who}: ${entry.startTime}–${entry.endTime}`;
}

/**
 * The entries of `date`, clinic-wide first, then by start. With `hostIds`, a professional's own
 * entry shows only when that professional's agenda is shown.
 */
export function overridesOnDay(
  entries: readonly OverrideEntry[],
  date: LocalDate,
  hostIds?: readonly string[],
): DayOverride[] {
  return entries
    .filter((entry) => entry.date === date)
    .filter((entry) => entry.hostId === null || !hostIds || hostIds.includes(entry.hostId))
    .sort(
      (first, second) =>
        (first.hostId === null ? 0 : 1) - (second.hostId === null ? 0 : 1) ||
        first.startTime.localeCompare(second.startTime),
    )
    .map((entry) => ({ ...entry, label: overrideLabel(entry) }));
}
