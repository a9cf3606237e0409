import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../../test/test-app';
import { setUpSpace, type TestSpace } from '../bookings/bookings.test-support';

let context: TestContext;
let space: TestSpace;
beforeAll(async () => {
  context = await createTestContext();
  space = await setUpSpace(context.app, context.database.db, 'Europe/Madrid');
});
afterAll(async () => {
  await context.close();
});

const url = (suffix = '') => `/api/spaces/${space.spaceId}/disabled-dates${suffix}`;
const send = (method: 'POST' | 'PUT' | 'GET' | 'DELETE', path: string, token: string, payload?: object) =>
  context.app.inject({ method, url: path, headers: bearer(token), ...(payload ? { payload } : {}) });
const entry = (overrides: Record<string, unknown> = {}) => ({
  scope: 'SPACE',
  startDate: '2026-04-06',
  endDate: '2026-04-07',
  isAllDay: true,
  title: 'Semana Santa',
  reason: 'Clínica cerrada',
  isRecurring: false,
  ...overrides,
});

describe('POST /api/spaces/{spaceId}/disabled-dates', () => {
  it('stores an all-day entry as local days and shows local midnight to 23:59:59.999', async () => {
    const response = await send('POST', url(), space.admin.token, entry());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Fecha deshabilitada creada exitosamente',
      data: {
        disabledDate: {
          scope: 'SPACE',
          hostId: null,
          host: null,
          // Madrid is on UTC+2 in April.
          startDate: '2026-04-05T22:00:00.000Z',
          endDate: '2026-04-07T21:59:59.999Z',
          startDay: '2026-04-06',
          endDay: '2026-04-07',
          isAllDay: true,
          isRecurring: false,
          title: 'Semana Santa',
          createdBy: space.admin.user.id,
          timeZone: 'Europe/Madrid',
        },
      },
    });
  });

  it('reads the date part of ISO strings for all-day entries', async () => {
    const response = await send(
      'POST',
      url(),
      space.admin.token,
      entry({ startDate: '2026-05-01T00:00:00.000Z', endDate: '2026-05-01T23:59:59.999Z' }),
    );
    expect(response.json().data.disabledDate).toMatchObject({ startDay: '2026-05-01', endDay: '2026-05-01' });
  });

  it('stores partial-day HOST entries as instants, from a date plus times in the space zone', async () => {
    const response = await send(
      'POST',
      url(),
      space.admin.token,
      entry({
        scope: 'HOST',
        hostId: space.member.user.id,
        isAllDay: false,
        startDate: '2026-03-10',
        endDate: '2026-03-10',
        startTime: '09:00',
        endTime: '13:00',
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data.disabledDate).toMatchObject({
      host: { id: space.member.user.id, name: 'Mario Miembro' },
      startDate: '2026-03-10T08:00:00.000Z',
      endDate: '2026-03-10T12:00:00.000Z',
      startDay: null,
      isAllDay: false,
    });
  });

  it.each([
    [{ startDate: 'no' }, 'startDate', 'La fecha de inicio no es válida'],
    [{ endDate: '2026-13-01' }, 'endDate', 'La fecha de fin no es válida'],
    [{ endDate: '9999-12-31' }, 'endDate', 'La fecha de fin no es válida'],
    [{ startDate: '2026-04-08' }, 'startDate', 'La fecha de inicio debe ser anterior a la fecha de fin'],
    [{ title: '  ' }, 'title', 'El título es obligatorio'],
    [{ reason: '' }, 'reason', 'La razón es obligatoria'],
    [{ scope: 'HOST' }, 'hostId', 'Debe seleccionar un host cuando el alcance es HOST'],
    [
      { isRecurring: true, isAllDay: false, startTime: '09:00', endTime: '13:00' },
      'isRecurring',
      'Solo un cierre de días completos puede repetirse cada año',
    ],
    [{ color: 'red' }, '', 'Clave no reconocida: "color"'],
  ])('answers 400 for %j', async (overrides, field, message) => {
    const response = await send('POST', url(), space.admin.token, entry(overrides));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toMatch(/^Datos inválidos: /);
    if (field) expect(body.details).toContainEqual({ field, message });
    else expect(body.message).toContain('color');
  });

  it('says when SPACE scope comes with a host, and when the host is not a member', async () => {
    const withHost = await send('POST', url(), space.admin.token, entry({ hostId: space.member.user.id }));
    expect(withHost.json().details).toContainEqual({
      field: 'hostId',
      message: 'No debe seleccionar un host cuando el alcance es SPACE',
    });
    const stranger = await send(
      'POST',
      url(),
      space.admin.token,
      entry({ scope: 'HOST', hostId: space.outsider.user.id }),
    );
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().message).toBe('El host debe ser miembro del espacio');
  });

  it('refuses a partial-day time that DST skips in the space zone', async () => {
    const response = await send(
      'POST',
      url(),
      space.admin.token,
      entry({ isAllDay: false, startDate: '2026-03-29T02:30', endDate: '2026-03-29T05:00' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].field).toBe('startDate');
  });
});

