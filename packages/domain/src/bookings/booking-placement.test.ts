import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bufferedRange } from '../availability/buffered-range';
import type { TimeRange } from '../availability/time-range';
import {
  admitPlacement,
  type BookingChannel,
  busyWindowAround,
  checkOfferedPlacement,
  checkStaffPlacement,
  clientLockOf,
  clientPermissions,
  firstOverlapping,
  isManageLinkExpired,
  placementPrice,
  statusAfterClientMove,
} from './booking-placement';
import { BOOKING_STATUSES } from './booking-status';

const MINUTE = 60_000;
const DAY = 86_400_000;

const rangeArbitrary = fc
  .tuple(fc.integer({ min: 0, max: 2_000 }), fc.integer({ min: 1, max: 300 }))
  .map(([start, length]): TimeRange => ({ startAt: start * MINUTE, endAt: (start + length) * MINUTE }));

describe('firstOverlapping', () => {
  it('finds the earliest overlapping range, as a scan minute by minute would', () => {
    fc.assert(
      fc.property(fc.array(rangeArbitrary, { maxLength: 12 }), rangeArbitrary, (busy, range) => {
        const found = firstOverlapping(busy, range);
        // Brute force: a busy range overlaps when some whole minute lies in both.
        const sharesMinute = (each: TimeRange) => {
          for (let minute = range.startAt; minute < range.endAt; minute += MINUTE) {
            if (minute >= each.startAt && minute < each.endAt) return true;
          }
          return false;
        };
        const overlapping = busy.filter(sharesMinute);
        if (overlapping.length === 0) {
          expect(found).toBeUndefined();
          return;
        }
        expect(found).toBeDefined();
        expect(found?.startAt).toBe(Math.min(...overlapping.map((each) => each.startAt)));
        expect(sharesMinute(found as TimeRange)).toBe(true);
      }),
    );
  });

  it('treats ranges as half open: back to back is free', () => {
    expect(firstOverlapping([{ startAt: 0, endAt: 10 }], { startAt: 10, endAt: 20 })).toBeUndefined();
  });

  it('the busy window covers the range and a day either side', () => {
    fc.assert(
      fc.property(rangeArbitrary, (range) => {
        const window = busyWindowAround(range);
        expect(window.startAt).toBe(range.startAt - DAY);
        expect(window.endAt).toBe(range.endAt + DAY);
      }),
    );
  });
});

describe('admitPlacement', () => {
  const channels: BookingChannel[] = ['public', 'client', 'staff'];
  const active = { isActive: true, isBookableByClients: true };

  it('refuses an inactive service and a former member on every channel alike', () => {
    for (const channel of channels) {
      expect(admitPlacement(channel, { ...active, isActive: false }, 'ADMIN')).toEqual({
        isAdmitted: false,
        reason: 'service-inactive',
      });
      expect(admitPlacement(channel, active, null)).toEqual({ isAdmitted: false, reason: 'host-not-member' });
      expect(admitPlacement(channel, active, 'MEMBER')).toEqual({ isAdmitted: true });
    }
  });

  it('keeps services not offered online for staff', () => {
    const internalOnly = { isActive: true, isBookableByClients: false };
    expect(admitPlacement('staff', internalOnly, 'MEMBER')).toEqual({ isAdmitted: true });
    for (const channel of ['public', 'client'] as const) {
      expect(admitPlacement(channel, internalOnly, 'MEMBER')).toEqual({
        isAdmitted: false,
        reason: 'service-not-bookable',
      });
    }
  });
});

describe('placementPrice', () => {
  it('takes the range price over the service price', () => {
    expect(placementPrice({ price: '30.00' }, { customPrice: '45.00' })).toBe('45.00');
    expect(placementPrice({ price: '30.00' }, { customPrice: null })).toBe('30.00');
    expect(placementPrice({ price: '30.00' }, undefined)).toBe('30.00');
  });
});

