import { bookings } from '@citavet/db/schema/bookings';
import { STATUS_UNDO_WINDOW_MS } from '@citavet/domain/bookings/booking-status';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../../test/test-app';
import { scheduleOf, setUpAgenda, type TestAgenda } from './bookings.test-support';

// Statuses that match a clinic: NO_SHOW and COMPLETED only once the appointment
// started, reverts to CONFIRMED by an ADMIN or as the author's undo, recorded in the audit log, and
// the exclusion constraint holding every status but CANCELLED.
let context: TestContext;
let agenda: TestAgenda;
let hour = 7;
const CLOCK_START = '2026-03-09T08:00:00.000Z';

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
  context.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

const setStatus = (id: string, token: string, status: string) =>
  inject('PUT', `/api/bookings/${id}/status`, token, { status });

/** A member's booking on Tuesday 2026-03-10 at a fresh local hour; returns its id and UTC start. */
async function bookMemberAppointment() {
  context.clock.set(CLOCK_START);
  hour += 1;
  const local = `2026-03-10T${String(hour).padStart(2, '0')}`;
  const response = await inject('POST', '/api/bookings/internal', agenda.member.token, {
    serviceScheduleId: scheduleOf(agenda.memberSchedules, 2),
    startTime: `${local}:00`,
    endTime: `${local}:30`,
    clientInfo: { name: 'Lucía Gómez' },
  });
  expect(response.statusCode).toBe(201);
  const booking = response.json().data.booking as { id: string; startTime: string };
  return { id: booking.id, startAt: Date.parse(booking.startTime) };
}

async function auditRowsOf(bookingId: string) {
  const response = await inject(
    'GET',
    `/api/spaces/${agenda.spaceId}/audit?action=BOOKING_STATUS_REVERTED`,
    agenda.admin.token,
  );
  expect(response.statusCode).toBe(200);
  const events = response.json().data.events as Array<{
    subjectId: string;
    actor: { id: string } | null;
    details: Record<string, unknown>;
  }>;
  return events.filter((event) => event.subjectId === bookingId);
}

/** True when the write failed on bookings_host_no_overlap (23P01), whatever wraps the error. */
async function overlapRefusal(write: PromiseLike<unknown>): Promise<boolean> {
  try {
    await write;
    return false;
  } catch (error) {
    for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
      const fields = cause as Error & { code?: string; constraint?: string };
      if (fields.code === '23P01' || fields.message.includes('bookings_host_no_overlap')) return true;
    }
    throw error;
  }
}

beforeAll(async () => {
  // A day before the appointments, so sessions stay valid (7 days) while the clock walks past them.
  context = await createTestContext({ clockStart: CLOCK_START });
  agenda = await setUpAgenda(context.app, context.database.db, 'Europe/Madrid');
});
afterAll(async () => {
  await context.close();
});

describe('COMPLETED and NO_SHOW', () => {
  it('are refused before the start time with a Spanish 409, and allowed from it on', async () => {
    const booking = await bookMemberAppointment();
    context.clock.set(new Date(booking.startAt - 60_000).toISOString());
    for (const [status, label] of [
      ['COMPLETED', 'Completada'],
      ['NO_SHOW', 'No asistió'],
    ] as const) {
      const refused = await setStatus(booking.id, agenda.member.token, status);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        success: false,
        code: 'BOOKING_NOT_STARTED',
        message: `Solo se puede marcar como ${label} una cita que ya comenzó`,
      });
    }
    expect(
      (await inject('GET', `/api/bookings/${booking.id}`, agenda.member.token)).json().data.booking.status,
    ).toBe('CONFIRMED');
    context.clock.set(new Date(booking.startAt).toISOString());
    const noShow = await setStatus(booking.id, agenda.member.token, 'NO_SHOW');
    expect(noShow.statusCode).toBe(200);
    expect(noShow.json().data.booking.status).toBe('NO_SHOW');
  });

  it('are final for a cancellation and cannot follow each other', async () => {
    const booking = await bookMemberAppointment();
    context.clock.set(new Date(booking.startAt + 10 * 60_000).toISOString());
    expect((await setStatus(booking.id, agenda.admin.token, 'COMPLETED')).statusCode).toBe(200);
    for (const status of ['NO_SHOW', 'CANCELLED', 'PENDING']) {
      const refused = await setStatus(booking.id, agenda.admin.token, status);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('INVALID_STATUS_TRANSITION');
    }
    const cancel = await inject('PUT', `/api/bookings/${booking.id}/cancel`, agenda.admin.token, {});
    expect(cancel.statusCode).toBe(409);
  });
});

