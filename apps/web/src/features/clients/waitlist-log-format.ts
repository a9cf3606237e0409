import type {
  WaitlistLogEntry,
  WaitlistLogState,
} from '@citavet/domain/communications/communication-log.schema';
import { addDays, instantToZonedParts } from '@citavet/domain/time/zoned-time';
import type { BadgeTone } from '@/components/ui/badge';
import { formatDayAndMonth, formatShortWeekday } from '@/lib/format-local-date';

// How the client's log words a waitlist request, in the clinic's zone, with the staff screen's states.

/** '2 mar, 09:00' in the clinic's zone. */
export function shortInstant(value: string, timeZone: string): string {
  const { date, time } = instantToZonedParts(Date.parse(value), timeZone);
  return `${formatDayAndMonth(date)}, ${time}`;
}

/** A request ending at midnight ends with its last day ('24:00'): '30 nov, fin del día', not '1 dic, 00:00'. */
function untilLabel(value: string, timeZone: string): string {
  const { date, time } = instantToZonedParts(Date.parse(value), timeZone);
  return time === '00:00'
    ? `${formatDayAndMonth(addDays(date, -1))}, fin del día`
    : shortInstant(value, timeZone);
}

/**
 * 'Esperando hasta el 2 mar, 14:00', 'Oferta enviada hasta las 09:30', 'Reservó el …', 'Salió de
 * la lista el …', 'Retirada por la clínica el …', 'Caducada el …'; the bare state when no time is kept.
 */
export function waitlistStateText(
  entry: Pick<WaitlistLogEntry, 'state' | 'stateLabel' | 'stateAt'>,
  timeZone: string,
) {
  if (!entry.stateAt) return entry.stateLabel;
  if (entry.state === 'offered') {
    return `${entry.stateLabel} hasta las ${instantToZonedParts(Date.parse(entry.stateAt), timeZone).time}`;
  }
  if (entry.state === 'waiting') return `${entry.stateLabel} hasta el ${untilLabel(entry.stateAt, timeZone)}`;
  const connector = 'el';
  return `${entry.stateLabel} ${connector} ${shortInstant(entry.stateAt, timeZone)}`;
}

export const WAITLIST_STATE_TONES: Readonly<Record<WaitlistLogState, BadgeTone>> = {
  waiting: 'info',
  offered: 'warning',
  booked: 'success',
  left: 'neutral',
  removed: 'neutral',
  expired: 'neutral',
};

const WINDOWS_SHOWN = 2;

/** 'Lun 2 mar, 10:00–14:00; Mar 3 mar, 09:00–fin del día y 2 más': the days they asked for, short. */
export function windowsSummary(windows: WaitlistLogEntry['windows']): string {
  const shown = windows.slice(0, WINDOWS_SHOWN).map((window) => {
    const to = window.to === '24:00' ? 'fin del día' : window.to;
    return `${formatShortWeekday(window.date)} ${formatDayAndMonth(window.date)}, ${window.from}–${to}`;
  });
  const rest = windows.length - shown.length;
  return rest > 0 ? `${shown.join('; ')} y ${rest} más` : shown.join('; ');
}
