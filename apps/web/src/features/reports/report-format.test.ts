import { BOOKING_STATUS_LABELS } from '@citavet/domain/bookings/booking-status';
import { describe, expect, it } from 'vitest';
import { statusColour, statusLabel } from './report-format';

describe('booking statuses in the reports', () => {
  it('name a no-show as the agenda does, in the agenda’s coral', () => {
    expect(statusLabel('NO_SHOW')).toBe('No asistió');
    expect(statusLabel('NO_SHOW')).toBe(BOOKING_STATUS_LABELS.NO_SHOW);
    expect(statusColour('NO_SHOW')).toBe('#c2412f');
  });
});