describe('taking COMPLETED or NO_SHOW back to CONFIRMED', () => {
  it('lets the host undo their own change within the window, recorded as an undo', async () => {
    const booking = await bookMemberAppointment();
    context.clock.set(new Date(booking.startAt + 5 * 60_000).toISOString());
    expect((await setStatus(booking.id, agenda.member.token, 'COMPLETED')).statusCode).toBe(200);
    context.clock.advance(STATUS_UNDO_WINDOW_MS - 1_000);
    const undone = await setStatus(booking.id, agenda.member.token, 'CONFIRMED');
    expect(undone.statusCode).toBe(200);
    expect(undone.json().data.booking.status).toBe('CONFIRMED');
    const [event, ...others] = await auditRowsOf(booking.id);
    expect(others).toEqual([]);
    expect(event).toMatchObject({
      actor: { id: agenda.member.user.id },
      details: { from: 'COMPLETED', to: 'CONFIRMED', isUndo: true },
    });
  });

  it('refuses a MEMBER once the window has passed, and lets an ADMIN revert then', async () => {
    const booking = await bookMemberAppointment();
    context.clock.set(new Date(booking.startAt + 5 * 60_000).toISOString());
    expect((await setStatus(booking.id, agenda.member.token, 'NO_SHOW')).statusCode).toBe(200);
    context.clock.advance(STATUS_UNDO_WINDOW_MS + 1_000);
    const refused = await setStatus(booking.id, agenda.member.token, 'CONFIRMED');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'ADMIN_ONLY',
      message: 'Solo un administrador puede devolver una cita Completada o No asistió a Confirmada',
    });
    expect(await auditRowsOf(booking.id)).toEqual([]);

    context.clock.advance(24 * 3_600_000);
    const reverted = await setStatus(booking.id, agenda.admin.token, 'CONFIRMED');
    expect(reverted.statusCode).toBe(200);
    expect(reverted.json().data.booking.status).toBe('CONFIRMED');
    const events = await auditRowsOf(booking.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actor: { id: agenda.admin.user.id },
      details: { from: 'NO_SHOW', to: 'CONFIRMED', isUndo: false },
    });
  });

  it('does not let one member undo what an ADMIN set, nor outsiders touch it', async () => {
    const booking = await bookMemberAppointment();
    context.clock.set(new Date(booking.startAt + 5 * 60_000).toISOString());
    expect((await setStatus(booking.id, agenda.admin.token, 'COMPLETED')).statusCode).toBe(200);
    expect((await setStatus(booking.id, agenda.member.token, 'CONFIRMED')).statusCode).toBe(403);
    expect((await setStatus(booking.id, agenda.outsider.token, 'CONFIRMED')).statusCode).toBe(404);
    expect((await setStatus(booking.id, agenda.admin.token, 'CONFIRMED')).statusCode).toBe(200);
  });
});

describe('the exclusion constraint', () => {
  it('keeps holding the time of every status but CANCELLED', async () => {
    const { db } = context.database;
    const booking = await bookMemberAppointment();
    const [row] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    if (!row) throw new Error('booking not found');
    const {
      id: _id,
      manageTokenHash: _token,
      phoneDigits: _digits,
      ...copy
    } = row as typeof row & {
      phoneDigits?: unknown;
    };
    for (const status of ['PENDING', 'CONFIRMED', 'COMPLETED', 'NO_SHOW'] as const) {
      await db.update(bookings).set({ status }).where(eq(bookings.id, booking.id));
      expect(await overlapRefusal(db.insert(bookings).values({ ...copy, status: 'CONFIRMED' }))).toBe(true);
    }
    await db.update(bookings).set({ status: 'CANCELLED' }).where(eq(bookings.id, booking.id));
    await expect(db.insert(bookings).values({ ...copy, status: 'CONFIRMED' })).resolves.toBeDefined();
  });

  it('refuses a staff booking over a NO_SHOW of the same host', async () => {
    const booking = await bookMemberAppointment();
    context.clock.set(new Date(booking.startAt + 60_000).toISOString());
    expect((await setStatus(booking.id, agenda.member.token, 'NO_SHOW')).statusCode).toBe(200);
    context.clock.set(CLOCK_START);
    const local = `2026-03-10T${String(hour).padStart(2, '0')}`;
    const overlapping = await inject('POST', '/api/bookings/internal', agenda.admin.token, {
      serviceScheduleId: scheduleOf(agenda.memberSchedules, 2),
      startTime: `${local}:15`,
      endTime: `${local}:45`,
      clientInfo: { name: 'Otro cliente' },
    });
    expect(overlapping.statusCode).toBe(409);
  });
});
