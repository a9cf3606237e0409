import { randomBytes } from 'node:crypto';
import type { CalDavCalendarState } from '@citavet/db/schema/calendar';
import { caldavBookingEvents, caldavPushes } from '@citavet/db/schema/calendar';
import { CALDAV_MESSAGES } from '@citavet/domain/calendar/caldav-messages';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queueUpcomingBookingPushes } from '../../caldav/caldav-push-queue.repository';
import { drainChangeFeed } from '../../change-feed/change-feed.repository';
import { sealSecret } from '../../security/secret-box';
import { bearer, createTestContext, signTestToken, type TestContext } from '../../test/test-app';
import { scheduleOf, setUpAgenda, type TestAgenda } from '../bookings/bookings.test-support';
import { pushDueBookings } from './caldav-booking-writer';
import { findMemberConnection, replaceMemberConnection } from './caldav-connections.repository';
import { claimNextPush, countPendingPushes } from './caldav-pushes.repository';
import { planBookingPush, pushRetryDelayMs } from './plan-booking-push';
import { type CalDavWriterDeps, pushBookingToCalDav } from './push-booking-to-caldav';

// Bookings written out to CalDAV through the change feed, against an in-memory CalDAV server that
// keeps ETags and honours If-Match / If-None-Match: the order per booking, a worker that dies
// mid-write, a change queued while a write is in flight, hand edits, a deleted event, a removed
// calendar, retries with backoff. The same flows run against Radicale in caldav-bookings-radicale.test.ts.
// Clock: Monday 2026-03-02 08:00Z; Europe/Madrid.

type Stored = { ics: string; etag: string };

/** A CalDAV server in memory: PUT/GET/DELETE of calendar objects in the calendars it has. */
function fakeCalDav(calendarUrls: string[]) {
  const calendars = new Set(calendarUrls);
  const objects = new Map<string, Stored>();
  const requests: { method: string; url: string; condition: string }[] = [];
  let version = 0;
  let failing = false;
  /** Resolved when released: holds the answer of the next request after it is applied. */
  let stallAfterApplying: { release: Promise<void> } | null = null;
  const fetcher = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const headers = new Headers(init?.headers);
    const condition = headers.get('if-match')
      ? `if-match ${headers.get('if-match')}`
      : headers.get('if-none-match')
        ? 'if-none-match *'
        : '';
    requests.push({ method, url, condition });
    if (failing) throw new TypeError('fetch failed');
    const calendar = url.slice(0, url.lastIndexOf('/') + 1);
    const answer = (status: number, etag?: string, body?: string) =>
      new Response(body ?? null, { status, headers: etag ? { etag } : {} });
    let response: Response;
    const current = objects.get(url);
    if (!calendars.has(calendar)) response = answer(method === 'PUT' ? 409 : 404);
    else if (method === 'GET') response = current ? answer(200, current.etag, current.ics) : answer(404);
    else if (method === 'PUT') {
      const ifMatch = headers.get('if-match');
      if ((ifMatch && ifMatch !== current?.etag) || (headers.get('if-none-match') === '*' && current))
        response = answer(412);
      else {
        const etag = `"v${++version}"`;
        objects.set(url, { ics: String(init?.body), etag });
        response = answer(current ? 204 : 201, etag);
      }
    } else if (method === 'DELETE') {
      const ifMatch = headers.get('if-match');
      if (!current) response = answer(404);
      else if (ifMatch && ifMatch !== current.etag) response = answer(412);
      else {
        objects.delete(url);
        response = answer(204);
      }
    } else response = answer(405);
    const stall = stallAfterApplying;
    if (stall) {
      stallAfterApplying = null;
      await stall.release;
    }
    return response;
  }) as typeof fetch;
  return {
    fetcher,
    objects,
    requests,
    calendars,
    setFailing: (isFailing: boolean) => {
      failing = isFailing;
    },
    /** The next request is applied, and its answer held until `release` is called. */
    stallNext() {
      let release = () => {};
      stallAfterApplying = { release: new Promise<void>((resolve) => (release = resolve)) };
      return () => release();
    },
    /** A hand edit in the professional's calendar app: the server's copy and ETag change. */
    editByHand(url: string, summary: string) {
      const current = objects.get(url);
      if (!current) throw new Error('no event to edit');
      objects.set(url, {
        ics: current.ics.replace(/SUMMARY:[^\r\n]*/, `SUMMARY:${summary}`),
        etag: `"v${++version}"`,
      });
    },
  };
}

