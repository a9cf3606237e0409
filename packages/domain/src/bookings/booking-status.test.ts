import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BOOKING_STATUSES,
  type BookingStatus,
  bookingStatusLabel,
  canChangeBookingStatus,
  initialBookingStatus,
  isHoldingTime,
  isUpcomingStatus,
  judgeStatusChange,
  nextBookingStatuses,
  offeredStatusChanges,
  STATUS_UNDO_WINDOW_MS,
  type StatusChangeFacts,
  statusNotStartedMessage,
  statusTransitionMessage,
  UPCOMING_BOOKING_STATUSES,
} from './booking-status';

const START = Date.parse('2026-03-10T10:00:00Z');
const ADMIN = { userId: 'admin', isAdmin: true };
const HOST = { userId: 'host', isAdmin: false };
const NEVER_CHANGED = { userId: null, at: null };

const facts = (overrides: Partial<StatusChangeFacts>): StatusChangeFacts => ({
  from: 'CONFIRMED',
  to: 'COMPLETED',
  startAt: START,
  now: START + 60_000,
  actor: HOST,
  lastChange: NEVER_CHANGED,
  ...overrides,
});

describe('booking status transitions', () => {
  it.each([
    ['PENDING', 'CONFIRMED', true],
    ['PENDING', 'CANCELLED', true],
    ['PENDING', 'COMPLETED', false],
    ['PENDING', 'NO_SHOW', false],
    ['CONFIRMED', 'COMPLETED', true],
    ['CONFIRMED', 'NO_SHOW', true],
    ['CONFIRMED', 'CANCELLED', true],
    ['CONFIRMED', 'PENDING', false],
    ['COMPLETED', 'CONFIRMED', true],
    ['COMPLETED', 'NO_SHOW', false],
    ['COMPLETED', 'CANCELLED', false],
    ['NO_SHOW', 'CONFIRMED', true],
    ['NO_SHOW', 'COMPLETED', false],
    ['NO_SHOW', 'CANCELLED', false],
    ['CANCELLED', 'CONFIRMED', false],
    ['CANCELLED', 'PENDING', false],
    ['CANCELLED', 'COMPLETED', false],
  ] as const)('%s → %s allowed: %s', (from, to, isAllowed) => {
    expect(canChangeBookingStatus(from, to)).toBe(isAllowed);
  });

  it('never allows staying in the same status or leaving CANCELLED', () => {
    for (const status of BOOKING_STATUSES) expect(canChangeBookingStatus(status, status)).toBe(false);
    expect(nextBookingStatuses('CANCELLED')).toEqual([]);
  });

  it('words a refused transition with the Spanish labels', () => {
    expect(statusTransitionMessage('CANCELLED', 'CONFIRMED')).toBe(
      'No se puede cambiar una reserva de Cancelada a Confirmada',
    );
    expect(bookingStatusLabel('PENDING')).toBe('Pendiente');
    expect(bookingStatusLabel('NO_SHOW')).toBe('No asistió');
    expect(bookingStatusLabel('RARE')).toBe('RARE');
    expect(statusNotStartedMessage('NO_SHOW')).toBe(
      'Solo se puede marcar como No asistió una cita que ya comenzó',
    );
  });

  it('starts PENDING when the service requires approval, else CONFIRMED', () => {
    expect(initialBookingStatus({ requiresApproval: true })).toBe('PENDING');
    expect(initialBookingStatus({ requiresApproval: false })).toBe('CONFIRMED');
  });

  it('holds agenda time in every status but CANCELLED', () => {
    expect(BOOKING_STATUSES.filter(isHoldingTime)).toEqual(['PENDING', 'CONFIRMED', 'COMPLETED', 'NO_SHOW']);
  });
});

