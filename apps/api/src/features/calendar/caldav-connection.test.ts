import { caldavConnections } from '@citavet/db/schema/calendar';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALDAV_PASSWORD_KEY_PURPOSE } from '../../security/secret-box';
import { bearer, createTestContext, type TestContext, testRadicale } from '../../test/test-app';
import { setUpAgenda, type TestAgenda } from '../bookings/bookings.test-support';
import { pullDueCalDavConnections } from './pull-due-caldav-connections';

// 'Mi calendario' connected to a real CalDAV server (Debian's Radicale, started by .ci/run): discover,
// choose, and the chosen calendars' busy time blocking the professional's public slots.
// Clock: Monday 2026-03-02 08:00Z; the space is in Europe/Madrid (UTC+1 in March); 08:00–20:00 daily.

const radicale = testRadicale();
if (!radicale) {
  console.warn(
    'CalDAV connection suite skipped: Radicale is not running (start it with ops/radicale/start-test-server.sh start and pass its RADICALE_* variables)',
  );
}

const server = radicale ?? { url: 'http://127.0.0.1:9/', user: '', password: '' };
const auth = `Basic ${Buffer.from(`${server.user}:${server.password}`).toString('base64')}`;
const run = Date.now().toString(36);
const busyCalendar = new URL(`/${server.user}/consulta-${run}/`, server.url).href;
const privateCalendar = new URL(`/${server.user}/privado-${run}/`, server.url).href;

function vevent(uid: string, lines: string[]): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//test//ES',
    'BEGIN:VEVENT',
    `UID:${uid}`,
    'DTSTAMP:20260301T000000Z',
    'SUMMARY:Dentista',
    ...lines,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

async function putEvent(calendarUrl: string, uid: string, lines: string[]) {
  const response = await fetch(new URL(`${uid}.ics`, calendarUrl), {
    method: 'PUT',
    headers: { authorization: auth, 'content-type': 'text/calendar; charset=utf-8' },
    body: vevent(uid, lines),
  });
  expect(response.status).toBeLessThan(300);
}

let context: TestContext;
let agenda: TestAgenda;
const connectionUrl = () => `/api/spaces/${agenda.spaceId}/caldav-connection`;

