import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, instantToZonedParts, localDateToEpochDay } from '../time/zoned-time';
import { DUE_BOOKING_WINDOW_DAYS, isBookingForDue } from './due-booking';

const SET_AT = Date.parse('2026-12-01T10:00:00Z');
const base = { dueOn: '2026-12-12', reminderSetAt: SET_AT, timeZone: 'Europe/Madrid' };

describe('isBookingForDue', () => {
  it('is not stopped by a booking the pet already had, even on the due date', () => {
    const startAt = Date.parse('2026-12-12T09:00:00Z');
    expect(isBookingForDue({ ...base, startAt, bookedAt: SET_AT - 60_000 })).toBe(false);
    expect(isBookingForDue({ ...base, startAt, bookedAt: SET_AT })).toBe(true);
  });

  it('is not stopped by a booking today, before the due date, however new', () => {
    const startAt = Date.parse('2026-12-01T16:00:00Z');
    expect(isBookingForDue({ ...base, startAt, bookedAt: SET_AT + 60_000 })).toBe(false);
  });

  it('counts the clinic-local day: 23:30 in Madrid on the eve is not the due day, 00:30 is', () => {
    const eve = Date.parse('2026-12-11T22:30:00Z'); // 23:30 on the 11th in Madrid (UTC+1)
    const day = Date.parse('2026-12-11T23:30:00Z'); // 00:30 on the 12th
    expect(isBookingForDue({ ...base, startAt: eve, bookedAt: SET_AT })).toBe(false);
    expect(isBookingForDue({ ...base, startAt: day, bookedAt: SET_AT })).toBe(true);
  });

  it('agrees with a day-by-day oracle for any instant, zone and due date', () => {
    const zones = ['Europe/Madrid', 'America/Santiago', 'America/New_York', 'Pacific/Chatham', 'UTC'];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.parse('2025-01-01'), max: Date.parse('2028-01-01') }),
        fc.integer({ min: -40, max: 40 }),
        fc.constantFrom(...zones),
        fc.integer({ min: -5, max: 5 }),
        (startAt, offset, timeZone, bookedShift) => {
          const localDay = instantToZonedParts(startAt, timeZone).date;
          const dueOn = addDays(localDay, offset);
          const bookedAt = SET_AT + bookedShift * 1000;
          const daysAfterDue = localDateToEpochDay(localDay) - localDateToEpochDay(dueOn);
          const expected = bookedShift >= 0 && daysAfterDue >= 0 && daysAfterDue < DUE_BOOKING_WINDOW_DAYS;
          expect(isBookingForDue({ startAt, bookedAt, dueOn, reminderSetAt: SET_AT, timeZone })).toBe(
            expected,
          );
        },
      ),
    );
  });
});