describe('checkOfferedPlacement', () => {
  // Monday 2026-03-02 in Madrid (UTC+1): a 09:00-12:00 range, 30-minute service.
  const base = {
    timeZone: 'Europe/Madrid',
    service: { id: 'service', duration: 30, minAdvanceBooking: 0, maxAdvanceBooking: null },
    schedules: [{ id: 'morning', dayOfWeek: 1, startTime: '09:00', endTime: '12:00', isActive: true }],
    scheduleId: null,
    disabledDates: [],
    busy: [],
    now: Date.parse('2026-03-01T00:00:00Z'),
  };
  const nineThirty = {
    startAt: Date.parse('2026-03-02T08:30:00Z'),
    endAt: Date.parse('2026-03-02T09:00:00Z'),
  };

  it('places an offered slot in its range', () => {
    expect(checkOfferedPlacement({ ...base, range: nineThirty })).toEqual({
      isPlaced: true,
      scheduleId: 'morning',
    });
  });

  it('refuses a time off the grid, a taken time and a disabled day, in that order of reasons', () => {
    const offGrid = { startAt: nineThirty.startAt + 10 * MINUTE, endAt: nineThirty.endAt + 10 * MINUTE };
    expect(checkOfferedPlacement({ ...base, range: offGrid })).toEqual({
      isPlaced: false,
      reason: 'not-offered',
    });
    const taken = { startAt: nineThirty.startAt - 15 * MINUTE, endAt: nineThirty.startAt + 15 * MINUTE };
    expect(checkOfferedPlacement({ ...base, range: nineThirty, busy: [taken] })).toEqual({
      isPlaced: false,
      reason: 'overlap',
      conflicting: taken,
    });
    const holiday = {
      isAllDay: true,
      startDay: '2026-03-02',
      endDay: '2026-03-02',
      startAt: null,
      endAt: null,
    };
    expect(
      checkOfferedPlacement({ ...base, range: nineThirty, busy: [taken], disabledDates: [holiday] }),
    ).toEqual({ isPlaced: false, reason: 'date-disabled' });
  });
});

describe('checkOfferedPlacement with the busy time around the booking only', () => {
  // A Monday 2026-03-02 in Madrid with two ranges, a service whose step, buffers and length vary,
  // and bookings anywhere in the three days around: what the public read once returned whole.
  const monday = Date.parse('2026-03-01T23:00:00Z');
  const serviceArbitrary = fc.record({
    duration: fc.constantFrom(15, 30, 45, 60),
    slotStep: fc.constantFrom(null, 15, 30),
    bufferBefore: fc.constantFrom(0, 10, 30),
    bufferAfter: fc.constantFrom(0, 5, 30),
  });
  const busyArbitrary = fc.array(
    fc.tuple(fc.integer({ min: -24 * 4, max: 48 * 4 }), fc.integer({ min: 1, max: 12 })).map(
      ([quarter, quarters]): TimeRange => ({
        startAt: monday + quarter * 15 * MINUTE,
        endAt: monday + (quarter + quarters) * 15 * MINUTE,
      }),
    ),
    { maxLength: 25 },
  );

  it('places or refuses as with the whole three days, for the same reason', () => {
    fc.assert(
      fc.property(
        serviceArbitrary,
        busyArbitrary,
        fc.integer({ min: 7 * 4, max: 19 * 4 }),
        (service, busy, quarter) => {
          const range = {
            startAt: monday + quarter * 15 * MINUTE,
            endAt: monday + quarter * 15 * MINUTE + service.duration * MINUTE,
          };
          const input = {
            timeZone: 'Europe/Madrid',
            service: { id: 'service', minAdvanceBooking: 0, maxAdvanceBooking: null, ...service },
            schedules: [
              { id: 'morning', dayOfWeek: 1, startTime: '09:00', endTime: '13:00', isActive: true },
              { id: 'evening', dayOfWeek: 1, startTime: '16:00', endTime: '20:00', isActive: true },
            ],
            scheduleId: null,
            disabledDates: [],
            range,
            busy,
            now: Date.parse('2026-02-20T00:00:00Z'),
          };
          // The oracle is the check on every booking of the three days; the read keeps only those
          // overlapping the booking widened by the service's buffers.
          const widened = bufferedRange(range, service);
          const around = busy.filter((each) => each.startAt < widened.endAt && each.endAt > widened.startAt);
          expect(checkOfferedPlacement({ ...input, busy: around })).toEqual(checkOfferedPlacement(input));
        },
      ),
    );
  });
});

