import { caldavBusyTimes, caldavConnections } from '@citavet/db/schema/calendar';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALDAV_PASSWORD_KEY_PURPOSE } from '../../security/secret-box';
import { bearer, createTestContext, type TestContext, testRadicale } from '../../test/test-app';
import { setUpAgenda, type TestAgenda } from '../bookings/bookings.test-support';
import { pullCalDavBusyTimes } from './pull-caldav-busy-times';

// The incremental pull (RFC 6578 sync-collection, decision 091) against Debian's Radicale: after the
// first whole read, a pull asks only what changed, rewrites only those events' busy rows, and falls
// back to the whole read when the server refuses the stored token.
// Clock: Monday 2026-03-02 08:00Z; the space is in Europe/Madrid (UTC+1 in March).

const radicale = testRadicale();
if (!radicale) {
  console.warn(
    'CalDAV incremental pull suite skipped: Radicale is not running (start it with ops/radicale/start-test-server.sh start and pass its RADICALE_* variables)',
  );
}
const server = radicale ?? { url: 'http://127.0.0.1:9/', user: '', password: '' };
const auth = `Basic ${Buffer.from(`${server.user}:${server.password}`).toString('base64')}`;
const calendarUrl = new URL(`/${server.user}/sync-${Date.now().toString(36)}/`, server.url).href;

