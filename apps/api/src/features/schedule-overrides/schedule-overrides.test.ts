import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../app-dependencies';
import { bearer, createTestContext, type TestContext } from '../../test/test-app';
import { type PublicSpaceSetup, setUpPublicSpace } from '../bookings/public/public-booking.test-support';

// Clock: Monday 2026-03-02 08:00Z (09:00 in Madrid). Both hosts offer the 30-minute service every
// day 08:00–20:00 (24 slots a day).
let context: TestContext;
let space: PublicSpaceSetup;
beforeAll(async () => {
  context = await createTestContext({
    config: { rateLimits: { ...DEFAULT_RATE_LIMITS, publicBookingPerMinute: 10_000 } },
  });
  space = await setUpPublicSpace(context.app, context.database.db);
});
afterAll(async () => {
  await context.close();
});

const url = (suffix = '', spaceId = space.spaceId) => `/api/spaces/${spaceId}/schedule-overrides${suffix}`;
const send = (method: 'POST' | 'PUT' | 'GET' | 'DELETE', path: string, token?: string, payload?: object) =>
  context.app.inject({
    method,
    url: path,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });
const entry = (values: Record<string, unknown> = {}) => ({
  hostId: null,
  date: '2026-03-20',
  kind: 'ADD',
  startTime: '20:00',
  endTime: '22:00',
  note: 'Campaña de vacunación',
  ...values,
});
async function created(token: string, values: Record<string, unknown>): Promise<string> {
  const response = await send('POST', url(), token, entry(values));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.scheduleOverride.id;
}