describe('closures of some services and yearly closures in the placement checks', () => {
  // Monday 2026-03-02 in Madrid: a 09:00-12:00 range of the service 'consulta'.
  const base = {
    timeZone: 'Europe/Madrid',
    service: { id: 'consulta', duration: 30, minAdvanceBooking: 0, maxAdvanceBooking: null },
    schedules: [{ id: 'morning', dayOfWeek: 1, startTime: '09:00', endTime: '12:00', isActive: true }],
    scheduleId: null,
    busy: [],
    now: Date.parse('2025-01-01T00:00:00Z'),
  };
  const nineThirty = {
    startAt: Date.parse('2026-03-02T08:30:00Z'),
    endAt: Date.parse('2026-03-02T09:00:00Z'),
  };
  const day = { isAllDay: true, startDay: '2026-03-02', endDay: '2026-03-02', startAt: null, endAt: null };

  it('a closure of another service does not stand in the way; one of this service does', () => {
    const ofEmergencies = { ...day, serviceIds: ['urgencias'] };
    expect(checkOfferedPlacement({ ...base, range: nineThirty, disabledDates: [ofEmergencies] })).toEqual({
      isPlaced: true,
      scheduleId: 'morning',
    });
    const ofConsultations = { ...day, serviceIds: ['consulta', 'urgencias'] };
    expect(checkOfferedPlacement({ ...base, range: nineThirty, disabledDates: [ofConsultations] })).toEqual({
      isPlaced: false,
      reason: 'date-disabled',
    });
    const staff = {
      timeZone: 'Europe/Madrid',
      range: nineThirty,
      schedules: base.schedules,
      preferredScheduleId: null,
      busy: [],
      isOutsideScheduleConfirmed: false,
      serviceId: 'consulta',
    };
    expect(checkStaffPlacement({ ...staff, disabledDates: [ofEmergencies] })).toMatchObject({
      isPlaced: true,
    });
    expect(checkStaffPlacement({ ...staff, disabledDates: [ofConsultations] })).toMatchObject({
      isPlaced: false,
      why: 'date-disabled',
    });
  });

  it("a yearly closure of a past year closes this year's date", () => {
    const lastYear = { ...day, startDay: '2025-03-02', endDay: '2025-03-02', isRecurring: true };
    expect(checkOfferedPlacement({ ...base, range: nineThirty, disabledDates: [lastYear] })).toEqual({
      isPlaced: false,
      reason: 'date-disabled',
    });
    const once = { ...lastYear, isRecurring: false };
    expect(checkOfferedPlacement({ ...base, range: nineThirty, disabledDates: [once] })).toMatchObject({
      isPlaced: true,
    });
  });
});

