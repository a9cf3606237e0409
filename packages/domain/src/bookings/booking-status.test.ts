import { describe, expect, it } from 'vitest';
import {
  BOOKING_STATUSES,
  bookingStatusLabel,
  canChangeBookingStatus,
  initialBookingStatus,
  isHoldingTime,
  nextBookingStatuses,
  statusTransitionMessage,
} from './booking-status';

describe('booking status transitions', () => {
  it.each([
    ['PENDING', 'CONFIRMED', true],
    ['PENDING', 'CANCELLED', true],
    ['PENDING', 'COMPLETED', false],
    ['CONFIRMED', 'COMPLETED', true],
    ['CONFIRMED', 'CANCELLED', true],
    ['CONFIRMED', 'PENDING', false],
    ['COMPLETED', 'CANCELLED', false],
    ['COMPLETED', 'CONFIRMED', false],
    ['CANCELLED', 'CONFIRMED', false],
    ['CANCELLED', 'PENDING', false],
    ['CANCELLED', 'COMPLETED', false],
  ] as const)('%s → %s allowed: %s', (from, to, isAllowed) => {
    expect(canChangeBookingStatus(from, to)).toBe(isAllowed);
  });

  it('never allows staying in the same status or leaving a final one', () => {
    for (const status of BOOKING_STATUSES) expect(canChangeBookingStatus(status, status)).toBe(false);
    expect(nextBookingStatuses('COMPLETED')).toEqual([]);
    expect(nextBookingStatuses('CANCELLED')).toEqual([]);
  });

  it('words a refused transition with the Spanish labels', () => {
    expect(statusTransitionMessage('CANCELLED', 'CONFIRMED')).toBe(
      'No se puede cambiar una reserva de Cancelada a Confirmada',
    );
    expect(bookingStatusLabel('PENDING')).toBe('Pendiente');
    expect(bookingStatusLabel('RARE')).toBe('RARE');
  });

  it('starts PENDING when the service requires approval, else CONFIRMED', () => {
    expect(initialBookingStatus({ requiresApproval: true })).toBe('PENDING');
    expect(initialBookingStatus({ requiresApproval: false })).toBe('CONFIRMED');
  });

  it('holds agenda time in every status but CANCELLED', () => {
    expect(BOOKING_STATUSES.filter(isHoldingTime)).toEqual(['PENDING', 'CONFIRMED', 'COMPLETED']);
  });
});
