import { addDays, type LocalDate } from '../time/zoned-time';

// Which day's cash a payment belongs to. By default the clinic's today; once today is closed (for
// the clinic or for the person taking it), the next day, which is still open: a day cannot be
// closed before it comes. A date given on purpose (a payment recorded late) must not be in the
// future, and a closed one is refused rather than moved.

export type BusinessDateChoice =
  | { ok: true; date: LocalDate }
  | { ok: false; reason: 'IN_FUTURE' | 'CLOSED' };

export function choosePaymentDate(
  today: LocalDate,
  requested: LocalDate | null | undefined,
  isClosed: (date: LocalDate) => boolean,
): BusinessDateChoice {
  if (requested) {
    if (requested > today) return { ok: false, reason: 'IN_FUTURE' };
    return isClosed(requested) ? { ok: false, reason: 'CLOSED' } : { ok: true, date: requested };
  }
  return { ok: true, date: isClosed(today) ? addDays(today, 1) : today };
}

/** A day may be closed once it has begun (today or earlier). */
export function canCloseDay(today: LocalDate, date: LocalDate): boolean {
  return date <= today;
}
