import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  arrivalStampsOf,
  BOOKING_STATUSES,
  type BookingStatus,
  bookingStatusLabel,
  CHECK_IN_EARLIEST_MS,
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
  waitLabel,
  waitMinutes,
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
    expect(BOOKING_STATUSES.filter(isHoldingTime)).toEqual([
      'PENDING',
      'CONFIRMED',
      'CHECKED_IN',
      'IN_CONSULTATION',
      'COMPLETED',
      'NO_SHOW',
    ]);
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
    expect(offeredStatusChanges({ ...facts({}), now: START - 1 })).toEqual(['CHECKED_IN', 'CANCELLED']);
    expect(offeredStatusChanges({ ...facts({}), from: 'COMPLETED' })).toEqual([]);
    expect(offeredStatusChanges({ ...facts({}), from: 'NO_SHOW', actor: ADMIN })).toEqual(['CONFIRMED']);
  });

  // Brute-force oracle: the rule written as the plain list of cases it allows.
  const oracle = (input: StatusChangeFacts): boolean => {
    const { from, to, now, startAt, actor, lastChange } = input;
    const allowedPairs = new Set([
      'PENDING>CONFIRMED',
      'PENDING>CANCELLED',
      'CONFIRMED>CHECKED_IN',
      'CONFIRMED>COMPLETED',
      'CONFIRMED>NO_SHOW',
      'CONFIRMED>CANCELLED',
      'CHECKED_IN>IN_CONSULTATION',
      'CHECKED_IN>CONFIRMED',
      'CHECKED_IN>CANCELLED',
      'IN_CONSULTATION>COMPLETED',
      'IN_CONSULTATION>CHECKED_IN',
      'COMPLETED>CONFIRMED',
      'NO_SHOW>CONFIRMED',
    ]);
    if (!allowedPairs.has(`${from}>${to}`)) return false;
    if (from === 'CONFIRMED' && to === 'CHECKED_IN' && now < startAt - CHECK_IN_EARLIEST_MS) return false;
    if (to === 'NO_SHOW' && now < startAt) return false;
    if (to === 'COMPLETED' && from !== 'IN_CONSULTATION' && now < startAt) return false;
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
    const instant = fc.integer({ min: START - CHECK_IN_EARLIEST_MS - 60_000, max: START + 60_000 });
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
      // An arrived patient (waiting room, consultation) is already happening: no longer upcoming.
      const hasHappened = ['COMPLETED', 'NO_SHOW', 'CHECKED_IN', 'IN_CONSULTATION'].includes(status);
      expect(isUpcomingStatus(status)).toBe(isHoldingTime(status) && !hasHappened);
    }
    expect(isUpcomingStatus('ARCHIVED')).toBe(false);
  });
});