describe('checkStaffPlacement (decision 055)', () => {
  // Monday 2026-03-02 in UTC: a 09:00-12:00 range; Sunday has no range; Wednesday 4th is a holiday.
  const monday = Date.parse('2026-03-02T00:00:00Z');
  const morning = { id: 'morning', dayOfWeek: 1, startTime: '09:00', endTime: '12:00', isActive: true };
  const schedules = [morning];
  const holiday = {
    isAllDay: true,
    startDay: '2026-03-04',
    endDay: '2026-03-04',
    startAt: null,
    endAt: null,
  };
  const base = {
    timeZone: 'UTC',
    schedules,
    preferredScheduleId: null,
    disabledDates: [holiday],
    busy: [],
    isOutsideScheduleConfirmed: false,
  };
  const at = (day: number, minutes: number, length = 30): TimeRange => ({
    startAt: monday + day * DAY + minutes * MINUTE,
    endAt: monday + day * DAY + (minutes + length) * MINUTE,
  });

  it('places any start inside a range, off the grid too', () => {
    expect(checkStaffPlacement({ ...base, range: at(0, 9 * 60 + 10) })).toEqual({
      isPlaced: true,
      scheduleId: 'morning',
      isOutsideSchedule: false,
    });
  });

  it('asks to confirm a time outside the ranges, on a day without ranges and on a disabled day', () => {
    const refused = (range: TimeRange) => checkStaffPlacement({ ...base, range });
    expect(refused(at(0, 22 * 60))).toEqual({
      isPlaced: false,
      reason: 'outside-schedule',
      why: 'outside-ranges',
    });
    expect(refused(at(6, 10 * 60))).toEqual({
      isPlaced: false,
      reason: 'outside-schedule',
      why: 'no-schedule-that-day',
    });
    const wednesdaySchedules = [...schedules, { ...morning, id: 'wednesday', dayOfWeek: 3 }];
    expect(checkStaffPlacement({ ...base, schedules: wednesdaySchedules, range: at(2, 10 * 60) })).toEqual({
      isPlaced: false,
      reason: 'outside-schedule',
      why: 'date-disabled',
    });
  });

  it('places a confirmed emergency outside the schedule in no range, but never over another booking', () => {
    const sundayNight = at(6, 22 * 60);
    expect(checkStaffPlacement({ ...base, range: sundayNight, isOutsideScheduleConfirmed: true })).toEqual({
      isPlaced: true,
      scheduleId: null,
      isOutsideSchedule: true,
    });
    const taken = at(6, 22 * 60 + 15);
    expect(
      checkStaffPlacement({ ...base, range: sundayNight, busy: [taken], isOutsideScheduleConfirmed: true }),
    ).toEqual({ isPlaced: false, reason: 'overlap', conflicting: taken });
  });

  it('refuses a host with no active range for the service, even a confirmed emergency', () => {
    const inactive = [{ ...morning, isActive: false }];
    expect(
      checkStaffPlacement({
        ...base,
        schedules: inactive,
        range: at(0, 600),
        isOutsideScheduleConfirmed: true,
      }),
    ).toEqual({ isPlaced: false, reason: 'no-active-schedule' });
  });

  it('agrees with a minute-by-minute oracle for every time, busy set and confirmation', () => {
    const minuteRange = fc
      .tuple(fc.integer({ min: 0, max: 7 * 24 * 4 - 1 }), fc.integer({ min: 1, max: 16 }))
      .map(([quarter, length]) => ({
        startAt: monday + quarter * 15 * MINUTE,
        endAt: monday + (quarter + length) * 15 * MINUTE,
      }));
    fc.assert(
      fc.property(
        minuteRange,
        fc.array(minuteRange, { maxLength: 4 }),
        fc.boolean(),
        (range, busy, isConfirmed) => {
          const placement = checkStaffPlacement({
            ...base,
            range,
            busy,
            isOutsideScheduleConfirmed: isConfirmed,
          });
          const minutes: number[] = [];
          for (let minute = range.startAt; minute < range.endAt; minute += MINUTE) minutes.push(minute);
          const isTaken = minutes.some((minute) =>
            busy.some((each) => minute >= each.startAt && minute < each.endAt),
          );
          // Inside: every minute on Monday 09:00-12:00, none on the holiday (a Wednesday anyway).
          const isInside = minutes.every((minute) => {
            const offset = minute - monday;
            return offset >= 9 * 60 * MINUTE && offset < 12 * 60 * MINUTE;
          });
          if (isTaken) expect(placement).toMatchObject({ isPlaced: false, reason: 'overlap' });
          else if (isInside)
            expect(placement).toEqual({ isPlaced: true, scheduleId: 'morning', isOutsideSchedule: false });
          else if (isConfirmed)
            expect(placement).toEqual({ isPlaced: true, scheduleId: null, isOutsideSchedule: true });
          else expect(placement).toMatchObject({ isPlaced: false, reason: 'outside-schedule' });
        },
      ),
    );
  });
});