function readEvent(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  ICAL.TimezoneService.reset();
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  const event = new ICAL.Event(vevent);
  return {
    uid: event.uid,
    summary: event.summary,
    description: event.description,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    status: vevent.getFirstPropertyValue('status'),
    attendees: vevent.getAllProperties('attendee').length,
    alarms: vevent.getAllSubcomponents('valarm').length,
  };
}

const CAL = 'https://dav.example/vet/citas/';
const OTHER = 'https://dav.example/vet/personal/';
const READ_ONLY = 'https://dav.example/vet/festivos/';

let context: TestContext;
let agenda: TestAgenda;
let server: ReturnType<typeof fakeCalDav>;
let deps: CalDavWriterDeps;
const logs: { message: string; fields: Record<string, unknown> }[] = [];
const key = randomBytes(32);

const calendarState = (url: string, name: string, extra: Partial<CalDavCalendarState> = {}) => ({
  url,
  name,
  color: null,
  blocksTime: false,
  receivesBookings: false,
  pulledCtag: null,
  pulledSyncToken: null,
  readAt: null,
  writable: true,
  ...extra,
});

async function book(start: string): Promise<string> {
  const startAt = new Date(start);
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/bookings/internal',
    headers: bearer(agenda.admin.token),
    payload: {
      serviceScheduleId: scheduleOf(agenda.memberSchedules, 2),
      startTime: startAt.toISOString(),
      endTime: new Date(startAt.getTime() + 30 * 60_000).toISOString(),
      clientInfo: { name: 'Ana Gil', email: 'ana@example.com' },
      pet: { name: 'Kira', species: 'perro' },
      notes: 'Vómitos desde ayer',
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

async function cancel(bookingId: string) {
  const response = await context.app.inject({
    method: 'PUT',
    url: `/api/bookings/${bookingId}/cancel`,
    headers: bearer(agenda.admin.token),
    payload: { reason: 'Vómitos desde ayer' },
  });
  expect(response.statusCode, response.body).toBe(200);
}

const eventUrl = (bookingId: string) => `${CAL}${encodeURIComponent(`${bookingId}@citavet`)}.ics`;
const putsOf = (bookingId: string) =>
  server.requests.filter((request) => request.method === 'PUT' && request.url.includes(bookingId));

async function storedRow(bookingId: string) {
  const [row] = await context.database.db
    .select()
    .from(caldavBookingEvents)
    .where(eq(caldavBookingEvents.bookingId, bookingId));
  return row ?? null;
}

/** The change feed's round, then the writer's: what the running server does about a second later. */
async function sync() {
  await drainChangeFeed(context.database.db);
  return pushDueBookings(deps, 100);
}

async function chooseTarget(targetCalendarUrl: string | null) {
  const connection = await findMemberConnection(context.database.db, agenda.spaceId, agenda.member.user.id);
  if (!connection) throw new Error('not connected');
  // Through the route, as 'Mi calendario' does (busy calendars none: nothing is pulled).
  const response = await context.app.inject({
    method: 'PATCH',
    url: `/api/spaces/${agenda.spaceId}/caldav-connection`,
    headers: bearer(agenda.member.token),
    payload: { busyCalendarUrls: [], targetCalendarUrl },
  });
  return response;
}

describe('CalDAV bookings out, with an in-memory CalDAV server', () => {
  beforeAll(async () => {
    context = await createTestContext({ config: { caldavKey: key } });
    agenda = await setUpAgenda(context.app, context.database.db, 'Europe/Madrid');
  });
  afterAll(async () => {
    await context?.close();
  });
  beforeEach(async () => {
    server = fakeCalDav([CAL, OTHER, READ_ONLY]);
    logs.length = 0;
    deps = {
      db: context.database.db,
      clock: context.clock,
      key,
      publicUrl: 'http://citavet.test',
      log: (message, fields) => logs.push({ message, fields }),
      leaseMs: 120_000,
      retryBaseMs: 30_000,
      fetcher: server.fetcher,
    };
    await replaceMemberConnection(context.database.db, {
      spaceId: agenda.spaceId,
      userId: agenda.member.user.id,
      url: 'https://dav.example/',
      username: 'vet',
      passwordSealed: sealSecret(key, 'app-password'),
      calendars: [
        calendarState(CAL, 'Citas', { receivesBookings: true }),
        calendarState(OTHER, 'Personal'),
        calendarState(READ_ONLY, 'Festivos', { writable: false }),
      ],
      now: context.clock.now(),
    });
    await sync();
  });

  it('creates, moves and cancels one event under the booking’s UID, each version a higher SEQUENCE', async () => {
    const id = await book('2026-03-03T09:00:00.000Z');
    await sync();
    const created = server.objects.get(eventUrl(id));
    expect(created).toBeDefined();
    expect(putsOf(id)[0]?.condition).toBe('if-none-match *');
    const first = readEvent(created?.ics ?? '');
    expect(first).toMatchObject({
      uid: `${id}@citavet`,
      start: '2026-03-03T09:00:00.000Z',
      status: 'CONFIRMED',
      summary: 'Consulta general — Kira · Ana Gil',
      attendees: 0,
      alarms: 0,
    });
    // No clinical detail: the booking's notes never leave.
    expect(created?.ics).not.toContain('Vómitos');
    expect(await storedRow(id)).toMatchObject({ etag: created?.etag, calendarUrl: CAL });

    await move(id, '2026-03-03T11:00:00.000Z');
    await sync();
    const moved = server.objects.get(eventUrl(id));
    expect(putsOf(id).at(-1)?.condition).toBe(`if-match ${created?.etag}`);
    const second = readEvent(moved?.ics ?? '');
    expect(second.uid).toBe(first.uid);
    expect(second.start).toBe('2026-03-03T11:00:00.000Z');
    expect(second.sequence).toBeGreaterThan(first.sequence);

    await cancel(id);
    await sync();
    const third = readEvent(server.objects.get(eventUrl(id))?.ics ?? '');
    expect(third.status).toBe('CANCELLED');
    expect(third.sequence).toBeGreaterThan(second.sequence);
    expect(putsOf(id)).toHaveLength(3);
    expect(await countPendingPushes(context.database.db)).toBe(0);

    // A change the event does not show (notes) queues the booking but writes nothing.
    const before = server.requests.length;
    await context.app.inject({
      method: 'PUT',
      url: `/api/bookings/${id}`,
      headers: bearer(agenda.admin.token),
      payload: {
        startTime: '2026-03-03T11:00:00.000Z',
        endTime: '2026-03-03T11:30:00.000Z',
        clientInfo: { name: 'Ana Gil', email: 'ana@example.com' },
        notes: 'Otra nota',
      },
    });
    await sync();
    expect(server.requests.slice(before).filter((request) => request.method === 'PUT')).toHaveLength(0);
  });

  it('writes only the latest state of changes queued together, and records the last change applied', async () => {
    const id = await book('2026-03-04T09:00:00.000Z');
    await move(id, '2026-03-04T10:00:00.000Z');
    await move(id, '2026-03-04T12:00:00.000Z');
    const outcomes = await sync();
    expect(outcomes).toEqual(['done']);
    expect(putsOf(id)).toHaveLength(1);
    expect(readEvent(server.objects.get(eventUrl(id))?.ics ?? '').start).toBe('2026-03-04T12:00:00.000Z');
    const row = await storedRow(id);
    expect(row?.changeId).toBeGreaterThan(0);

    await move(id, '2026-03-04T13:00:00.000Z');
    await sync();
    expect((await storedRow(id))?.changeId).toBeGreaterThan(row?.changeId ?? 0);
  });

  it('a change queued while a write is in flight is written after it, in order', async () => {
    const id = await book('2026-03-05T09:00:00.000Z');
    await drainChangeFeed(context.database.db);
    const claim = await claimNextPush(context.database.db, context.clock.now(), deps.leaseMs);
    expect(claim?.bookingId).toBe(id);
    const release = server.stallNext();
    const inFlight = pushBookingToCalDav(deps, claim ?? ({} as never));
    // Meanwhile the booking moves and the feed queues it again.
    await move(id, '2026-03-05T15:00:00.000Z');
    await drainChangeFeed(context.database.db);
    // Another worker finds the booking held by the claim and does not touch it.
    expect(await claimNextPush(context.database.db, context.clock.now(), deps.leaseMs)).toBeNull();
    release();
    expect(await inFlight).toBe('again');
    expect(readEvent(server.objects.get(eventUrl(id))?.ics ?? '').start).toBe('2026-03-05T09:00:00.000Z');
    expect(await pushDueBookings(deps, 10)).toEqual(['done']);
    const puts = putsOf(id);
    expect(puts).toHaveLength(2);
    expect(puts[1]?.condition).toMatch(/^if-match /);
    expect(readEvent(server.objects.get(eventUrl(id))?.ics ?? '').start).toBe('2026-03-05T15:00:00.000Z');
  });

  it('a worker killed after its PUT loses nothing and writes nothing twice', async () => {
    const id = await book('2026-03-06T09:00:00.000Z');
    await drainChangeFeed(context.database.db);
    const claim = await claimNextPush(context.database.db, context.clock.now(), deps.leaseMs);
    // The PUT reaches the server, and the worker dies before it reads the answer.
    server.stallNext();
    void pushBookingToCalDav(deps, claim ?? ({} as never));
    // Waited for, not slept on: under load the PUT can take longer than any fixed pause.
    await vi.waitFor(() => expect(server.objects.has(eventUrl(id))).toBe(true), {
      timeout: 10_000,
      interval: 10,
    });
    // Its claim holds the booking until the lease runs out…
    expect(await pushDueBookings(deps, 10)).toEqual([]);
    context.clock.advance(deps.leaseMs + 1);
    // …then another worker takes it: the server has this very version, so it only keeps its ETag.
    expect(await pushDueBookings(deps, 10)).toEqual(['done']);
    expect(putsOf(id)).toHaveLength(2);
    expect(putsOf(id)[1]?.condition).toBe('if-none-match *');
    expect(server.requests.filter((request) => request.url.includes(id)).map((r) => r.method)).toEqual([
      'PUT',
      'PUT',
      'GET',
    ]);
    expect((await storedRow(id))?.etag).toBe(server.objects.get(eventUrl(id))?.etag);
    expect(logs.filter((entry) => entry.message.includes('overwritten'))).toHaveLength(0);
  });

  it('a worker whose lease ran out finds its claim lost and keeps nothing of it', async () => {
    const id = await book('2026-03-09T09:00:00.000Z');
    await drainChangeFeed(context.database.db);
    const claim = await claimNextPush(context.database.db, context.clock.now(), deps.leaseMs);
    const release = server.stallNext();
    const slow = pushBookingToCalDav(deps, claim ?? ({} as never));
    await vi.waitFor(() => expect(server.objects.has(eventUrl(id))).toBe(true), {
      timeout: 10_000,
      interval: 10,
    });
    context.clock.advance(deps.leaseMs + 1);
    expect(await pushDueBookings(deps, 10)).toEqual(['done']);
    release();
    expect(await slow).toBe('lost');
    expect(logs.map((entry) => entry.message)).toContain(
      'caldav booking push finished after its lease ran out',
    );
    expect((await storedRow(id))?.etag).toBe(server.objects.get(eventUrl(id))?.etag);
  });

  it('overwrites a hand edit in favour of the booking and logs it with ids only; re-creates a deleted event', async () => {
    const id = await book('2026-03-10T09:00:00.000Z');
    await sync();
    server.editByHand(eventUrl(id), 'Editado a mano');
    await move(id, '2026-03-10T10:00:00.000Z');
    await sync();
    const now = readEvent(server.objects.get(eventUrl(id))?.ics ?? '');
    expect(now.summary).toBe('Consulta general — Kira · Ana Gil');
    expect(now.start).toBe('2026-03-10T10:00:00.000Z');
    const conflict = logs.find((entry) => entry.message.includes('overwritten'));
    expect(conflict?.fields).toEqual({ connectionId: expect.any(String), bookingId: id });
    expect(JSON.stringify(logs)).not.toMatch(/Ana|Kira|Consulta|2026-03-10/);

    server.objects.delete(eventUrl(id));
    await move(id, '2026-03-10T11:00:00.000Z');
    await sync();
    expect(readEvent(server.objects.get(eventUrl(id))?.ics ?? '').start).toBe('2026-03-10T11:00:00.000Z');
    expect(logs.map((entry) => entry.message)).toContain(
      'caldav booking event re-created (deleted on the server)',
    );
  });

  it('retries a server that does not answer with backoff, then writes', async () => {
    const id = await book('2026-03-11T09:00:00.000Z');
    server.setFailing(true);
    expect(await sync()).toEqual(['retry']);
    // Not due before its backoff.
    expect(await pushDueBookings(deps, 10)).toEqual([]);
    context.clock.advance(pushRetryDelayMs(1, deps.retryBaseMs));
    expect(await pushDueBookings(deps, 10)).toEqual(['retry']);
    context.clock.advance(pushRetryDelayMs(2, deps.retryBaseMs) - 1);
    expect(await pushDueBookings(deps, 10)).toEqual([]);
    server.setFailing(false);
    context.clock.advance(1);
    expect(await pushDueBookings(deps, 10)).toEqual(['done']);
    expect(server.objects.has(eventUrl(id))).toBe(true);
  });

  it('a removed calendar stops the writes with a Spanish reason, until a calendar is chosen again', async () => {
    const id = await book('2026-03-12T09:00:00.000Z');
    server.calendars.delete(CAL);
    expect(await sync()).toEqual(['stopped']);
    const connection = await findMemberConnection(context.database.db, agenda.spaceId, agenda.member.user.id);
    expect(connection?.writeFailure).toBe(CALDAV_MESSAGES.calendarMissing);
    expect(connection?.writeFailingSince).not.toBeNull();
    const status = await context.app.inject({
      method: 'GET',
      url: `/api/spaces/${agenda.spaceId}/caldav-connection`,
      headers: bearer(agenda.member.token),
    });
    expect(status.json().data.connection.writeFailure).toBe(CALDAV_MESSAGES.calendarMissing);
    // Further bookings are not attempted.
    const later = await book('2026-03-12T11:00:00.000Z');
    const before = server.requests.length;
    expect(await sync()).toEqual(['done']);
    expect(server.requests.length).toBe(before);

    // Choosing another calendar writes the upcoming bookings there.
    expect((await chooseTarget(OTHER)).statusCode).toBe(200);
    await sync();
    for (const bookingId of [id, later])
      expect(server.objects.has(`${OTHER}${encodeURIComponent(`${bookingId}@citavet`)}.ics`)).toBe(true);
    const resumed = await findMemberConnection(context.database.db, agenda.spaceId, agenda.member.user.id);
    expect(resumed?.writeFailure).toBeNull();
    server.calendars.add(CAL);
  });

  it('moving the target takes the events out of the old calendar; a read-only or unknown calendar is refused', async () => {
    const id = await book('2026-03-13T09:00:00.000Z');
    await sync();
    expect(server.objects.has(eventUrl(id))).toBe(true);
    expect((await chooseTarget(OTHER)).statusCode).toBe(200);
    await sync();
    expect(server.objects.has(eventUrl(id))).toBe(false);
    const there = server.objects.get(`${OTHER}${encodeURIComponent(`${id}@citavet`)}.ics`);
    expect(readEvent(there?.ics ?? '').start).toBe('2026-03-13T09:00:00.000Z');

    const readOnly = await chooseTarget(READ_ONLY);
    expect(readOnly.statusCode).toBe(400);
    expect(readOnly.json().message).toBe(
      'Ese calendario es de solo lectura. Elige otro para recibir tus citas.',
    );
    const unknown = await chooseTarget('https://dav.example/vet/otro/');
    expect(unknown.statusCode).toBe(400);

    // None: the events leave the calendar too, and nothing more is written.
    expect((await chooseTarget(null)).statusCode).toBe(200);
    await sync();
    expect(server.objects.size).toBe(0);
    await book('2026-03-13T11:00:00.000Z');
    const before = server.requests.length;
    await sync();
    expect(server.requests.length).toBe(before);
  });

  it('disconnecting stops the writes and leaves the events already written', async () => {
    const id = await book('2026-03-16T09:00:00.000Z');
    await sync();
    const response = await context.app.inject({
      method: 'DELETE',
      url: `/api/spaces/${agenda.spaceId}/caldav-connection`,
      headers: bearer(agenda.member.token),
    });
    expect(response.statusCode).toBe(200);
    expect(await storedRow(id)).toBeNull();
    await move(id, '2026-03-16T10:00:00.000Z');
    const before = server.requests.length;
    await sync();
    expect(server.requests.length).toBe(before);
    expect(readEvent(server.objects.get(eventUrl(id))?.ics ?? '').start).toBe('2026-03-16T09:00:00.000Z');
  });

  // Renames are not booking changes (the change feed never sees them): the rename's own use case
  // queues the upcoming bookings whose events show the name. Last of the block: it moves the clock on.
  it('a renamed pet, client or service, and hiding client names, re-write the upcoming events only', async () => {
    const db = context.database.db;
    const create = async (
      payload: Record<string, unknown>,
      start: string,
      schedule = agenda.memberSchedules,
    ) => {
      const startAt = new Date(start);
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/bookings/internal',
        headers: bearer(agenda.admin.token),
        payload: {
          serviceScheduleId: scheduleOf(schedule, 2),
          startTime: startAt.toISOString(),
          endTime: new Date(startAt.getTime() + 30 * 60_000).toISOString(),
          ...payload,
        },
      });
      expect(response.statusCode, response.body).toBe(201);
      const { booking } = response.json().data;
      return {
        id: booking.id as string,
        clientId: booking.client.id as string,
        petId: booking.pet.id as string,
      };
    };
    const first = await create(
      {
        clientInfo: { name: 'Luis Pardo', email: 'luis@example.com' },
        pet: { name: 'Toby', species: 'perro' },
      },
      '2026-03-18T09:00:00.000Z',
    );
    const { petId, clientId } = first;
    const upcoming = await create({ petId }, '2026-03-19T09:00:00.000Z');
    const cancelled = await create({ petId }, '2026-03-20T09:00:00.000Z');
    // The admin has no CalDAV connection: her booking is never queued.
    const unconnected = await create({ petId }, '2026-03-19T11:00:00.000Z', agenda.adminSchedules);
    await sync();
    await cancel(cancelled.id);
    await sync();
    const summaryOf = (bookingId: string) =>
      readEvent(server.objects.get(eventUrl(bookingId))?.ics ?? '').summary;
    expect(summaryOf(upcoming.id)).toBe('Consulta general — Toby · Luis Pardo');
    const cancelledEvent = server.objects.get(eventUrl(cancelled.id));
    expect(cancelledEvent).toBeDefined();
    // The first booking is over now: it keeps what it was written with.
    context.clock.set('2026-03-18T12:00:00.000Z');
    // Sessions last 7 days: signed in again at the new time (the tests after this one too).
    agenda.admin.token = await signTestToken(context, agenda.admin.user.id);
    agenda.member.token = await signTestToken(context, agenda.member.user.id);
    const firstEvent = server.objects.get(eventUrl(first.id));
    const rewritten = async (change: () => Promise<void>) => {
      await change();
      expect(await countPendingPushes(db)).toBe(1);
      const etag = server.objects.get(eventUrl(upcoming.id))?.etag;
      const sequence = readEvent(server.objects.get(eventUrl(upcoming.id))?.ics ?? '').sequence;
      const before = server.requests.length;
      expect(await pushDueBookings(deps, 100)).toEqual(['done']);
      expect(server.requests.slice(before)).toEqual([
        { method: 'PUT', url: eventUrl(upcoming.id), condition: `if-match ${etag}` },
      ]);
      const event = readEvent(server.objects.get(eventUrl(upcoming.id))?.ics ?? '');
      expect(event.uid).toBe(`${upcoming.id}@citavet`);
      expect(event.sequence).toBeGreaterThan(sequence);
      return event;
    };
    const put = async (url: string, payload: Record<string, unknown>) => {
      const response = await context.app.inject({
        method: 'PUT',
        url,
        headers: bearer(agenda.admin.token),
        payload,
      });
      expect(response.statusCode, response.body).toBe(200);
    };

    let event = await rewritten(() =>
      put(`/api/spaces/${agenda.spaceId}/pets/${petId}`, { name: 'Toby II' }),
    );
    expect(event.summary).toBe('Consulta general — Toby II · Luis Pardo');
    expect(event.description).toContain('Mascota: Toby II');

    event = await rewritten(() =>
      put(`/api/spaces/${agenda.spaceId}/clients/${clientId}`, { name: 'Luis Pardo Gil' }),
    );
    expect(event.summary).toBe('Consulta general — Toby II · Luis Pardo Gil');
    expect(event.description).toContain('Cliente: Luis Pardo Gil');

    event = await rewritten(() => put(`/api/services/${agenda.serviceId}`, { name: 'Consulta de control' }));
    expect(event.summary).toBe('Consulta de control — Toby II · Luis Pardo Gil');
    expect(event.description).toContain('Servicio: Consulta de control');

    // The professional's own feed hides client names: the events written to the calendar follow.
    const link = await context.app.inject({
      method: 'POST',
      url: `/api/spaces/${agenda.spaceId}/calendar-feeds/HOST/link`,
      headers: bearer(agenda.member.token),
    });
    expect(link.statusCode, link.body).toBe(200);
    expect(await countPendingPushes(db)).toBe(0);
    event = await rewritten(async () => {
      const response = await context.app.inject({
        method: 'PATCH',
        url: `/api/spaces/${agenda.spaceId}/calendar-feeds/HOST`,
        headers: bearer(agenda.member.token),
        payload: { hideClientNames: true },
      });
      expect(response.statusCode, response.body).toBe(200);
    });
    expect(event.summary).toBe('Consulta de control — Toby II');
    expect(event.description).not.toContain('Luis');

    // The same name again, or another field, queues nothing.
    await put(`/api/spaces/${agenda.spaceId}/pets/${petId}`, { name: 'Toby II' });
    await put(`/api/spaces/${agenda.spaceId}/clients/${clientId}`, {
      name: 'Luis Pardo Gil',
      notes: 'Prefiere tardes',
    });
    expect(await countPendingPushes(db)).toBe(0);

    // The over, the cancelled and the unconnected host's bookings were never written again; the past
    // booking keeps the name it was made under.
    expect(server.objects.get(eventUrl(first.id))).toEqual(firstEvent);
    expect(server.objects.get(eventUrl(cancelled.id))).toEqual(cancelledEvent);
    expect(server.requests.some((request) => request.url.includes(unconnected.id))).toBe(false);
    const past = await context.app.inject({
      method: 'GET',
      url: `/api/bookings/${first.id}`,
      headers: bearer(agenda.admin.token),
    });
    expect(past.json().data.booking ?? past.json().data).toMatchObject({
      client: { name: 'Luis Pardo' },
      service: { name: 'Consulta general' },
    });
  });

  it('queues in bounded steps until every upcoming booking is queued', async () => {
    const db = context.database.db;
    const ids = [
      await book('2026-03-23T09:00:00.000Z'),
      await book('2026-03-23T10:00:00.000Z'),
      await book('2026-03-23T11:00:00.000Z'),
    ];
    await sync();
    const hostId = agenda.member.user.id;
    const queued = await queueUpcomingBookingPushes(db, agenda.spaceId, { hostId }, context.clock.now(), 2);
    expect(queued).toBeGreaterThanOrEqual(3);
    const rows = await db.select().from(caldavPushes);
    expect(rows.map((row) => row.bookingId)).toEqual(expect.arrayContaining(ids));
    expect(rows).toHaveLength(queued);
    // Nothing their events show changed: the writer claims them and writes nothing for them.
    const before = server.requests.length;
    await pushDueBookings(deps, 100);
    expect(await countPendingPushes(db)).toBe(0);
    const touched = server.requests
      .slice(before)
      .filter((request) => ids.some((id) => request.url.includes(id)));
    expect(touched).toEqual([]);
  });
});