async function publicStartTimes(date: string, hostId = space.member.user.id): Promise<string[]> {
  const response = await context.app.inject({
    method: 'GET',
    url: `/api/public/space/${space.spaceId}/service/${space.serviceId}/host/${hostId}/available-slots?fromDate=${date}&toDate=${date}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  const day = response.json().data.availableDays[0]?.dates[0];
  return (day?.slots ?? []).map((slot: { startTime: string }) => slot.startTime);
}

describe('schedule overrides: create, list, update, delete', () => {
  it('stores a clinic-wide extra opening and answers it in Spanish', async () => {
    const response = await send('POST', url(), space.admin.token, entry({ date: '2026-03-21' }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Horario especial guardado',
      data: {
        scheduleOverride: {
          spaceId: space.spaceId,
          hostId: null,
          host: null,
          date: '2026-03-21',
          kind: 'ADD',
          startTime: '20:00',
          endTime: '22:00',
          note: 'Campaña de vacunación',
          createdBy: space.admin.user.id,
        },
      },
    });
  });

  it('accepts 24:00 as an end and names the professional', async () => {
    const response = await send(
      'POST',
      url(),
      space.admin.token,
      entry({ hostId: space.member.user.id, date: '2026-03-22', endTime: '24:00' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.scheduleOverride).toMatchObject({
      host: { id: space.member.user.id, name: 'Mario Miembro' },
      endTime: '24:00',
    });
  });

  it('refuses bad input with a Spanish 400 and stores nothing', async () => {
    for (const payload of [
      entry({ startTime: '14:00', endTime: '10:00' }),
      entry({ date: '2026-02-30' }),
      entry({ kind: 'REMOVE' }),
      entry({ endTime: '25:00' }),
      entry({ note: 'x'.repeat(201) }),
      { ...entry(), extra: 1 },
    ]) {
      const response = await send('POST', url(), space.admin.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().success).toBe(false);
    }
    const refused = await send(
      'POST',
      url(),
      space.admin.token,
      entry({ startTime: '14:00', endTime: '10:00' }),
    );
    expect(JSON.stringify(refused.json())).toContain('La hora de fin debe ser posterior a la de inicio');
    const list = await send('GET', url('?from=2026-03-20&to=2026-03-20'), space.admin.token);
    expect(list.json().data.total).toBe(0);
  });

  it('refuses a second overlapping entry of the same professional, date and kind with 409', async () => {
    await created(space.admin.token, { date: '2026-04-01', startTime: '10:00', endTime: '12:00' });
    const clash = await send(
      'POST',
      url(),
      space.admin.token,
      entry({ date: '2026-04-01', startTime: '11:00', endTime: '13:00' }),
    );
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ success: false, code: 'DATE_OVERRIDE_OVERLAP' });
    // Touching, another kind, or another professional is not an overlap.
    await created(space.admin.token, { date: '2026-04-01', startTime: '12:00', endTime: '13:00' });
    await created(space.admin.token, {
      date: '2026-04-01',
      kind: 'REPLACE',
      startTime: '11:00',
      endTime: '13:00',
    });
    await created(space.admin.token, {
      date: '2026-04-01',
      hostId: space.member.user.id,
      startTime: '11:00',
      endTime: '13:00',
    });
  });

  it('lets only one of two overlapping saves sent at once through', async () => {
    const date = '2026-04-03';
    const [first, second] = await Promise.all([
      send('POST', url(), space.admin.token, entry({ date, startTime: '10:00', endTime: '12:00' })),
      send('POST', url(), space.admin.token, entry({ date, startTime: '11:00', endTime: '13:00' })),
    ]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([201, 409]);
    const list = await send('GET', url(`?from=${date}&to=${date}`), space.admin.token);
    expect(list.json().data.total).toBe(1);
  });

  it('updates an entry (without clashing with itself) and deletes it', async () => {
    const id = await created(space.admin.token, { date: '2026-04-02', startTime: '10:00', endTime: '12:00' });
    const updated = await send(
      'PUT',
      url(`/${id}`),
      space.admin.token,
      entry({ date: '2026-04-02', startTime: '11:00', endTime: '13:00', note: null }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      message: 'Horario especial actualizado',
      data: { scheduleOverride: { id, startTime: '11:00', endTime: '13:00', note: null } },
    });
    const removed = await send('DELETE', url(`/${id}`), space.admin.token);
    expect(removed.json()).toMatchObject({ success: true, message: 'Horario especial eliminado' });
    const again = await send('DELETE', url(`/${id}`), space.admin.token);
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('DATE_OVERRIDE_NOT_FOUND');
  });

  it('lists a window of dates, optionally of one professional, in date order', async () => {
    await created(space.admin.token, { date: '2026-05-02', startTime: '08:00', endTime: '09:00' });
    await created(space.admin.token, { date: '2026-05-01', hostId: space.member.user.id });
    const all = await send('GET', url('?from=2026-05-01&to=2026-05-31'), space.admin.token);
    expect(all.json().data.scheduleOverrides.map((each: { date: string }) => each.date)).toEqual([
      '2026-05-01',
      '2026-05-02',
    ]);
    const own = await send(
      'GET',
      url(`?from=2026-05-01&to=2026-05-31&hostId=${space.member.user.id}`),
      space.admin.token,
    );
    expect(own.json().data.total).toBe(1);
    const reversed = await send('GET', url('?from=2026-05-31&to=2026-05-01'), space.admin.token);
    expect(reversed.statusCode).toBe(400);
  });
});

describe('who may change hours', () => {
  it('lets a MEMBER manage their own hours only', async () => {
    const own = await send(
      'POST',
      url(),
      space.member.token,
      entry({ hostId: space.member.user.id, date: '2026-06-01' }),
    );
    expect(own.statusCode, own.body).toBe(201);
    const clinic = await send('POST', url(), space.member.token, entry({ date: '2026-06-02' }));
    expect(clinic.statusCode).toBe(403);
    expect(clinic.json().message).toBe(
      'Solo los administradores pueden cambiar el horario de toda la clínica',
    );
    const colleague = await send(
      'POST',
      url(),
      space.member.token,
      entry({ hostId: space.admin.user.id, date: '2026-06-02' }),
    );
    expect(colleague.statusCode).toBe(403);
    expect(colleague.json().message).toBe('Solo puedes cambiar tu propio horario');

    const adminsOwn = await created(space.admin.token, { hostId: space.admin.user.id, date: '2026-06-03' });
    const clinicWide = await created(space.admin.token, { date: '2026-06-03' });
    for (const id of [adminsOwn, clinicWide]) {
      expect(
        (await send('PUT', url(`/${id}`), space.member.token, entry({ hostId: space.member.user.id })))
          .statusCode,
      ).toBe(403);
      expect((await send('DELETE', url(`/${id}`), space.member.token)).statusCode).toBe(403);
    }
    const seen = await send('GET', url('?from=2026-06-01&to=2026-06-03'), space.member.token);
    const hosts = seen.json().data.scheduleOverrides.map((each: { hostId: string | null }) => each.hostId);
    expect(hosts.sort()).toEqual([null, space.member.user.id].sort());
  });

  it('answers 401 without a session and 404 to another clinic, whose ids do not exist here', async () => {
    expect((await send('GET', url())).statusCode).toBe(401);
    expect((await send('POST', url(), undefined, { nonsense: true })).statusCode).toBe(401);
    const id = await created(space.admin.token, { date: '2026-06-10' });
    expect((await send('GET', url(), space.outsider.token)).statusCode).toBe(404);
    expect((await send('POST', url(), space.outsider.token, entry())).statusCode).toBe(404);
    expect((await send('PUT', url(`/${id}`), space.outsider.token, entry())).statusCode).toBe(404);
    expect((await send('DELETE', url(`/${id}`), space.outsider.token)).statusCode).toBe(404);
    // The other clinic's admin, in their own space, names this space's entry: not found there.
    const foreign = await send('DELETE', url(`/${id}`, space.outsiderSpaceId), space.outsider.token);
    expect(foreign.statusCode).toBe(404);
    // A host who is not a member of the space is bad input.
    const stranger = await send('POST', url(), space.admin.token, entry({ hostId: space.outsider.user.id }));
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().code).toBe('HOST_NOT_MEMBER');
    const still = await send('GET', url('?from=2026-06-10&to=2026-06-10'), space.admin.token);
    expect(still.json().data.total).toBe(1);
  });
});

describe('what the public page offers', () => {
  it('an ADD opens new public slots and a REPLACE narrows them; deleting restores the week', async () => {
    const date = '2026-03-12';
    expect(await publicStartTimes(date)).toHaveLength(24);
    const extra = await created(space.admin.token, { date, startTime: '20:00', endTime: '22:00' });
    const widened = await publicStartTimes(date);
    expect(widened).toHaveLength(28);
    expect(widened.slice(-4)).toEqual(['20:00', '20:30', '21:00', '21:30']);

    const replaced = await created(space.admin.token, {
      date,
      hostId: space.member.user.id,
      kind: 'REPLACE',
      startTime: '09:00',
      endTime: '11:00',
    });
    // The member's day is now 09:00–11:00 plus the clinic's extra opening; the admin keeps the week.
    expect(await publicStartTimes(date)).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '20:00',
      '20:30',
      '21:00',
      '21:30',
    ]);
    expect(await publicStartTimes(date, space.admin.user.id)).toHaveLength(28);

    await send('DELETE', url(`/${replaced}`), space.admin.token);
    await send('DELETE', url(`/${extra}`), space.admin.token);
    expect(await publicStartTimes(date)).toHaveLength(24);
  });
});