describe('client permissions', () => {
  const now = Date.parse('2026-03-01T10:00:00Z');
  const facts = {
    status: 'CONFIRMED',
    startAt: now + DAY,
    allowCancellation: true,
    allowRescheduling: true,
    serviceId: 'service',
  };

  it('opens both actions only on a future booking holding its time, as the service allows', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BOOKING_STATUSES),
        fc.integer({ min: -3 * DAY, max: 3 * DAY }),
        fc.constantFrom(true, false, null),
        fc.constantFrom(true, false, null),
        fc.constantFrom('service', null),
        (status, offset, allowCancellation, allowRescheduling, serviceId) => {
          const booking = { status, startAt: now + offset, allowCancellation, allowRescheduling, serviceId };
          const permissions = clientPermissions(booking, now);
          const isOpen = (status === 'PENDING' || status === 'CONFIRMED') && offset > 0;
          expect(permissions.canCancel).toBe(isOpen && allowCancellation === true);
          expect(permissions.canReschedule).toBe(isOpen && allowRescheduling === true && serviceId !== null);
          if (!isOpen) expect(clientLockOf(booking, now)).not.toBe('clinic-policy');
          if (status === 'CHECKED_IN' || status === 'IN_CONSULTATION') {
            expect(clientLockOf(booking, now)).toBe('started');
          }
        },
      ),
    );
  });

  it('names why a booking is locked', () => {
    expect(clientLockOf({ ...facts, status: 'CANCELLED' }, now)).toBe('cancelled');
    expect(clientLockOf({ ...facts, status: 'COMPLETED' }, now)).toBe('completed');
    expect(clientLockOf({ ...facts, status: 'NO_SHOW' }, now)).toBe('started');
    expect(clientLockOf({ ...facts, startAt: now }, now)).toBe('started');
    expect(clientLockOf(facts, now)).toBe('clinic-policy');
  });
});

describe('isManageLinkExpired', () => {
  const now = Date.parse('2026-06-01T00:00:00Z');

  it('expires 30 days after the appointment ended, or after the cancellation', () => {
    const ended = (days: number) => now - days * DAY;
    expect(isManageLinkExpired({ status: 'COMPLETED', endAt: ended(30), cancelledAt: null }, now)).toBe(
      false,
    );
    expect(isManageLinkExpired({ status: 'COMPLETED', endAt: ended(30) - 1, cancelledAt: null }, now)).toBe(
      true,
    );
    expect(isManageLinkExpired({ status: 'CONFIRMED', endAt: now + DAY, cancelledAt: null }, now)).toBe(
      false,
    );
    expect(
      isManageLinkExpired({ status: 'CANCELLED', endAt: now + 90 * DAY, cancelledAt: ended(31) }, now),
    ).toBe(true);
    expect(isManageLinkExpired({ status: 'CANCELLED', endAt: now + DAY, cancelledAt: ended(2) }, now)).toBe(
      false,
    );
  });
});

describe('statusAfterClientMove', () => {
  it('makes every movable booking of a service that requires approval a request, and keeps any other', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('PENDING' as const, 'CONFIRMED' as const),
        fc.boolean(),
        (status, requiresApproval) => {
          const moved = statusAfterClientMove(status, { requiresApproval });
          // Brute force: what a new booking of the service would be, when it needs the clinic's word.
          expect(moved).toBe(requiresApproval ? 'PENDING' : status);
          // Only a booking clientPermissions lets the client move reaches here; it stays upcoming.
          expect(BOOKING_STATUSES).toContain(moved);
        },
      ),
    );
  });
});
