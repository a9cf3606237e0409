import { auditEvents } from '@citavet/db/schema/audit';
import { onlineBookingPauses } from '@citavet/db/schema/online-pauses';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../app-dependencies';
import { bearer, createTestContext, registerTestUser, type TestContext } from '../../test/test-app';
import { insertMember, scheduleOf } from '../bookings/bookings.test-support';
import {
  type PublicSpaceSetup,
  postPublicBooking,
  publicBookingBody,
  setUpPublicSpace,
} from '../bookings/public/public-booking.test-support';

// Pausing online booking (decision 078). Clock: Monday 2026-03-02 08:00Z, 09:00 in Madrid; both
// professionals offer 30-minute slots 08:00–20:00 every day, with no notice.
const RATE_LIMITS = { ...DEFAULT_RATE_LIMITS, registerPerMinute: 10_000, publicBookingPerMinute: 10_000 };
let context: TestContext;
beforeAll(async () => {
  context = await createTestContext({ config: { rateLimits: RATE_LIMITS } });
});
afterAll(async () => {
  await context.close();
});

const TODAY = '2026-03-02';
const START = '2026-03-02T08:00:00.000Z';

const slotsUrl = (space: PublicSpaceSetup, hostId: string) =>
  `/api/public/space/${space.spaceId}/service/${space.serviceId}/host/${hostId}/available-slots` +
  `?fromDate=${TODAY}&toDate=${TODAY}`;

async function startTimes(space: PublicSpaceSetup, hostId = space.member.user.id): Promise<string[]> {
  const response = await context.app.inject({ method: 'GET', url: slotsUrl(space, hostId) });
  expect(response.statusCode, response.body).toBe(200);
  const day = response.json().data.availableDays[0]?.dates[0];
  return (day?.slots ?? []).map((slot: { startTime: string }) => slot.startTime);
}