describe('GET, PUT and DELETE', () => {
  it('lists with filters, in the order entries happen', async () => {
    const all = await send('GET', url(), space.admin.token);
    const dates = all.json().data.disabledDates.map((item: { startDate: string }) => item.startDate);
    expect(dates).toEqual([...dates].sort());
    expect(all.json().data.total).toBe(dates.length);
    const hostOnly = await send('GET', url(`?scope=HOST&hostId=${space.member.user.id}`), space.admin.token);
    expect(hostOnly.json().data.disabledDates).toHaveLength(1);
    const april = await send('GET', url('?from=2026-04-07&to=2026-04-30'), space.admin.token);
    expect(april.json().data.disabledDates.map((item: { title: string }) => item.title)).toEqual([
      'Semana Santa',
    ]);
    const bad = await send('GET', url('?from=ayer'), space.admin.token);
    expect(bad.statusCode).toBe(400);
  });

  it('replaces an entry and deletes it', async () => {
    const created = (await send('POST', url(), space.admin.token, entry({ title: 'Obras' }))).json().data
      .disabledDate;
    const updated = await send(
      'PUT',
      url(`/${created.id}`),
      space.admin.token,
      entry({ title: 'Obras en quirófano', startDate: '2026-06-01', endDate: '2026-06-01' }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.disabledDate).toMatchObject({
      id: created.id,
      title: 'Obras en quirófano',
      startDay: '2026-06-01',
    });
    const removed = await send('DELETE', url(`/${created.id}`), space.admin.token);
    expect(removed.json()).toEqual({
      success: true,
      message: 'Fecha deshabilitada eliminada exitosamente',
      data: null,
    });
    const again = await send('DELETE', url(`/${created.id}`), space.admin.token);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Fecha deshabilitada no encontrada');
  });

  it('answers a 4xx for malformed ids', async () => {
    expect((await send('DELETE', url('/not-a-uuid'), space.admin.token)).statusCode).toBe(400);
    const response = await send('GET', '/api/spaces/nope/disabled-dates', space.admin.token);
    expect(response.statusCode).toBe(400);
  });
});

describe('GET …/disabled-dates/check', () => {
  it('answers whether an instant is blocked for the space and the host, and by which entry', async () => {
    const blocked = await send('GET', url('/check?dateTime=2026-04-06T10:00:00.000Z'), space.admin.token);
    expect(blocked.json().data).toMatchObject({ isDisabled: true, disabledDate: { title: 'Semana Santa' } });
    const hostMorning = url(`/check?hostId=${space.member.user.id}&dateTime=2026-03-10T09:00:00.000Z`);
    expect((await send('GET', hostMorning, space.admin.token)).json().data.isDisabled).toBe(true);
    const spaceMorning = url('/check?dateTime=2026-03-10T09:00:00.000Z');
    expect((await send('GET', spaceMorning, space.admin.token)).json().data).toEqual({
      isDisabled: false,
      disabledDate: null,
    });
    const localTime = url(`/check?hostId=${space.member.user.id}&dateTime=2026-03-10T12:59`);
    expect((await send('GET', localTime, space.member.token)).json().data.isDisabled).toBe(true);
    expect((await send('GET', url('/check'), space.admin.token)).statusCode).toBe(400);
    expect(
      (await send('GET', url('/check?dateTime=9999-12-31T23:59:00Z'), space.admin.token)).statusCode,
    ).toBe(400);
    expect((await send('GET', url('?to=9999-12-31'), space.admin.token)).statusCode).toBe(400);
  });
});
