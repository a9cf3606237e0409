import type { Slot } from '../availability/compute-slots';
import { instantToZonedParts, localDateToEpochDay } from '../time/zoned-time';
import { weekdayLabel } from './opening-hours';
import type { PublicSlot } from './public-space.schema';

// A slot of the engine as the public page reads it: the space's wall times and day, the instants,
// and the labels the page builds 'Hoy' / 'Mañana' / weekday names from.

/** The space's "today", 'YYYY-MM-DD'. */
export function todayIn(timeZone: string, now: number): string {
  return instantToZonedParts(now, timeZone).date;
}

/** `price`: what booking this slot costs, the placement price of its schedule range. */
export function toPublicSlot(
  slot: Slot,
  today: string,
  price: number,
  daysFromNow = localDateToEpochDay(slot.date) - localDateToEpochDay(today),
): PublicSlot {
  return {
    date: slot.date,
    startTime: slot.startTime,
    endTime: slot.endTime,
    startAt: new Date(slot.startAt).toISOString(),
    endAt: new Date(slot.endAt).toISOString(),
    available: true,
    scheduleId: slot.scheduleId,
    price,
    daysFromNow,
    dayName: weekdayLabel(slot.dayOfWeek),
  };
}

/**
 * One slot per distinct time, keeping the engine's order: two schedules covering the same time offer
 * it twice, and a client picks a time, not a schedule.
 */
export function distinctSlots(slots: readonly Slot[]): Slot[] {
  const seen = new Set<string>();
  return slots.filter((slot) => {
    const key = `${slot.startAt}/${slot.endAt}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