async function putEvent(uid: string, start: string, end: string) {
  const body = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//test//ES',
    'BEGIN:VEVENT',
    `UID:${uid}`,
    'DTSTAMP:20260301T000000Z',
    `DTSTART:${start}`,
    `DTEND:${end}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
  const response = await fetch(new URL(`${uid}.ics`, calendarUrl), {
    method: 'PUT',
    headers: { authorization: auth, 'content-type': 'text/calendar; charset=utf-8' },
    body,
  });
  expect(response.status).toBeLessThan(300);
}

let context: TestContext;
let agenda: TestAgenda;
const sent: string[] = [];
const countingFetch = ((input: string | URL | Request, init?: RequestInit) => {
  const body = String(init?.body ?? '');
  sent.push(`${init?.method} ${/<[a-z]+:([a-z-]+)/.exec(body.replace(/^<\?xml[^>]*\?>/, ''))?.[1] ?? ''}`);
  return fetch(input, init);
}) as typeof fetch;

async function connection() {
  const [row] = await context.database.db
    .select()
    .from(caldavConnections)
    .where(eq(caldavConnections.userId, agenda.member.user.id));
  if (!row) throw new Error('no connection');
  return row;
}

/** The account holds other suites' calendars too: this suite's one. */
async function chosenCalendar() {
  return (await connection()).calendars.find((calendar) => calendar.url === calendarUrl);
}

async function pull() {
  sent.length = 0;
  context.clock.advance(5 * 60_000 + 1);
  return pullCalDavBusyTimes(
    {
      db: context.database.db,
      clock: context.clock,
      key: context.tokens.deriveKey(CALDAV_PASSWORD_KEY_PURPOSE),
      log: () => {},
      fetcher: countingFetch,
    },
    await connection(),
  );
}

/** The stored busy rows by event (the resource's file name), with their ids. */
async function busyRows() {
  const rows = await context.database.db
    .select({ id: caldavBusyTimes.id, href: caldavBusyTimes.resourceHref, startAt: caldavBusyTimes.startAt })
    .from(caldavBusyTimes)
    .where(and(eq(caldavBusyTimes.hostId, agenda.member.user.id)));
  return new Map(
    rows.map((row) => [row.href?.split('/').at(-1), { id: row.id, startAt: row.startAt.toISOString() }]),
  );
}

describe.skipIf(!radicale)('incremental CalDAV pull, against Radicale', () => {
  beforeAll(async () => {
    context = await createTestContext();
    agenda = await setUpAgenda(context.app, context.database.db, 'Europe/Madrid');
    await fetch(new URL(`/${server.user}/`, server.url), {
      method: 'PROPFIND',
      headers: { authorization: auth, depth: '0' },
    });
    expect(
      (await fetch(calendarUrl, { method: 'MKCALENDAR', headers: { authorization: auth } })).status,
    ).toBe(201);
    await putEvent('dentista', '20260303T090000Z', '20260303T100000Z');
    await putEvent('peluqueria', '20260304T090000Z', '20260304T100000Z');
    await putEvent('gimnasio', '20260305T090000Z', '20260305T100000Z');
    const connected = await context.app.inject({
      method: 'PUT',
      url: `/api/spaces/${agenda.spaceId}/caldav-connection`,
      headers: bearer(agenda.member.token),
      payload: { url: server.url, user: server.user, password: server.password },
    });
    expect(connected.statusCode, connected.body).toBe(200);
    const chosen = await context.app.inject({
      method: 'PATCH',
      url: `/api/spaces/${agenda.spaceId}/caldav-connection`,
      headers: bearer(agenda.member.token),
      payload: { busyCalendarUrls: [calendarUrl], targetCalendarUrl: null },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
  }, 300_000);
  afterAll(async () => {
    await context?.close();
  });

  it('reads the calendar whole once, with each event’s rows kept by resource and the token stored', async () => {
    const rows = await busyRows();
    expect([...rows.keys()].sort()).toEqual(['dentista.ics', 'gimnasio.ics', 'peluqueria.ics']);
    const calendar = await chosenCalendar();
    expect(calendar?.pulledSyncToken).toMatch(/^http:\/\/radicale\.org\/ns\/sync\//);
  });

  it('asks one sync-collection and nothing else when nothing changed', async () => {
    const before = await busyRows();
    expect(await pull()).toEqual({ outcome: 'pulled', requests: 1, skipped: 0 });
    expect(sent).toEqual(['REPORT sync-collection']);
    expect(await busyRows()).toEqual(before);
  });

  it('reads only the moved, new and deleted events, and leaves the other rows untouched', async () => {
    const before = await busyRows();
    await putEvent('dentista', '20260303T120000Z', '20260303T130000Z'); // moved
    await putEvent('veterinario', '20260306T090000Z', '20260306T100000Z'); // new
    await fetch(new URL('peluqueria.ics', calendarUrl), {
      method: 'DELETE',
      headers: { authorization: auth },
    });
    const tokenBefore = (await chosenCalendar())?.pulledSyncToken;

    expect(await pull()).toEqual({ outcome: 'pulled', requests: 2, skipped: 0 });
    expect(sent).toEqual(['REPORT sync-collection', 'REPORT calendar-multiget']);
    const after = await busyRows();
    expect([...after.keys()].sort()).toEqual(['dentista.ics', 'gimnasio.ics', 'veterinario.ics']);
    expect(after.get('dentista.ics')?.startAt).toBe('2026-03-03T12:00:00.000Z');
    expect(after.get('veterinario.ics')?.startAt).toBe('2026-03-06T09:00:00.000Z');
    // The untouched event's row is the same row: nothing but the delta was written.
    expect(after.get('gimnasio.ics')).toEqual(before.get('gimnasio.ics'));
    expect((await chosenCalendar())?.pulledSyncToken).not.toBe(tokenBefore);

    // And the public slots follow: 10:00 Madrid on Tuesday is free again, 13:00 is taken.
    const slots = await context.app.inject({
      method: 'GET',
      url: `/api/public/space/${agenda.spaceId}/service/${agenda.serviceId}/host/${agenda.member.user.id}/available-slots?fromDate=2026-03-03&toDate=2026-03-03`,
    });
    expect(slots.body).toContain('"startAt":"2026-03-03T09:00:00.000Z"');
    expect(slots.body).not.toContain('"startAt":"2026-03-03T12:00:00.000Z"');
  });

  it('falls back to the whole read when Radicale refuses the stored token (403 valid-sync-token)', async () => {
    const row = await connection();
    await context.database.db
      .update(caldavConnections)
      .set({
        calendars: row.calendars.map((calendar) => ({
          ...calendar,
          pulledSyncToken: 'http://radicale.org/ns/sync/desconocido',
        })),
      })
      .where(eq(caldavConnections.id, row.id));
    await putEvent('gimnasio', '20260305T150000Z', '20260305T160000Z');

    expect(await pull()).toEqual({ outcome: 'pulled', requests: 3, skipped: 0 });
    expect(sent).toEqual(['REPORT sync-collection', 'PROPFIND propfind', 'REPORT calendar-query']);
    const rows = await busyRows();
    expect(rows.get('gimnasio.ics')?.startAt).toBe('2026-03-05T15:00:00.000Z');
    const calendar = await chosenCalendar();
    expect(calendar?.pulledSyncToken).toMatch(/^http:\/\/radicale\.org\/ns\/sync\/[0-9a-f]+$/);

    // The token read with the whole calendar is good: the next pull is one request again.
    expect(await pull()).toEqual({ outcome: 'pulled', requests: 1, skipped: 0 });
  });
});
