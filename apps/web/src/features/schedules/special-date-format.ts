import type { ScheduleOverride } from '@citavet/domain/schedule-overrides/schedule-override.schema';

/** 'Horas extra' or 'Horario especial', the way the screen and the agenda name the two kinds. */
export function overrideKindLabel(kind: ScheduleOverride['kind']): string {
  return kind === 'ADD' ? 'Horas extra' : 'Horario especial';
}

/** Who the entry concerns: the whole clinic or one professional. */
export function overrideWhoLabel(entry: Pick<ScheduleOverride, 'hostId' | 'host'>): string {
  return entry.hostId ? (entry.host?.name ?? 'Un profesional') : 'Toda la clínica';
}
