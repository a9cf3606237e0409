import { parseWallTime } from '../time/zoned-time';
import { type AppointmentClock, DEFAULT_APPOINTMENT_START } from './appointment-form.schema';

// The new-appointment modal opens on the professional's next free slot, not on
// 09:00 of a day whose morning is over. Pure: the slots (the availability API's) and the space's
// clock in, a date and start out.

const QUARTER_HOUR = 15;
const LAST_QUARTER = 23 * 60 + 45;

export type FreeSlotCandidate = { date: string; startTime: string; available: boolean };

const wallTimeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The default start: today, the first free slot from now on, on a later day if today has none left;
 * on a later day the user picked, the first free slot of that day (the day stays theirs). Without
 * one, the next round quarter hour today (the day's last quarter at most), or 09:00 on a later day.
 */
export function defaultAppointmentStart(input: {
  date: string;
  clock: AppointmentClock;
  slots: readonly FreeSlotCandidate[];
}): { date: string; startTime: string } {
  const { date, clock } = input;
  const isToday = date === clock.today;
  const fromMinutes = isToday ? clock.minutesOfDay : 0;
  const free = input.slots
    .filter(
      (slot) =>
        slot.available &&
        ((isToday && slot.date > date) ||
          (slot.date === date && parseWallTime(slot.startTime) >= fromMinutes)),
    )
    .sort((first, second) =>
      first.date === second.date
        ? parseWallTime(first.startTime) - parseWallTime(second.startTime)
        : first.date < second.date
          ? -1
          : 1,
    );
  const [first] = free;
  if (first) return { date: first.date, startTime: first.startTime };
  if (!isToday) return { date, startTime: DEFAULT_APPOINTMENT_START };
  const nextQuarter = Math.ceil(fromMinutes / QUARTER_HOUR) * QUARTER_HOUR;
  return { date, startTime: wallTimeOf(Math.min(nextQuarter, LAST_QUARTER)) };
}