describe('the front desk steps (check-in and consultation)', () => {
  /** The order of an appointment that happens: each step only from the one before it. */
  const STEP: Partial<Record<BookingStatus, number>> = {
    PENDING: 0,
    CONFIRMED: 1,
    CHECKED_IN: 2,
    IN_CONSULTATION: 3,
    COMPLETED: 4,
  };

  it('refuses a change that skips a step (409 in the API)', () => {
    expect(judgeStatusChange(facts({ from: 'PENDING', to: 'IN_CONSULTATION' }))).toEqual({
      isAllowed: false,
      reason: 'transition',
    });
    expect(canChangeBookingStatus('PENDING', 'CHECKED_IN')).toBe(false);
    expect(canChangeBookingStatus('CONFIRMED', 'IN_CONSULTATION')).toBe(false);
    expect(canChangeBookingStatus('CHECKED_IN', 'COMPLETED')).toBe(false);
    expect(bookingStatusLabel('CHECKED_IN')).toBe('En sala de espera');
    expect(bookingStatusLabel('IN_CONSULTATION')).toBe('En consulta');
  });

  it('never moves forward more than one step, except CONFIRMED straight to COMPLETED', () => {
    const status = fc.constantFrom<BookingStatus>(...BOOKING_STATUSES);
    fc.assert(
      fc.property(status, status, (from, to) => {
        const [a, b] = [STEP[from], STEP[to]];
        if (a === undefined || b === undefined || b <= a || !canChangeBookingStatus(from, to)) return;
        expect(b - a === 1 || (from === 'CONFIRMED' && to === 'COMPLETED')).toBe(true);
      }),
    );
  });

  it('checks a patient in from three hours before the start, and ends a consultation at any time', () => {
    const early = facts({ to: 'CHECKED_IN', now: START - CHECK_IN_EARLIEST_MS - 1 });
    expect(judgeStatusChange(early)).toEqual({ isAllowed: false, reason: 'too-early' });
    expect(judgeStatusChange({ ...early, now: START - CHECK_IN_EARLIEST_MS }).isAllowed).toBe(true);
    const end = facts({ from: 'IN_CONSULTATION', to: 'COMPLETED', now: START - 3_600_000 });
    expect(judgeStatusChange(end).isAllowed).toBe(true);
  });

  // Walks of allowed changes from a new booking: the stamps the API writes always tell a true
  // story, and a consultation is never reached without an arrival.
  it('keeps the arrival and consultation stamps consistent on every walk', () => {
    const walk = fc.array(
      fc.record({ to: fc.constantFrom<BookingStatus>(...BOOKING_STATUSES), step: fc.nat(600_000) }),
      { maxLength: 25 },
    );
    fc.assert(
      fc.property(fc.constantFrom<BookingStatus>('PENDING', 'CONFIRMED'), walk, (first, moves) => {
        let status = first;
        let now = START - CHECK_IN_EARLIEST_MS;
        let checkedInAt: number | null = null;
        let consultationStartedAt: number | null = null;
        let hasArrived = false;
        for (const { to, step } of moves) {
          now += step;
          const verdict = judgeStatusChange({
            from: status,
            to,
            startAt: START,
            now,
            actor: ADMIN,
            lastChange: NEVER_CHANGED,
          });
          if (!verdict.isAllowed) continue;
          if (to === 'IN_CONSULTATION') expect(status).toBe('CHECKED_IN');
          const stamps = arrivalStampsOf(status, to, now);
          if (stamps.checkedInAt !== undefined) checkedInAt = stamps.checkedInAt;
          if (stamps.consultationStartedAt !== undefined)
            consultationStartedAt = stamps.consultationStartedAt;
          status = to;
          if (status === 'CHECKED_IN') hasArrived = true;
          if (status === 'CHECKED_IN') {
            expect(checkedInAt).not.toBeNull();
            expect(consultationStartedAt).toBeNull();
          }
          if (status === 'IN_CONSULTATION') {
            expect(checkedInAt).not.toBeNull();
            expect(consultationStartedAt).not.toBeNull();
            expect(consultationStartedAt as number).toBeGreaterThanOrEqual(checkedInAt as number);
          }
          if (!hasArrived) expect(checkedInAt).toBeNull();
          const wait = waitMinutes({ status, checkedInAt, consultationStartedAt }, now);
          if (wait !== null) expect(wait).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('counts the wait to the consultation, or to now while waiting', () => {
    const arrived = START - 600_000;
    expect(
      waitMinutes({ status: 'CHECKED_IN', checkedInAt: arrived, consultationStartedAt: null }, START),
    ).toBe(10);
    const called = {
      status: 'COMPLETED' as const,
      checkedInAt: arrived,
      consultationStartedAt: START - 60_000,
    };
    expect(waitMinutes(called, START + 3_600_000)).toBe(9);
    expect(
      waitMinutes({ status: 'CONFIRMED', checkedInAt: null, consultationStartedAt: null }, START),
    ).toBeNull();
  });
});

describe('waitLabel', () => {
  it('says how long the patient has waited, or waited', () => {
    const arrived = '2026-03-10T09:50:00.000Z';
    expect(
      waitLabel({ status: 'CHECKED_IN', checkedInAt: arrived, consultationStartedAt: null }, START + 120_000),
    ).toBe('En espera 12 min');
    expect(
      waitLabel(
        {
          status: 'IN_CONSULTATION',
          checkedInAt: arrived,
          consultationStartedAt: '2026-03-10T10:05:00.000Z',
        },
        START + 3_600_000,
      ),
    ).toBe('Esperó 15 min');
    expect(
      waitLabel({ status: 'CONFIRMED', checkedInAt: null, consultationStartedAt: null }, START),
    ).toBeNull();
  });
});
