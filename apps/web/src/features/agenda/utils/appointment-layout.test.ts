import type { Booking } from '@citavet/domain/bookings/booking.schema';
import { describe, expect, it } from 'vitest';
import { hiddenSlotStarts, layoutDayBookings } from './appointment-layout';

function booking(id: string, start: string, end: string): Booking {
  return {
    id,
    spaceId: 'space-1',
    // Madrid is UTC+1 in March: 09:00 local is 08:00Z.
    startTime: `2026-03-10T${start}:00.000Z`,
    endTime: `2026-03-10T${end}:00.000Z`,
    status: 'CONFIRMED',
    notes: null,
    createdAt: '2026-03-01T09:00:00.000Z',
    cancellationReason: null,
    clientConfirmedAt: null,
    checkedInAt: null,
    consultationStartedAt: null,
    isReturningClient: false,
    pet: null,
    reason: null,
    client: { id: null, name: id, email: null, phone: null, avatar: null },
    service: {
      id: 'service-1',
      name: 'Consulta',
      description: null,
      duration: 30,
      price: 35,
      currency: 'EUR',
    },
    host: { id: 'host-1', name: 'Laura', email: 'laura@clinica.test', avatar: null },
    serviceSchedule: null,
    isOutsideSchedule: false,
    timeZone: 'Europe/Madrid',
  };
}

describe('layoutDayBookings', () => {
  it('puts overlapping bookings side by side and lets separate ones take the whole width', () => {
    const placed = layoutDayBookings(
      [
        booking('a', '08:00', '09:00'),
        booking('b', '08:00', '08:30'),
        booking('c', '08:30', '09:00'),
        booking('d', '10:00', '10:30'),
      ],
      'Europe/Madrid',
    );
    const byId = Object.fromEntries(placed.map((item) => [item.booking.id, item]));
    expect(byId.a).toMatchObject({ startMinutes: 9 * 60, endMinutes: 10 * 60, column: 0, columnCount: 2 });
    expect(byId.b).toMatchObject({ column: 1, columnCount: 2 });
    // 'c' starts when 'b' ends: it reuses b's column.
    expect(byId.c).toMatchObject({ column: 1, columnCount: 2 });
    expect(byId.d).toMatchObject({ column: 0, columnCount: 1 });
  });
});

describe('hiddenSlotStarts', () => {
  const slots = [660, 690, 720, 750, 780];
  const hiddenAt = (bookings: Booking[], pixelsPerMinute: number) =>
    [...hiddenSlotStarts(layoutDayBookings(bookings, 'Europe/Madrid'), slots, 30, pixelsPerMinute)].sort();

  it('hides the slots a booking covers, and keeps those it leaves a usable target of', () => {
    // 12:00–13:00 local: the 12:00 and 12:30 slots are under it; 11:30 and 13:00 are free.
    expect(hiddenAt([booking('a', '11:00', '12:00')], 1)).toEqual([720, 750]);
    // 12:10–12:30: 12:00 keeps 10 minutes visible: 10 px at 1 px a minute (too small), 30 px at 3.
    expect(hiddenAt([booking('b', '11:10', '11:30')], 1)).toEqual([720]);
    expect(hiddenAt([booking('b', '11:10', '11:30')], 3)).toEqual([]);
  });

  it('hides a slot when side-by-side bookings fill every column, not when one column is free', () => {
    const both = [booking('a', '11:00', '11:30'), booking('b', '11:00', '11:30')];
    expect(hiddenAt(both, 2)).toEqual([720]);
    // The second column is busy 12:20–12:40 only: 20 minutes of each slot stay free, 40 px.
    const staggered = [booking('a', '11:00', '12:00'), booking('c', '11:20', '11:40')];
    expect(hiddenAt(staggered, 2)).toEqual([]);
  });
});
