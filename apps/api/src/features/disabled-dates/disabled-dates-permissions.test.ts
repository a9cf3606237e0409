import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../../test/test-app';
import { setUpSpace, type TestSpace } from '../bookings/bookings.test-support';

let context: TestContext;
let space: TestSpace;
let adminEntryId: string;
let memberEntryId: string;
let spaceEntryId: string;

const entry = (overrides: Record<string, unknown> = {}) => ({
  scope: 'SPACE',
  startDate: '2026-04-06',
  endDate: '2026-04-06',
  isAllDay: true,
  title: 'Cierre',
  reason: 'Motivo',
  isRecurring: false,
  ...overrides,
});
const url = (suffix = '') => `/api/spaces/${space.spaceId}/disabled-dates${suffix}`;
const send = (method: 'POST' | 'PUT' | 'GET' | 'DELETE', path: string, token?: string, payload?: object) =>
  context.app.inject({
    method,
    url: path,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });

beforeAll(async () => {
  context = await createTestContext();
  space = await setUpSpace(context.app, context.database.db, 'Europe/Madrid');
  const hostEntry = (hostId: string) => entry({ scope: 'HOST', hostId });
  spaceEntryId = (await send('POST', url(), space.admin.token, entry())).json().data.disabledDate.id;
  adminEntryId = (await send('POST', url(), space.admin.token, hostEntry(space.admin.user.id))).json().data
    .disabledDate.id;
  memberEntryId = (await send('POST', url(), space.member.token, hostEntry(space.member.user.id))).json().data
    .disabledDate.id;
});
afterAll(async () => {
  await context.close();
});

describe('who may do what with disabled dates', () => {
  it('answers 401 to anonymous calls on every route, even with bad input', async () => {
    const calls = [
      send('POST', url(), undefined, { nonsense: true }),
      send('GET', url()),
      send('GET', url('/check?dateTime=x')),
      send('PUT', url(`/${spaceEntryId}`), undefined, entry()),
      send('DELETE', url(`/${spaceEntryId}`)),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Debes iniciar sesión');
    }
  });

  it('answers 404 to the admin of another space on every route', async () => {
    const token = space.outsider.token;
    const calls = [
      send('POST', url(), token, entry()),
      send('GET', url(), token),
      send('GET', url('/check?dateTime=2026-04-06T10:00:00.000Z'), token),
      send('PUT', url(`/${spaceEntryId}`), token, entry()),
      send('DELETE', url(`/${spaceEntryId}`), token),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Espacio no encontrado');
    }
    // Nor can the outsider reach this space's entry through their own space.
    const crossed = await send(
      'DELETE',
      `/api/spaces/${space.outsiderSpaceId}/disabled-dates/${spaceEntryId}`,
      token,
    );
    expect(crossed.statusCode).toBe(404);
  });

  it('lets a MEMBER create only HOST entries for themself', async () => {
    const spaceWide = await send('POST', url(), space.member.token, entry());
    expect(spaceWide.statusCode).toBe(403);
    expect(spaceWide.json().message).toBe(
      'Solo los administradores pueden gestionar fechas deshabilitadas de todo el espacio',
    );
    const forAdmin = await send(
      'POST',
      url(),
      space.member.token,
      entry({ scope: 'HOST', hostId: space.admin.user.id }),
    );
    expect(forAdmin.statusCode).toBe(403);
    expect(forAdmin.json().message).toBe('Solo puedes crear fechas deshabilitadas para ti mismo');
  });

  it('lets a MEMBER edit and delete only their own entries, never SPACE ones', async () => {
    const own = entry({ scope: 'HOST', hostId: space.member.user.id, title: 'Vacaciones' });
    expect((await send('PUT', url(`/${memberEntryId}`), space.member.token, own)).statusCode).toBe(200);
    const turnIntoSpace = await send('PUT', url(`/${memberEntryId}`), space.member.token, entry());
    expect(turnIntoSpace.statusCode).toBe(403);
    const others = await send('PUT', url(`/${adminEntryId}`), space.member.token, own);
    expect(others.statusCode).toBe(403);
    expect(others.json().message).toBe('Solo puedes modificar o eliminar tus propias fechas deshabilitadas');
    expect((await send('DELETE', url(`/${spaceEntryId}`), space.member.token)).statusCode).toBe(403);
    expect((await send('DELETE', url(`/${adminEntryId}`), space.member.token)).statusCode).toBe(403);
  });

  it('shows a MEMBER the SPACE entries and their own, not other members’ absences', async () => {
    const listed = await send('GET', url(), space.member.token);
    const ids = listed.json().data.disabledDates.map((item: { id: string }) => item.id);
    expect(ids).toContain(spaceEntryId);
    expect(ids).toContain(memberEntryId);
    expect(ids).not.toContain(adminEntryId);
    const adminIds = (await send('GET', url(), space.admin.token))
      .json()
      .data.disabledDates.map((item: { id: string }) => item.id);
    expect(adminIds).toEqual(expect.arrayContaining([spaceEntryId, memberEntryId, adminEntryId]));
  });

  it('lets a MEMBER check only themself or the space, and an ADMIN anyone', async () => {
    const instant = 'dateTime=2026-04-06T10:00:00.000Z';
    const forAdmin = await send(
      'GET',
      url(`/check?hostId=${space.admin.user.id}&${instant}`),
      space.member.token,
    );
    expect(forAdmin.statusCode).toBe(403);
    expect(forAdmin.json().message).toBe('Solo puedes consultar tus propias fechas deshabilitadas');
    expect((await send('GET', url(`/check?${instant}`), space.member.token)).json().data.isDisabled).toBe(
      true,
    );
    const byAdmin = await send(
      'GET',
      url(`/check?hostId=${space.member.user.id}&${instant}`),
      space.admin.token,
    );
    expect(byAdmin.statusCode).toBe(200);
  });

  it('lets an ADMIN edit and delete any entry of the space', async () => {
    const edited = await send(
      'PUT',
      url(`/${memberEntryId}`),
      space.admin.token,
      entry({ title: 'Reasignado' }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.disabledDate).toMatchObject({
      scope: 'SPACE',
      hostId: null,
      title: 'Reasignado',
    });
    expect((await send('DELETE', url(`/${memberEntryId}`), space.admin.token)).statusCode).toBe(200);
  });
});
