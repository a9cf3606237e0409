import { describe, expect, it } from 'vitest';
import { bookingOf } from './agenda-test-data';
import { dayBookings } from './day-bookings';

describe('dayBookings', () => {
  const late = bookingOf('late', '2026-03-10T15:00:00.000Z', 'CONFIRMED', 'Consulta', 30);
  const early = bookingOf('early', '2026-03-10T08:00:00.000Z', 'CANCELLED', 'Consulta', 30);
  // 23:30 in UTC is already the 11th in Madrid: it belongs to the next day there.
  const nextDay = bookingOf('next', '2026-03-10T23:30:00.000Z', 'CONFIRMED', 'Consulta', 30);

  it("keeps the day's appointments in the space's zone, earliest first", () => {
    const { all } = dayBookings([late, nextDay, early], 'Europe/Madrid', '2026-03-10');
    expect(all.map((booking) => booking.id)).toEqual(['early', 'late']);
  });

  it('leaves cancelled appointments off the programme and says there were some', () => {
    const day = dayBookings([late, early], 'Europe/Madrid', '2026-03-10');
    expect(day.scheduled.map((booking) => booking.id)).toEqual(['late']);
    expect(day.hasCancelled).toBe(true);
    expect(dayBookings([late], 'Europe/Madrid', '2026-03-10').hasCancelled).toBe(false);
  });
});
