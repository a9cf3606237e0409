import { caldavBusyTimes } from '@citavet/db/schema/calendar';
import { CALDAV_MESSAGES } from '@citavet/domain/calendar/caldav-messages';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainChangeFeed } from '../../change-feed/change-feed.repository';
import { CALDAV_PASSWORD_KEY_PURPOSE } from '../../security/secret-box';
import { bearer, createTestContext, type TestContext, testRadicale } from '../../test/test-app';
import { scheduleOf, setUpAgenda, type TestAgenda } from '../bookings/bookings.test-support';
import { pushDueBookings } from './caldav-booking-writer';
import { findMemberConnection } from './caldav-connections.repository';
import { pullCalDavBusyTimes } from './pull-caldav-busy-times';
import type { CalDavWriterDeps } from './push-booking-to-caldav';

// Bookings written out to a real CalDAV server (Debian's Radicale, started by .ci/run): created,
// moved and cancelled under the booking's UID, a hand edit overwritten and logged, DST days in
// Madrid read back, the booking's own event not read back as busy time, and a removed calendar that
// stops the writes with a Spanish reason. Clock: Monday 2026-03-02 08:00Z; Europe/Madrid.

const radicale = testRadicale();
if (!radicale) {
  console.warn(
    'CalDAV bookings-out suite skipped: Radicale is not running (start it with ops/radicale/start-test-server.sh start and pass its RADICALE_* variables)',
  );
}

const server = radicale ?? { url: 'http://127.0.0.1:9/', user: '', password: '' };
const auth = `Basic ${Buffer.from(`${server.user}:${server.password}`).toString('base64')}`;
const run = Date.now().toString(36);
const citas = new URL(`/${server.user}/citas-out-${run}/`, server.url).href;

let context: TestContext;
let agenda: TestAgenda;
let deps: CalDavWriterDeps;
const logs: { message: string; fields: Record<string, unknown> }[] = [];

