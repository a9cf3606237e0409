import { describe, expect, it } from 'vitest';
import {
  type AgendaBooking,
  countBookedOn,
  countByStatus,
  dailySlotCapacity,
  monthRevenue,
  occupancyPercent,
  summarizeMonth,
  topServices,
} from './agenda-summary';
import type { BookingStatus } from './booking-status';

const booking = (
  startTime: string,
  status: BookingStatus,
  name = 'Consulta',
  price = 10.1,
): AgendaBooking => ({
  startTime,
  status,
  service: { id: `service-${name}`, name, price },
});

describe('month summary', () => {
  const bookings = [
    booking('2026-03-02T09:00:00.000Z', 'CONFIRMED'),
    booking('2026-03-03T09:00:00.000Z', 'COMPLETED', 'Vacunación', 20.2),
    booking('2026-03-04T09:00:00.000Z', 'PENDING', 'Vacunación', 20.2),
    booking('2026-03-05T09:00:00.000Z', 'CANCELLED', 'Cirugía', 300),
    // 2026-03-31T23:30Z is already April 1st in Madrid.
    booking('2026-03-31T23:30:00.000Z', 'CONFIRMED', 'Cirugía', 300),
  ];

  it('sums the price of COMPLETED bookings of the local month, exactly (the reports’ definition)', () => {
    expect(monthRevenue(bookings, '2026-03', 'Europe/Madrid')).toBe(20.2);
    expect(monthRevenue(bookings, '2026-04', 'Europe/Madrid')).toBe(0);
    const done = bookings.map((item) =>
      item.status === 'CONFIRMED' ? { ...item, status: 'COMPLETED' as const } : item,
    );
    expect(monthRevenue(done, '2026-03', 'UTC')).toBe(330.3);
  });

  it('counts by status and ranks the top services without cancelled ones', () => {
    expect(countByStatus(bookings)).toEqual({
      PENDING: 1,
      CONFIRMED: 2,
      CHECKED_IN: 0,
      IN_CONSULTATION: 0,
      COMPLETED: 1,
      NO_SHOW: 0,
      CANCELLED: 1,
      total: 5,
    });
    expect(topServices(bookings)).toEqual([
      { serviceId: 'service-Vacunación', name: 'Vacunación', count: 2 },
      { serviceId: 'service-Cirugía', name: 'Cirugía', count: 1 },
      { serviceId: 'service-Consulta', name: 'Consulta', count: 1 },
    ]);
    const many = Array.from({ length: 8 }, (_, index) =>
      booking('2026-03-02T09:00:00.000Z', 'CONFIRMED', `S${index}`),
    );
    expect(topServices(many)).toHaveLength(5);
  });

  it('summarizes one month', () => {
    expect(summarizeMonth(bookings, '2026-03', 'Europe/Madrid')).toMatchObject({
      counts: { total: 4, CONFIRMED: 1 },
      revenue: 20.2,
    });
  });
});

describe('occupancy', () => {
  const schedules = [{ id: 's1', dayOfWeek: 2, startTime: '09:00', endTime: '11:00', isActive: true }];
  const service = { id: 'svc', duration: 30, minAdvanceBooking: 48, maxAdvanceBooking: 1 };

  it('counts the slots the day schedules offer, ignoring notice and counting a shared time once', () => {
    const offerings = [
      { hostId: 'h1', service, schedules },
      { hostId: 'h1', service: { ...service, id: 'other' }, schedules },
      { hostId: 'h2', service, schedules },
    ];
    expect(dailySlotCapacity({ timeZone: 'Europe/Madrid', date: '2026-03-10', offerings })).toBe(8);
    expect(dailySlotCapacity({ timeZone: 'Europe/Madrid', date: '2026-03-11', offerings })).toBe(0);
  });

  it('is bookings over offered slots, in whole percent, capped at 100', () => {
    expect(occupancyPercent(1, 4)).toBe(25);
    expect(occupancyPercent(1, 3)).toBe(33);
    expect(occupancyPercent(6, 4)).toBe(100);
    expect(occupancyPercent(0, 0)).toBe(0);
    expect(occupancyPercent(2, 0)).toBe(100);
  });

  it('counts the non-cancelled bookings of a local day', () => {
    const day = [
      booking('2026-03-10T08:00:00.000Z', 'CONFIRMED'),
      booking('2026-03-10T09:00:00.000Z', 'CANCELLED'),
      booking('2026-03-10T23:30:00.000Z', 'PENDING'),
    ];
    expect(countBookedOn(day, '2026-03-10', 'Europe/Madrid')).toBe(1);
    expect(countBookedOn(day, '2026-03-11', 'Europe/Madrid')).toBe(1);
  });
});
