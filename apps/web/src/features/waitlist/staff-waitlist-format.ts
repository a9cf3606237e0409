import { instantToZonedParts } from '@citavet/domain/time/zoned-time';
import {
  type StaffWaitlistEntry,
  WAITLIST_STATUS_LABELS,
} from '@citavet/domain/waitlist/waitlist-staff.schema';
import type { BadgeTone } from '@/components/ui/badge';
import { formatDayAndMonth, formatShortWeekday } from '@/lib/format-local-date';
import { formatTime } from '@/lib/formatters';

// How the staff's waitlist screen words a request, in the clinic's zone.

/** 'Esperando', 'Oferta enviada hasta las 11:30', 'Reservó', 'Salió de la lista', 'Caducada'. */
export function statusLabel(entry: Pick<StaffWaitlistEntry, 'status' | 'offer'>, timeZone: string): string {
  if (entry.status === 'OFFERED' && entry.offer) {
    return `Oferta enviada hasta las ${formatTime(entry.offer.holdUntil, timeZone)}`;
  }
  return WAITLIST_STATUS_LABELS[entry.status];
}

export const STATUS_TONES: Readonly<Record<StaffWaitlistEntry['status'], BadgeTone>> = {
  WAITING: 'info',
  OFFERED: 'warning',
  BOOKED: 'success',
  LEFT: 'neutral',
  EXPIRED: 'neutral',
};

/** 'Lun 2 mar, 10:00–14:00' ('24:00' reads as the day's end). */
export function windowLabel(window: StaffWaitlistEntry['windows'][number]): string {
  const to = window.to === '24:00' ? 'fin del día' : window.to;
  return `${formatShortWeekday(window.date)} ${formatDayAndMonth(window.date)}, ${window.from}–${to}`;
}

/** '2 mar, 09:00' in the clinic's zone. */
export function instantLabel(value: string, timeZone: string): string {
  const { date, time } = instantToZonedParts(Date.parse(value), timeZone);
  return `${formatDayAndMonth(date)}, ${time}`;
}

/** The first day a request can do from `today` on: where the offer's slot search starts. */
export function firstUsefulDate(entry: Pick<StaffWaitlistEntry, 'windows'>, today: string): string {
  const ahead = entry.windows
    .map((window) => window.date)
    .filter((date) => date >= today)
    .sort();
  return ahead[0] ?? today;
}