describe('judgeStatusChange', () => {
  it('records COMPLETED and NO_SHOW only from the start time on', () => {
    for (const to of ['COMPLETED', 'NO_SHOW'] as const) {
      expect(judgeStatusChange(facts({ to, now: START - 1 }))).toEqual({
        isAllowed: false,
        reason: 'not-started',
      });
      expect(judgeStatusChange(facts({ to, now: START })).isAllowed).toBe(true);
    }
  });

  it('lets an ADMIN revert at any time, and the author undo only within the window', () => {
    const changedAt = START + 60_000;
    const revert = { from: 'COMPLETED', to: 'CONFIRMED' } as const;
    expect(judgeStatusChange(facts({ ...revert, actor: ADMIN, now: changedAt + 86_400_000 }))).toEqual({
      isAllowed: true,
      isRevert: true,
      isUndo: false,
    });
    const byHost = { userId: HOST.userId, at: changedAt };
    expect(judgeStatusChange(facts({ ...revert, lastChange: byHost, now: changedAt + 5_000 }))).toEqual({
      isAllowed: true,
      isRevert: true,
      isUndo: true,
    });
    expect(
      judgeStatusChange(facts({ ...revert, lastChange: byHost, now: changedAt + STATUS_UNDO_WINDOW_MS + 1 })),
    ).toEqual({ isAllowed: false, reason: 'revert-admin-only' });
    const byAdmin = { userId: ADMIN.userId, at: changedAt };
    expect(judgeStatusChange(facts({ ...revert, lastChange: byAdmin, now: changedAt + 1_000 }))).toEqual({
      isAllowed: false,
      reason: 'revert-admin-only',
    });
  });

  it('offers the host no revert and no outcome before the start', () => {
    expect(offeredStatusChanges({ ...facts({}), now: START - 1 })).toEqual(['CANCELLED']);
    expect(offeredStatusChanges({ ...facts({}), from: 'COMPLETED' })).toEqual([]);
    expect(offeredStatusChanges({ ...facts({}), from: 'NO_SHOW', actor: ADMIN })).toEqual(['CONFIRMED']);
  });

  // Brute-force oracle: the rule written as the plain list of cases it allows.
  const oracle = (input: StatusChangeFacts): boolean => {
    const { from, to, now, startAt, actor, lastChange } = input;
    const allowedPairs = new Set([
      'PENDING>CONFIRMED',
      'PENDING>CANCELLED',
      'CONFIRMED>COMPLETED',
      'CONFIRMED>NO_SHOW',
      'CONFIRMED>CANCELLED',
      'COMPLETED>CONFIRMED',
      'NO_SHOW>CONFIRMED',
    ]);
    if (!allowedPairs.has(`${from}>${to}`)) return false;
    if ((to === 'COMPLETED' || to === 'NO_SHOW') && now < startAt) return false;
    if (from === 'COMPLETED' || from === 'NO_SHOW') {
      if (actor.isAdmin) return true;
      if (lastChange.userId !== actor.userId || lastChange.at === null) return false;
      const elapsed = now - lastChange.at;
      return elapsed >= 0 && elapsed <= STATUS_UNDO_WINDOW_MS;
    }
    return true;
  };

  it('agrees with the brute-force oracle for every input', () => {
    const status = fc.constantFrom<BookingStatus>(...BOOKING_STATUSES);
    const instant = fc.integer({ min: START - 60_000, max: START + 60_000 });
    fc.assert(
      fc.property(
        status,
        status,
        instant,
        fc.constantFrom(ADMIN, HOST),
        fc.record({
          userId: fc.constantFrom(null, ADMIN.userId, HOST.userId),
          at: fc.option(instant, { nil: null }),
        }),
        (from, to, now, actor, lastChange) => {
          const input = { from, to, startAt: START, now, actor, lastChange };
          expect(judgeStatusChange(input).isAllowed).toBe(oracle(input));
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('upcoming bookings', () => {
  it('are the requested and the approved ones: they hold their time and have not happened', () => {
    expect(UPCOMING_BOOKING_STATUSES).toEqual(['PENDING', 'CONFIRMED']);
    for (const status of BOOKING_STATUSES) {
      const hasHappened = status === 'COMPLETED' || status === 'NO_SHOW';
      expect(isUpcomingStatus(status)).toBe(isHoldingTime(status) && !hasHappened);
    }
    expect(isUpcomingStatus('ARCHIVED')).toBe(false);
  });
});
