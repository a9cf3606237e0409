import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { scheduleOf } from '../utils/agenda-test-data';
import { WeeklyView } from './weekly-view';

// Where the week's grid opens: a 24-hour clinic's week opens at the usual day, not at 00:00.

const props = {
  selectedDate: '2026-03-10',
  clock: { now: Date.parse('2026-03-20T09:00:00Z'), today: '2026-03-20', minutesOfDay: 600 },
  timeZone: 'Europe/Madrid',
  bookings: [],
  hostIds: ['host-1'],
  onSelectDate: () => undefined,
  onOpenDay: () => undefined,
  onNewAppointment: () => undefined,
  onOpenBooking: () => undefined,
} as const;

const week = (startTime: string, endTime: string) =>
  [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => scheduleOf({ hostId: 'host-1', dayOfWeek, startTime, endTime }));

describe('WeeklyView', () => {
  it("opens a 24-hour clinic's week at 08:00", () => {
    render(<WeeklyView {...props} schedules={week('00:00', '24:00')} />);
    // One pixel a minute: 08:00 is 480 px below the grid's 00:00.
    expect(screen.getByTestId('week-grid').scrollTop).toBe(480);
  });

  it("opens a usual clinic's week at its first row", () => {
    render(<WeeklyView {...props} schedules={week('09:00', '18:00')} />);
    expect(screen.getByTestId('week-grid').scrollTop).toBe(0);
  });
});
