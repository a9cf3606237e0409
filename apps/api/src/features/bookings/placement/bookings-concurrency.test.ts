import { clients } from '@citavet/db/schema/bookings';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, signTestToken, type TestContext } from '../../../test/test-app';
import {
  insertSchedule,
  insertService,
  scheduleOf,
  setUpAgenda,
  type TestAgenda,
} from '../bookings.test-support';

// Many requests at once on one host's time: the application check and the exclusion constraint
// together let exactly one through, and nobody gets a 5xx.
let context: TestContext;
let agenda: TestAgenda;
beforeAll(async () => {
  context = await createTestContext();
  agenda = await setUpAgenda(context.app, context.database.db, 'Europe/Madrid');
});
afterAll(async () => {
  await context.close();
});

const CONCURRENT_REQUESTS = 100;

const postInternal = (payload: object) =>
  context.app.inject({
    method: 'POST',
    url: '/api/bookings/internal',
    headers: bearer(agenda.admin.token),
    payload,
  });

const minutesAfter = (iso: string, minutes: number) =>
  new Date(Date.parse(iso) + minutes * 60_000).toISOString();

function tally(responses: { statusCode: number }[]) {
  const counts = { created: 0, conflicts: 0, serverErrors: 0, other: 0 };
  for (const { statusCode } of responses) {
    if (statusCode === 201) counts.created += 1;
    else if (statusCode === 409) counts.conflicts += 1;
    else if (statusCode >= 500) counts.serverErrors += 1;
    else counts.other += 1;
  }
  return counts;
}

describe('concurrent bookings', () => {
  it(`lets exactly 1 of ${CONCURRENT_REQUESTS} identical requests through`, async () => {
    const schedule = scheduleOf(agenda.adminSchedules, 2);
    const responses = await Promise.all(
      Array.from({ length: CONCURRENT_REQUESTS }, (_, index) =>
        postInternal({
          serviceScheduleId: schedule,
          startTime: '2026-03-10T09:00:00.000Z',
          endTime: '2026-03-10T09:30:00.000Z',
          clientInfo: { name: `Cliente ${index}`, email: `cliente${index}@example.com` },
        }),
      ),
    );
    expect(tally(responses)).toEqual({
      created: 1,
      conflicts: CONCURRENT_REQUESTS - 1,
      serverErrors: 0,
      other: 0,
    });
    for (const response of responses.filter((candidate) => candidate.statusCode === 409)) {
      expect(response.json()).toMatchObject({
        message: 'Ya existe una reserva en ese horario',
        conflictingBooking: { startTime: '2026-03-10T09:00:00.000Z', endTime: '2026-03-10T09:30:00.000Z' },
      });
    }
  });

  it(`lets exactly 1 of ${CONCURRENT_REQUESTS} overlapping-but-different ranges through`, async () => {
    const schedule = scheduleOf(agenda.adminSchedules, 3);
    // Every range contains 10:29Z, so any two overlap; no two are the same.
    const responses = await Promise.all(
      Array.from({ length: CONCURRENT_REQUESTS }, (_, index) => {
        const start = minutesAfter('2026-03-11T10:00:00.000Z', index % 25);
        return postInternal({
          serviceScheduleId: schedule,
          startTime: start,
          endTime: minutesAfter(start, 30 + Math.floor(index / 25)),
          clientInfo: { name: `Cliente ${index}` },
        });
      }),
    );
    expect(tally(responses)).toEqual({
      created: 1,
      conflicts: CONCURRENT_REQUESTS - 1,
      serverErrors: 0,
      other: 0,
    });
  });

  it('lets non-overlapping bookings of one new client through together, on one client record', async () => {
    const schedule = scheduleOf(agenda.memberSchedules, 4);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) => {
        const start = minutesAfter('2026-03-12T08:00:00.000Z', index * 30);
        return postInternal({
          serviceScheduleId: schedule,
          assignedMemberId: agenda.member.user.id,
          startTime: start,
          endTime: minutesAfter(start, 30),
          clientInfo: { name: 'Nueva Cliente', email: index % 2 ? 'NUEVA@example.com' : 'nueva@example.com' },
        });
      }),
    );
    expect(tally(responses)).toEqual({ created: 20, conflicts: 0, serverErrors: 0, other: 0 });
    const clientIds = new Set(responses.map((response) => response.json().data.booking.client.id));
    expect(clientIds.size).toBe(1);
    const rows = await context.database.db.select().from(clients).where(eq(clients.spaceId, agenda.spaceId));
    expect(rows.filter((row) => row.email?.toLowerCase() === 'nueva@example.com')).toHaveLength(1);
  });
});

describe('concurrent status changes', () => {
  it('confirm a PENDING booking once, however many confirmations race', async () => {
    const db = context.database.db;
    const serviceId = await insertService(db, agenda.spaceId, {
      name: 'Con aprobación',
      requiresApproval: true,
    });
    const scheduleId = await insertSchedule(db, {
      serviceId,
      hostId: agenda.admin.user.id,
      dayOfWeek: 5,
      startTime: '08:00',
      endTime: '20:00',
    });
    const created = await postInternal({
      serviceScheduleId: scheduleId,
      startTime: '2026-03-13T09:00:00.000Z',
      endTime: '2026-03-13T09:30:00.000Z',
      clientInfo: { name: 'Pendiente' },
    });
    const id = created.json().data.booking.id;
    let adminToken = agenda.admin.token;
    const change = (status: string) =>
      context.app.inject({
        method: 'PUT',
        url: `/api/bookings/${id}/status`,
        headers: bearer(adminToken),
        payload: { status },
      });
    const results = await Promise.all([...Array.from({ length: 10 }, () => change('CONFIRMED'))]);
    expect(results.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(results.filter((response) => response.statusCode === 409)).toHaveLength(9);
    // Cancel and complete race (after the start, when both are allowed): whichever wins, the other
    // is refused.
    const clockBefore = context.clock.now().toISOString();
    context.clock.set('2026-03-13T09:05:00.000Z');
    adminToken = await signTestToken(context, agenda.admin.user.id);
    const [cancelled, completed] = await Promise.all([change('CANCELLED'), change('COMPLETED')]);
    context.clock.set(clockBefore);
    expect([cancelled.statusCode, completed.statusCode].sort()).toEqual([200, 409]);
  });

  it('never re-activates a cancelled booking, even when its time is free again', async () => {
    const schedule = scheduleOf(agenda.adminSchedules, 1);
    const first = await postInternal({
      serviceScheduleId: schedule,
      startTime: '2026-03-09T09:00:00.000Z',
      endTime: '2026-03-09T09:30:00.000Z',
      clientInfo: { name: 'Primera' },
    });
    const id = first.json().data.booking.id;
    const inject = (url: string, payload: object) =>
      context.app.inject({ method: 'PUT', url, headers: bearer(agenda.admin.token), payload });
    expect((await inject(`/api/bookings/${id}/cancel`, { reason: 'Anulada' })).statusCode).toBe(200);
    const replacement = await postInternal({
      serviceScheduleId: schedule,
      startTime: '2026-03-09T09:00:00.000Z',
      endTime: '2026-03-09T09:30:00.000Z',
      clientInfo: { name: 'Segunda' },
    });
    expect(replacement.statusCode).toBe(201);
    const revived = await Promise.all(
      ['CONFIRMED', 'PENDING', 'CONFIRMED'].map((status) => inject(`/api/bookings/${id}/status`, { status })),
    );
    expect(revived.map((response) => response.statusCode)).toEqual([409, 409, 409]);
  });
});