async function anyHostFirst(space: PublicSpaceSetup): Promise<string | undefined> {
  const response = await context.app.inject({
    method: 'GET',
    url: `/api/public/space/${space.spaceId}/service/${space.serviceId}/any-host/available-slots?fromDate=${TODAY}&toDate=${TODAY}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.availableDays[0]?.dates[0]?.slots[0]?.startTime;
}

function pause(space: PublicSpaceSetup, token: string, body: object, spaceId = space.spaceId) {
  return context.app.inject({
    method: 'POST',
    url: `/api/spaces/${spaceId}/online-pauses`,
    headers: bearer(token),
    payload: body,
  });
}

function resume(spaceId: string, pauseId: string, token: string) {
  return context.app.inject({
    method: 'POST',
    url: `/api/spaces/${spaceId}/online-pauses/${pauseId}/resume`,
    headers: bearer(token),
  });
}

/** The clinic's directory result: its next slot's wall time and what it says of a pause. */
async function directoryEntry(space: PublicSpaceSetup) {
  const response = await context.app.inject({
    method: 'GET',
    url: '/api/directory/spaces?city=malaga&limit=50',
  });
  expect(response.statusCode, response.body).toBe(200);
  const entry = response.json().data.spaces.find((each: { id: string }) => each.id === space.spaceId) as
    | { nextSlot: { startTime: string } | null; onlinePause: { message: string } | null }
    | undefined;
  return { nextSlot: entry?.nextSlot?.startTime, pause: entry?.onlinePause?.message ?? null };
}

async function publicSpace(space: PublicSpaceSetup) {
  const response = await context.app.inject({ method: 'GET', url: `/api/public/space/${space.spaceId}` });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

describe('pausing online booking', () => {
  it('takes the window out of every public slot answer, says so, and gives it back on Reanudar', async () => {
    context.clock.set(START);
    const space = await setUpPublicSpace(context.app, context.database.db);
    // Cached before the pause: the answer must not outlive it.
    expect((await startTimes(space)).slice(0, 2)).toEqual(['09:00', '09:30']);
    expect(await anyHostFirst(space)).toBe('09:00');
    expect((await publicSpace(space)).onlinePause).toBeNull();

    const paused = await pause(space, space.admin.token, {
      scope: 'SPACE',
      length: 'until',
      untilTime: '10:30',
    });
    expect(paused.statusCode, paused.body).toBe(201);
    const created = paused.json().data.pause;
    expect(created).toMatchObject({
      hostId: null,
      untilLabel: 'hasta las 10:30',
      endAt: '2026-03-02T09:30:00.000Z',
    });

    expect((await startTimes(space)).slice(0, 2)).toEqual(['10:30', '11:00']);
    expect((await startTimes(space, space.admin.user.id))[0]).toBe('10:30');
    expect(await anyHostFirst(space)).toBe('10:30');
    expect((await publicSpace(space)).onlinePause).toEqual({
      until: '2026-03-02T09:30:00.000Z',
      message: 'La clínica no está tomando reservas online hasta las 10:30; llámanos al +34 900 000 000.',
    });
    expect(await directoryEntry(space)).toEqual({
      nextSlot: '10:30',
      pause: 'La clínica no está tomando reservas online hasta las 10:30; llámanos al +34 900 000 000.',
    });

    // A page shown before the pause still posts one of its slots: refused, in Spanish, nothing written.
    const late = await postPublicBooking(
      context.app,
      publicBookingBody(
        scheduleOf(space.memberSchedules, 1),
        '2026-03-02T08:30:00.000Z',
        '2026-03-02T09:00:00.000Z',
      ),
    );
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json().message).toMatch(/ha pausado las reservas online/);
    // After the window, online booking goes on.
    const after = await postPublicBooking(
      context.app,
      publicBookingBody(
        scheduleOf(space.memberSchedules, 1),
        '2026-03-02T09:30:00.000Z',
        '2026-03-02T10:00:00.000Z',
      ),
    );
    expect(after.statusCode, after.body).toBe(201);

    // Existing bookings and the staff's own booking are untouched: the staff agenda still offers 09:00.
    const staff = await context.app.inject({
      method: 'GET',
      url: `/api/bookings/host/${space.member.user.id}/availability?date=${TODAY}&serviceId=${space.serviceId}&spaceId=${space.spaceId}`,
      headers: bearer(space.admin.token),
    });
    expect(staff.statusCode, staff.body).toBe(200);
    expect(staff.body).toContain('"09:00"');

    const listed = await context.app.inject({
      method: 'GET',
      url: `/api/spaces/${space.spaceId}/online-pauses`,
      headers: bearer(space.member.token),
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.pauses.map((each: { id: string }) => each.id)).toEqual([created.id]);

    context.clock.set('2026-03-02T08:20:00.000Z');
    const resumed = await resume(space.spaceId, created.id, space.admin.token);
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json().data.pause.endAt).toBe('2026-03-02T08:20:00.000Z');
    expect((await startTimes(space)).slice(0, 2)).toEqual(['09:30', '10:00']);
    expect((await publicSpace(space)).onlinePause).toBeNull();
    expect(await directoryEntry(space)).toEqual({ nextSlot: '09:30', pause: null });
    expect((await resume(space.spaceId, created.id, space.admin.token)).statusCode).toBe(409);

    const audited = await context.database.db
      .select({ action: auditEvents.action, actor: auditEvents.actorUserId })
      .from(auditEvents)
      .where(and(eq(auditEvents.spaceId, space.spaceId)));
    expect(audited.filter((row) => row.action.startsWith('ONLINE_BOOKING'))).toEqual([
      { action: 'ONLINE_BOOKING_PAUSED', actor: space.admin.user.id },
      { action: 'ONLINE_BOOKING_RESUMED', actor: space.admin.user.id },
    ]);
  });

  it('ends by itself: once the end passes, nothing is paused and the notice goes', async () => {
    context.clock.set(START);
    const space = await setUpPublicSpace(context.app, context.database.db);
    expect((await pause(space, space.admin.token, { scope: 'SPACE', length: '30m' })).statusCode).toBe(201);
    expect((await publicSpace(space)).onlinePause.message).toBe(
      'La clínica no está tomando reservas online hasta las 09:30; llámanos al +34 900 000 000.',
    );
    context.clock.set('2026-03-02T08:31:00.000Z');
    expect((await publicSpace(space)).onlinePause).toBeNull();
    expect((await startTimes(space))[0]).toBe('10:00');
  });

  it("a professional's own pause closes only their slots, and the clinic page says nothing", async () => {
    context.clock.set(START);
    const space = await setUpPublicSpace(context.app, context.database.db);
    const paused = await pause(space, space.member.token, { scope: 'SELF', length: '2h' });
    expect(paused.statusCode, paused.body).toBe(201);
    expect(paused.json().data.pause.hostId).toBe(space.member.user.id);
    expect((await startTimes(space))[0]).toBe('11:00');
    expect((await startTimes(space, space.admin.user.id))[0]).toBe('09:00');
    expect(await anyHostFirst(space)).toBe('09:00');
    expect((await publicSpace(space)).onlinePause).toBeNull();
    // The member may not end an ADMIN's pause nor pause the clinic; the ADMIN may end theirs.
    const clinic = await pause(space, space.member.token, { scope: 'SPACE', length: '1h' });
    expect(clinic.statusCode).toBe(403);
    expect(clinic.json().message).toBe(
      'Solo un administrador puede pausar las reservas online de toda la clínica',
    );
    expect((await resume(space.spaceId, paused.json().data.pause.id, space.admin.token)).statusCode).toBe(
      200,
    );
    expect((await startTimes(space))[0]).toBe('09:00');
  });

  it('refuses bad input in Spanish, reception, and another space', async () => {
    context.clock.set(START);
    const space = await setUpPublicSpace(context.app, context.database.db);
    const past = await pause(space, space.admin.token, {
      scope: 'SPACE',
      length: 'until',
      untilTime: '08:00',
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('La hora elegida ya pasó: elige una hora posterior a la actual');
    const missing = await pause(space, space.admin.token, { scope: 'SPACE', length: 'until' });
    expect(missing.statusCode).toBe(400);
    expect(JSON.stringify(missing.json())).toContain('Elige hasta qué hora dura la pausa');
    expect((await pause(space, space.admin.token, { scope: 'SPACE', length: '5h' })).statusCode).toBe(400);

    const reception = await registerTestUser(context.app, { name: 'Rita Recepción' });
    await insertMember(context.database.db, space.spaceId, reception.user.id, 'RECEPTION');
    expect((await pause(space, reception.token, { scope: 'SELF', length: '1h' })).statusCode).toBe(403);
    expect((await pause(space, reception.token, { scope: 'SPACE', length: '1h' })).statusCode).toBe(403);

    expect((await pause(space, space.outsider.token, { scope: 'SPACE', length: '1h' })).statusCode).toBe(404);
    const own = await pause(space, space.admin.token, { scope: 'SPACE', length: '1h' });
    const pauseId = own.json().data.pause.id;
    // Another space's ADMIN, through their own space's URL, finds no such pause.
    expect((await resume(space.outsiderSpaceId, pauseId, space.outsider.token)).statusCode).toBe(404);
    expect((await resume(space.spaceId, pauseId, space.outsider.token)).statusCode).toBe(404);
    expect((await resume(space.spaceId, pauseId, reception.token)).statusCode).toBe(403);
    const rows = await context.database.db
      .select({ id: onlineBookingPauses.id })
      .from(onlineBookingPauses)
      .where(eq(onlineBookingPauses.spaceId, space.spaceId));
    expect(rows).toHaveLength(1);
  });
});