describe('planBookingPush', () => {
  const target = { connectionId: 'c1', calendarUrl: CAL };
  const stored = {
    connectionId: 'c1',
    calendarUrl: CAL,
    eventUrl: `${CAL}x.ics`,
    etag: '"e1"',
    sequenceWritten: 3,
    contentHash: 'h1',
  };
  const booking = { status: 'CONFIRMED', calendarSequence: 2, contentHash: 'h2' };

  it('creates with the booking’s SEQUENCE, replaces over the ETag, skips what did not change', () => {
    expect(planBookingPush({ booking, target, stored: null })).toEqual({
      remove: null,
      write: { target, etag: null, sequence: 2 },
    });
    expect(planBookingPush({ booking, target, stored })).toEqual({
      remove: null,
      write: { target, etag: '"e1"', sequence: 4 },
    });
    expect(
      planBookingPush({ booking: { ...booking, calendarSequence: 9 }, target, stored }).write?.sequence,
    ).toBe(9);
    expect(planBookingPush({ booking: { ...booking, contentHash: 'h1' }, target, stored })).toEqual({
      remove: null,
      write: null,
    });
  });

  it('removes from the old place when the booking, the calendar or the connection changed', () => {
    expect(planBookingPush({ booking: null, target, stored })).toEqual({ remove: stored, write: null });
    expect(planBookingPush({ booking, target: null, stored })).toEqual({ remove: stored, write: null });
    const elsewhere = { connectionId: 'c1', calendarUrl: OTHER };
    expect(planBookingPush({ booking, target: elsewhere, stored })).toEqual({
      remove: stored,
      write: { target: elsewhere, etag: null, sequence: 4 },
    });
  });

  it('does not create an event for a booking cancelled before it was written', () => {
    expect(planBookingPush({ booking: { ...booking, status: 'CANCELLED' }, target, stored: null })).toEqual({
      remove: null,
      write: null,
    });
  });

  it('backs off exponentially from the base, up to an hour', () => {
    expect([1, 2, 3].map((attempt) => pushRetryDelayMs(attempt, 30_000))).toEqual([30_000, 60_000, 120_000]);
    expect(pushRetryDelayMs(30, 30_000)).toBe(3_600_000);
  });
});