/** The public page's slot start times (UTC ISO) of the member for the given local dates. */
async function slotStarts(fromDate: string, toDate: string): Promise<string[]> {
  const response = await context.app.inject({
    method: 'GET',
    url: `/api/public/space/${agenda.spaceId}/service/${agenda.serviceId}/host/${agenda.member.user.id}/available-slots?fromDate=${fromDate}&toDate=${toDate}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.body;
  return [...body.matchAll(/"startAt":"([^"]+)"/g)].map((match) => new Date(match[1] ?? '').toISOString());
}

describe.skipIf(!radicale)('CalDAV in Mi calendario, against Radicale', () => {
  beforeAll(async () => {
    context = await createTestContext();
    agenda = await setUpAgenda(context.app, context.database.db, 'Europe/Madrid');
    await fetch(new URL(`/${server.user}/`, server.url), {
      method: 'PROPFIND',
      headers: { authorization: auth, depth: '0' },
    });
    for (const calendar of [busyCalendar, privateCalendar]) {
      const made = await fetch(calendar, { method: 'MKCALENDAR', headers: { authorization: auth } });
      expect(made.status).toBe(201);
    }
    // Tuesday 10:00–11:00 Madrid, opaque: blocks.
    await putEvent(busyCalendar, 'dentista', [
      'DTSTART;TZID=Europe/Madrid:20260303T100000',
      'DTEND;TZID=Europe/Madrid:20260303T110000',
    ]);
    // Tuesday 12:00–13:00 Madrid, transparent ('disponible'): does not block.
    await putEvent(busyCalendar, 'recordatorio', [
      'DTSTART:20260303T110000Z',
      'DTEND:20260303T120000Z',
      'TRANSP:TRANSPARENT',
    ]);
    // Wednesdays 16:00–17:00 Madrid, five weeks: every occurrence blocks.
    await putEvent(busyCalendar, 'ingles', [
      'DTSTART;TZID=Europe/Madrid:20260304T160000',
      'DTEND;TZID=Europe/Madrid:20260304T170000',
      'RRULE:FREQ=WEEKLY;COUNT=5',
    ]);
    // Thursday all day: the whole clinic-local day.
    await putEvent(busyCalendar, 'vacaciones', ['DTSTART;VALUE=DATE:20260305', 'DTEND;VALUE=DATE:20260306']);
    // Tuesday 15:00 Madrid in a calendar that is not chosen: does not block.
    await putEvent(privateCalendar, 'cena', ['DTSTART:20260303T140000Z', 'DTEND:20260303T150000Z']);
  });
  afterAll(async () => {
    await context?.close();
  });

  it('refuses a wrong URL and wrong credentials in Spanish, storing nothing', async () => {
    const badUrl = await context.app.inject({
      method: 'PUT',
      url: connectionUrl(),
      headers: bearer(agenda.member.token),
      payload: { url: 'calendario.example', user: server.user, password: server.password },
    });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json().message).toBe(
      'Escribe la dirección completa de tu servidor de calendario, empezando por https://',
    );
    const badPassword = await context.app.inject({
      method: 'PUT',
      url: connectionUrl(),
      headers: bearer(agenda.member.token),
      payload: { url: server.url, user: server.user, password: 'incorrecta' },
    });
    expect(badPassword.statusCode).toBe(400);
    expect(badPassword.json().message).toBe('El usuario o la contraseña de aplicación no son correctos');
    const status = await context.app.inject({
      method: 'GET',
      url: connectionUrl(),
      headers: bearer(agenda.member.token),
    });
    expect(status.json().data).toEqual({ connection: null, canConnect: true });
  });

  it('connects, keeps the app password sealed, and blocks slots only with the chosen calendars', async () => {
    const before = await slotStarts('2026-03-03', '2026-03-05');
    expect(before).toContain('2026-03-03T09:00:00.000Z');
    expect(before).toContain('2026-03-05T09:00:00.000Z');

    const connected = await context.app.inject({
      method: 'PUT',
      url: connectionUrl(),
      headers: bearer(agenda.member.token),
      payload: { url: server.url, user: server.user, password: server.password },
    });
    expect(connected.statusCode, connected.body).toBe(200);
    expect(connected.body).not.toContain(server.password);
    const urls = (connected.json().data.calendars as { url: string }[]).map((calendar) => calendar.url);
    expect(urls).toEqual(expect.arrayContaining([busyCalendar, privateCalendar]));
    const [row] = await context.database.db
      .select()
      .from(caldavConnections)
      .where(eq(caldavConnections.userId, agenda.member.user.id));
    expect(row?.passwordSealed).toMatch(/^v1\./);
    expect(row?.passwordSealed).not.toContain(server.password);

    // Nothing chosen yet: nothing blocks.
    expect(await slotStarts('2026-03-03', '2026-03-03')).toContain('2026-03-03T09:00:00.000Z');

    const chosen = await context.app.inject({
      method: 'PATCH',
      url: connectionUrl(),
      headers: bearer(agenda.member.token),
      payload: { busyCalendarUrls: [busyCalendar], targetCalendarUrl: busyCalendar },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().data).toMatchObject({
      failingSince: null,
      lastPulledAt: '2026-03-02T08:00:00.000Z',
    });

    const after = await slotStarts('2026-03-03', '2026-03-11');
    expect(after).not.toContain('2026-03-03T09:00:00.000Z'); // 10:00 Madrid, the dentist
    expect(after).not.toContain('2026-03-03T09:30:00.000Z');
    expect(after).toContain('2026-03-03T10:00:00.000Z'); // 11:00, after it
    expect(after).toContain('2026-03-03T11:00:00.000Z'); // transparent
    expect(after).toContain('2026-03-03T14:00:00.000Z'); // a calendar not chosen
    expect(after).not.toContain('2026-03-04T15:00:00.000Z'); // Wednesday 16:00 Madrid
    expect(after).not.toContain('2026-03-11T15:00:00.000Z'); // and the next Wednesday
    expect(after.filter((start) => start.startsWith('2026-03-05'))).toEqual([]); // all day
    expect(after.some((start) => start.startsWith('2026-03-06'))).toBe(true);
  });

  it('frees the slots when a calendar stops blocking, and blocks again when chosen again', async () => {
    const choose = (busyCalendarUrls: string[]) =>
      context.app.inject({
        method: 'PATCH',
        url: connectionUrl(),
        headers: bearer(agenda.member.token),
        payload: { busyCalendarUrls, targetCalendarUrl: null },
      });
    expect((await choose([])).statusCode).toBe(200);
    expect(await slotStarts('2026-03-03', '2026-03-03')).toContain('2026-03-03T09:00:00.000Z');
    expect((await choose([busyCalendar])).statusCode).toBe(200);
    expect(await slotStarts('2026-03-03', '2026-03-03')).not.toContain('2026-03-03T09:00:00.000Z');
  });

  it('refuses a calendar that is not in the account', async () => {
    const response = await context.app.inject({
      method: 'PATCH',
      url: connectionUrl(),
      headers: bearer(agenda.member.token),
      payload: { busyCalendarUrls: ['http://otro.example/cal/'], targetCalendarUrl: null },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/no está en tu cuenta/);
  });

  it('picks up a new event and a deleted one on the next background pull', async () => {
    const deps = {
      db: context.database.db,
      clock: context.clock,
      key: context.tokens.deriveKey(CALDAV_PASSWORD_KEY_PURPOSE),
      log: () => {},
    };
    await putEvent(busyCalendar, 'peluqueria', ['DTSTART:20260306T090000Z', 'DTEND:20260306T100000Z']);
    expect(await pullDueCalDavConnections(deps)).toBe(0); // pulled a moment ago
    expect(await slotStarts('2026-03-06', '2026-03-06')).toContain('2026-03-06T09:00:00.000Z');
    context.clock.advance(5 * 60_000 + 1);
    expect(await pullDueCalDavConnections(deps)).toBe(1);
    expect(await slotStarts('2026-03-06', '2026-03-06')).not.toContain('2026-03-06T09:00:00.000Z');

    await fetch(new URL('dentista.ics', busyCalendar), {
      method: 'DELETE',
      headers: { authorization: auth },
    });
    context.clock.advance(5 * 60_000 + 1);
    expect(await pullDueCalDavConnections(deps)).toBe(1);
    expect(await slotStarts('2026-03-03', '2026-03-03')).toContain('2026-03-03T09:00:00.000Z');
  });

  it('keeps the busy time and says since when when the server stops answering', async () => {
    const deps = {
      db: context.database.db,
      clock: context.clock,
      key: context.tokens.deriveKey(CALDAV_PASSWORD_KEY_PURPOSE),
      log: () => {},
    };
    await context.database.db
      .update(caldavConnections)
      .set({ url: 'http://127.0.0.1:9/' })
      .where(eq(caldavConnections.userId, agenda.member.user.id));
    // The stored calendar URLs are the account's; point them at nothing too.
    const [row] = await context.database.db
      .select()
      .from(caldavConnections)
      .where(eq(caldavConnections.userId, agenda.member.user.id));
    await context.database.db
      .update(caldavConnections)
      .set({
        calendars: (row?.calendars ?? []).map((calendar) => ({
          ...calendar,
          url: calendar.url.replace(/^http:\/\/[^/]+/, 'http://127.0.0.1:9'),
        })),
      })
      .where(eq(caldavConnections.userId, agenda.member.user.id));
    context.clock.advance(5 * 60_000 + 1);
    const failedAt = context.clock.now().toISOString();
    expect(await pullDueCalDavConnections(deps)).toBe(1);
    const status = await context.app.inject({
      method: 'GET',
      url: connectionUrl(),
      headers: bearer(agenda.member.token),
    });
    expect(status.json().data.connection).toMatchObject({
      failingSince: failedAt,
      lastFailure:
        'No pudimos conectar con esa dirección. Revisa que esté bien escrita y que el servidor funcione.',
    });
    expect(await slotStarts('2026-03-05', '2026-03-05')).toEqual([]); // still blocked by what was pulled
  });

  it('disconnects: the account and its busy time are gone', async () => {
    const response = await context.app.inject({
      method: 'DELETE',
      url: connectionUrl(),
      headers: bearer(agenda.member.token),
    });
    expect(response.statusCode).toBe(200);
    expect((await slotStarts('2026-03-05', '2026-03-05')).length).toBeGreaterThan(0);
    const again = await context.app.inject({
      method: 'DELETE',
      url: connectionUrl(),
      headers: bearer(agenda.member.token),
    });
    expect(again.statusCode).toBe(404);
  });
});
