import { MILLISECONDS_PER_HOUR } from '../time/civil-calendar';
import { addDays, instantToZonedParts, startOfLocalDay } from '../time/zoned-time';
import type { Slot, SlotService } from './compute-slots';

export type SlotsExpiryInput = {
  /** What computeSlots answered at `now` (in any order). */
  slots: readonly Slot[];
  service: Pick<SlotService, 'minAdvanceBooking'>;
  timeZone: string;
  now: number;
};

/**
 * The first instant at which the same question, asked later, may get a different answer from
 * computeSlots when nothing else changes. Time only removes slots one by one — the earliest offered
 * slot is the first to fall inside the minimum notice — until the space's day turns: then "today",
 * the maximum-advance horizon and every label counting days from today move at once. An answer
 * computed at `now` can therefore be reused for every instant in [now, expiry).
 */
export function slotsExpiry({ slots, service, timeZone, now }: SlotsExpiryInput): number {
  const today = instantToZonedParts(now, timeZone).date;
  let expiry = startOfLocalDay(addDays(today, 1), timeZone);
  const notice = service.minAdvanceBooking * MILLISECONDS_PER_HOUR;
  for (const slot of slots) {
    // Offered while startAt >= now + notice, so it goes one millisecond after startAt - notice.
    expiry = Math.min(expiry, slot.startAt - notice + 1);
  }
  return expiry;
}