async function book(start: string): Promise<string> {
  const startAt = new Date(start);
  const weekday = ((startAt.getUTCDay() + 6) % 7) + 1;
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/bookings/internal',
    headers: bearer(agenda.admin.token),
    payload: {
      serviceScheduleId: scheduleOf(agenda.memberSchedules, weekday),
      startTime: startAt.toISOString(),
      endTime: new Date(startAt.getTime() + 30 * 60_000).toISOString(),
      clientInfo: { name: 'Ana Gil', email: 'ana@example.com' },
      pet: { name: 'Kira', species: 'perro' },
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.booking.id as string;
}

async function move(bookingId: string, start: string) {
  const startAt = new Date(start);
  const response = await context.app.inject({
    method: 'PUT',
    url: `/api/bookings/${bookingId}`,
    headers: bearer(agenda.admin.token),
    payload: {
      startTime: startAt.toISOString(),
      endTime: new Date(startAt.getTime() + 30 * 60_000).toISOString(),
      clientInfo: { name: 'Ana Gil', email: 'ana@example.com' },
    },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function sync() {
  await drainChangeFeed(context.database.db);
  return pushDueBookings(deps, 100);
}

const eventUrl = (bookingId: string) => `${citas}${encodeURIComponent(`${bookingId}@citavet`)}.ics`;

async function serverEvent(bookingId: string) {
  const response = await fetch(eventUrl(bookingId), { headers: { authorization: auth } });
  if (response.status === 404) return null;
  expect(response.status).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  ICAL.TimezoneService.reset();
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  const event = new ICAL.Event(vevent);
  return {
    etag: response.headers.get('etag'),
    uid: event.uid,
    summary: event.summary,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    status: vevent.getFirstPropertyValue('status'),
  };
}

describe.skipIf(!radicale)('CalDAV bookings out, against Radicale', () => {
  beforeAll(async () => {
    context = await createTestContext();
    agenda = await setUpAgenda(context.app, context.database.db, 'Europe/Madrid');
    await fetch(new URL(`/${server.user}/`, server.url), {
      method: 'PROPFIND',
      headers: { authorization: auth, depth: '0' },
    });
    const made = await fetch(citas, { method: 'MKCALENDAR', headers: { authorization: auth } });
    expect(made.status).toBe(201);
    deps = {
      db: context.database.db,
      clock: context.clock,
      key: context.tokens.deriveKey(CALDAV_PASSWORD_KEY_PURPOSE),
      publicUrl: 'http://citavet.test',
      log: (message, fields) => logs.push({ message, fields }),
      leaseMs: 120_000,
      retryBaseMs: 30_000,
    };
    const connected = await context.app.inject({
      method: 'PUT',
      url: `/api/spaces/${agenda.spaceId}/caldav-connection`,
      headers: bearer(agenda.member.token),
      payload: { url: server.url, user: server.user, password: server.password },
    });
    expect(connected.statusCode, connected.body).toBe(200);
    const calendar = connected
      .json()
      .data.calendars.find((candidate: { url: string }) => candidate.url === citas);
    expect(calendar).toMatchObject({ writable: true, receivesBookings: false });
    // The same calendar blocks time and receives bookings: its Citavet events must not block twice.
    const chosen = await context.app.inject({
      method: 'PATCH',
      url: `/api/spaces/${agenda.spaceId}/caldav-connection`,
      headers: bearer(agenda.member.token),
      payload: { busyCalendarUrls: [citas], targetCalendarUrl: citas },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(
      chosen.json().data.calendars.find((candidate: { url: string }) => candidate.url === citas),
    ).toMatchObject({ blocksTime: true, receivesBookings: true });
    // Registering, discovering and the first pull take a while on a loaded machine.
  }, 180_000);
  afterAll(async () => {
    await context?.close();
  });

  it('creates, moves and cancels the booking’s event with one UID and a higher SEQUENCE each time', async () => {
    const id = await book('2026-03-03T09:00:00.000Z');
    expect(await sync()).toEqual(['done']);
    const created = await serverEvent(id);
    expect(created).toMatchObject({
      uid: `${id}@citavet`,
      start: '2026-03-03T09:00:00.000Z',
      status: 'CONFIRMED',
      summary: 'Consulta general — Kira · Ana Gil',
    });

    // Pulled back as busy time, the booking's own event blocks nothing: the booking already does.
    const connection = await findMemberConnection(context.database.db, agenda.spaceId, agenda.member.user.id);
    if (!connection) throw new Error('not connected');
    expect((await pullCalDavBusyTimes({ ...deps, log: () => {} }, connection)).outcome).toBe('pulled');
    const busy = await context.database.db
      .select()
      .from(caldavBusyTimes)
      .where(eq(caldavBusyTimes.connectionId, connection.id));
    expect(busy).toEqual([]);

    await move(id, '2026-03-03T11:00:00.000Z');
    expect(await sync()).toEqual(['done']);
    const moved = await serverEvent(id);
    expect(moved?.uid).toBe(`${id}@citavet`);
    expect(moved?.start).toBe('2026-03-03T11:00:00.000Z');
    expect(moved?.sequence).toBeGreaterThan(created?.sequence ?? Number.POSITIVE_INFINITY);

    const cancelled = await context.app.inject({
      method: 'PUT',
      url: `/api/bookings/${id}/cancel`,
      headers: bearer(agenda.admin.token),
      payload: { reason: 'Ya no hace falta' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await sync()).toEqual(['done']);
    const third = await serverEvent(id);
    expect(third?.status).toBe('CANCELLED');
    expect(third?.sequence).toBeGreaterThan(moved?.sequence ?? Number.POSITIVE_INFINITY);
  });

  it('overwrites a hand edit in favour of the booking and logs it with ids only', async () => {
    const id = await book('2026-03-04T09:00:00.000Z');
    await sync();
    const response = await fetch(eventUrl(id), { headers: { authorization: auth } });
    const edited = await fetch(eventUrl(id), {
      method: 'PUT',
      headers: { authorization: auth, 'content-type': 'text/calendar; charset=utf-8' },
      body: (await response.text()).replace(/SUMMARY:[^\r\n]*/, 'SUMMARY:Editado a mano'),
    });
    expect(edited.ok).toBe(true);
    await move(id, '2026-03-04T10:00:00.000Z');
    await sync();
    const now = await serverEvent(id);
    expect(now?.summary).toBe('Consulta general — Kira · Ana Gil');
    expect(now?.start).toBe('2026-03-04T10:00:00.000Z');
    expect(logs).toContainEqual({
      message: 'caldav booking event overwritten (edited on the server)',
      fields: { connectionId: expect.any(String), bookingId: id },
    });
  });

  it.each([
    ['the spring-forward Sunday', '2026-03-29T08:00:00.000Z'],
    ['the day after', '2026-03-30T07:00:00.000Z'],
  ])('writes a booking on %s in Madrid that reads back at its instant', async (_day, start) => {
    const id = await book(start);
    await sync();
    expect((await serverEvent(id))?.start).toBe(start);
  });

  it('a renamed pet is written again on the server’s event, under the same UID', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/bookings/internal',
      headers: bearer(agenda.admin.token),
      payload: {
        serviceScheduleId: scheduleOf(agenda.memberSchedules, 5),
        startTime: '2026-03-06T09:00:00.000Z',
        endTime: '2026-03-06T09:30:00.000Z',
        clientInfo: { name: 'Ana Gil', email: 'ana@example.com' },
        pet: { name: 'Nala', species: 'gato' },
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { id, pet } = response.json().data.booking as { id: string; pet: { id: string } };
    expect(await sync()).toEqual(['done']);
    const before = await serverEvent(id);
    expect(before?.summary).toBe('Consulta general — Nala · Ana Gil');

    // No booking changed: the pet's rename itself queues the booking's event.
    const renamed = await context.app.inject({
      method: 'PUT',
      url: `/api/spaces/${agenda.spaceId}/pets/${pet.id}`,
      headers: bearer(agenda.admin.token),
      payload: { name: 'Nala Luna' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await pushDueBookings(deps, 100)).toEqual(['done']);
    const after = await serverEvent(id);
    expect(after).toMatchObject({ uid: `${id}@citavet`, summary: 'Consulta general — Nala Luna · Ana Gil' });
    expect(after?.sequence).toBeGreaterThan(before?.sequence ?? Number.POSITIVE_INFINITY);
    expect(after?.etag).not.toBe(before?.etag);
  });

  it('a calendar removed on the server stops the writes with a Spanish reason', async () => {
    const removed = await fetch(citas, { method: 'DELETE', headers: { authorization: auth } });
    expect(removed.ok).toBe(true);
    await book('2026-03-05T09:00:00.000Z');
    expect(await sync()).toEqual(['stopped']);
    const status = await context.app.inject({
      method: 'GET',
      url: `/api/spaces/${agenda.spaceId}/caldav-connection`,
      headers: bearer(agenda.member.token),
    });
    expect(status.json().data.connection).toMatchObject({
      writeFailure: CALDAV_MESSAGES.calendarMissing,
      writeFailingSince: expect.any(String),
    });
    expect(logs.at(-1)).toEqual({
      message: 'caldav calendar receiving bookings is gone: writes stopped',
      fields: { connectionId: expect.any(String) },
    });
  });
});
