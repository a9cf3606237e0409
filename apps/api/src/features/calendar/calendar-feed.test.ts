import { bookings } from '@citavet/db/schema/bookings';
import { spaceMembers } from '@citavet/db/schema/spaces';
import { and, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../../test/test-app';
import { scheduleOf, setUpAgenda, type TestAgenda } from '../bookings/bookings.test-support';

// The professional's subscription feed, read back by ical.js (a maintained RFC 5545 parser that
// calendar apps build on), through the public URL a calendar app polls.
// Clock: Monday 2026-03-02 08:00Z; the space is in Europe/Madrid; both hosts offer 08:00–20:00.

let context: TestContext;
let agenda: TestAgenda;
beforeAll(async () => {
  context = await createTestContext();
  agenda = await setUpAgenda(context.app, context.database.db, 'Europe/Madrid');
}, 300_000);
afterAll(async () => {
  await context?.close();
});

const feedsUrl = (scope: 'HOST' | 'SPACE', spaceId = agenda.spaceId) =>
  `/api/spaces/${spaceId}/calendar-feeds/${scope}`;

async function createLink(token: string, scope: 'HOST' | 'SPACE' = 'HOST') {
  const response = await context.app.inject({
    method: 'POST',
    url: `${feedsUrl(scope)}/link`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { url: string; webcalUrl: string; hideClientNames: boolean };
}

const pathOf = (url: string) => new URL(url).pathname;

function getFeed(url: string, headers: Record<string, string> = {}) {
  return context.app.inject({ method: 'GET', url: pathOf(url), headers });
}

async function book(
  hostSchedules: string[],
  weekday: number,
  start: string,
  client: string,
  pet: string,
  extra: object = {},
) {
  const startAt = new Date(start);
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/bookings/internal',
    headers: bearer(agenda.admin.token),
    payload: {
      serviceScheduleId: scheduleOf(hostSchedules, weekday),
      startTime: startAt.toISOString(),
      endTime: new Date(startAt.getTime() + 30 * 60_000).toISOString(),
      clientInfo: {
        name: client,
        email: `${client
          .normalize('NFD')
          .replace(/[^A-Za-z]/g, '')
          .toLowerCase()}@example.com`,
      },
      pet: { name: pet, species: 'perro' },
      ...extra,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.booking.id as string;
}

type ReadEvent = {
  uid: string;
  summary: string;
  description: string;
  start: string;
  end: string;
  status: string | null;
  sequence: number;
  lastModified: string;
  url: string | null;
  startZone: string;
};

function readFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zones = calendar.getAllSubcomponents('vtimezone');
  for (const zone of zones) ICAL.TimezoneService.register(zone);
  const events: ReadEvent[] = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      status: vevent.getFirstPropertyValue('status') as string | null,
      sequence: event.sequence,
      lastModified: (vevent.getFirstPropertyValue('last-modified') as ICAL.Time).toJSDate().toISOString(),
      url: vevent.getFirstPropertyValue('url') as string | null,
      startZone: event.startDate.zone?.tzid ?? '',
    };
  });
  return {
    zones: zones.map((zone) => zone.getFirstPropertyValue('tzid')),
    events,
    method: calendar.getFirstPropertyValue('method'),
  };
}

describe('GET /api/calendar/{token}.ics: the professional’s own feed', () => {
  let memberBooking: string;
  let feedUrl: string;

  beforeAll(async () => {
    // Thursday 2026-03-05 10:00 Madrid (09:00Z): the member's; 11:00 the admin's.
    memberBooking = await book(agenda.memberSchedules, 4, '2026-03-05T09:00:00.000Z', 'María Pérez', 'Toby', {
      reason: 'Cojea de la pata trasera',
    });
    await book(agenda.adminSchedules, 4, '2026-03-05T10:00:00.000Z', 'Pedro Gil', 'Nala');
    feedUrl = (await createLink(agenda.member.token)).url;
  });

  it('answers a webcal URL once, with the token only in it (the server keeps its hash)', async () => {
    const link = await createLink(agenda.member.token);
    expect(link.webcalUrl).toMatch(/^webcal:\/\/.+\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(link.url.replace(/^https?:/, 'webcal:')).toBe(link.webcalUrl);
    const listed = await context.app.inject({
      method: 'GET',
      url: `/api/spaces/${agenda.spaceId}/calendar-feeds`,
      headers: bearer(agenda.member.token),
    });
    expect(listed.json().data).toMatchObject({
      personal: { scope: 'HOST' },
      space: null,
      canTakePersonalFeed: true,
      canTakeSpaceFeed: false,
    });
    expect(listed.body).not.toContain(link.url.split('/').pop()?.replace('.ics', ''));
    feedUrl = link.url;
  });

  it('lists only their bookings, in the clinic’s zone with its VTIMEZONE, with client, pet, service and the agenda link, and nothing clinical', async () => {
    const response = await getFeed(feedUrl);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.body).toContain('DTSTART;TZID=Europe/Madrid:20260305T100000');
    const feed = readFeed(response.body);
    expect(feed.method).toBeNull();
    expect(feed.zones).toEqual(['Europe/Madrid']);
    expect(feed.events).toHaveLength(1);
    const [event] = feed.events;
    expect(event).toMatchObject({
      uid: `${memberBooking}@citavet`,
      summary: 'Consulta general — Toby · María Pérez',
      start: '2026-03-05T09:00:00.000Z',
      end: '2026-03-05T09:30:00.000Z',
      startZone: 'Europe/Madrid',
      status: 'CONFIRMED',
      url: `http://citavet.test/dashboard/${agenda.spaceId}/agenda?fecha=2026-03-05&cita=${memberBooking}`,
    });
    expect(event?.description).toContain('Cliente: María Pérez');
    expect(event?.description).toContain('Mascota: Toby');
    expect(response.body).not.toMatch(/cojea/i);
    expect(response.body).not.toContain('Nala');
  });

  it('answers 304 to a repeat poll (If-None-Match or If-Modified-Since), and the new feed once a booking changes', async () => {
    const first = await getFeed(feedUrl);
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers['last-modified']);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const repeat = await getFeed(feedUrl, { 'if-none-match': etag });
    expect(repeat.statusCode).toBe(304);
    expect(repeat.body).toBe('');
    expect(repeat.headers.etag).toBe(etag);
    expect((await getFeed(feedUrl, { 'if-modified-since': lastModified })).statusCode).toBe(304);
    expect((await getFeed(feedUrl, { 'if-none-match': '"otro"' })).statusCode).toBe(200);
    const before = readFeed(first.body).events[0];

    context.clock.advance(90_000);
    const cancelled = await context.app.inject({
      method: 'PUT',
      url: `/api/bookings/${memberBooking}/cancel`,
      headers: bearer(agenda.admin.token),
      payload: { reason: 'Vómitos desde ayer' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const changed = await getFeed(feedUrl, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    const after = readFeed(changed.body).events[0];
    expect(after?.uid).toBe(before?.uid);
    expect(after?.status).toBe('CANCELLED');
    expect(after?.summary).toMatch(/^Cancelada: /);
    expect(after?.sequence).toBeGreaterThan(before?.sequence ?? Number.POSITIVE_INFINITY);
    expect(Date.parse(after?.lastModified ?? '')).toBeGreaterThan(Date.parse(before?.lastModified ?? ''));
    expect(changed.body).not.toMatch(/vómitos/i);
    expect((await getFeed(feedUrl, { 'if-none-match': String(changed.headers.etag) })).statusCode).toBe(304);
  });

  it('rebuilds after a change from the kept lines of the unchanged bookings, byte for byte the feed built afresh', async () => {
    const second = await book(agenda.memberSchedules, 5, '2026-03-06T09:00:00.000Z', 'Luis Ruiz', 'Kira');
    expect((await getFeed(feedUrl)).statusCode).toBe(200); // built, and its lines kept
    context.clock.advance(60_000);
    const cancelled = await context.app.inject({
      method: 'PUT',
      url: `/api/bookings/${second}/cancel`,
      headers: bearer(agenda.admin.token),
      payload: { reason: 'No puede venir' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const rebuilt = await getFeed(feedUrl);
    // Another process (its own empty cache) on the same database builds it from nothing.
    const elsewhere = await createTestContext({
      database: context.database,
      clockStart: context.clock.now().toISOString(),
    });
    try {
      const afresh = await elsewhere.app.inject({ method: 'GET', url: pathOf(feedUrl) });
      expect(afresh.statusCode).toBe(200);
      expect(rebuilt.body).toBe(afresh.body);
      expect(readFeed(rebuilt.body).events.map((event) => event.status)).toEqual(['CANCELLED', 'CANCELLED']);
    } finally {
      await elsewhere.close();
    }
  });

  it('hides client names when asked, and the next poll is a new feed', async () => {
    const before = await getFeed(feedUrl);
    const hidden = await context.app.inject({
      method: 'PATCH',
      url: feedsUrl('HOST'),
      headers: bearer(agenda.member.token),
      payload: { hideClientNames: true },
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const after = await getFeed(feedUrl, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.body).not.toContain('María');
    expect(after.body).not.toContain('Pérez');
    expect(readFeed(after.body).events[0]?.summary).toBe('Cancelada: Consulta general — Toby');
    await context.app.inject({
      method: 'PATCH',
      url: feedsUrl('HOST'),
      headers: bearer(agenda.member.token),
      payload: { hideClientNames: false },
    });
  });

  it('keeps the window: 30 clinic-local days back to 180 ahead', async () => {
    const { db } = context.database;
    const row = {
      spaceId: agenda.spaceId,
      hostId: agenda.member.user.id,
      clientName: 'Ventana',
      serviceName: 'Consulta General',
      serviceDuration: 30,
      status: 'CONFIRMED' as const,
      source: 'INTERNAL' as const,
    };
    // Today in Madrid is 2026-03-02: from 2026-01-31 00:00 (23:00Z the day before) to 2026-08-29 24:00.
    const at = (iso: string) => ({ startAt: new Date(iso), endAt: new Date(Date.parse(iso) + 1_800_000) });
    await db.insert(bookings).values([
      { ...row, clientName: 'Dentro primero', ...at('2026-01-30T23:00:00.000Z') },
      { ...row, clientName: 'Fuera antes', ...at('2026-01-30T22:30:00.000Z') },
      { ...row, clientName: 'Dentro último', ...at('2026-08-29T21:30:00.000Z') },
      { ...row, clientName: 'Fuera después', ...at('2026-08-29T22:00:00.000Z') },
    ]);
    const body = (await getFeed(feedUrl)).body;
    expect(body).toContain('Dentro primero');
    expect(body).toContain('Dentro último');
    expect(body).not.toContain('Fuera antes');
    expect(body).not.toContain('Fuera después');
  });

  it('stops the old URL at once when a new one is made, and answers the new one', async () => {
    const old = feedUrl;
    const fresh = (await createLink(agenda.member.token)).url;
    expect(fresh).not.toBe(old);
    const refused = await getFeed(old);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Este enlace de calendario ya no es válido');
    expect((await getFeed(fresh)).statusCode).toBe(200);
    feedUrl = fresh;
  });

  it('refuses malformed tokens in Spanish (400) and unknown ones with a 404', async () => {
    const malformed = await context.app.inject({ method: 'GET', url: '/api/calendar/abc.ics' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toContain('Enlace de calendario no válido');
    const unknown = await context.app.inject({ method: 'GET', url: `/api/calendar/${'A'.repeat(43)}.ics` });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the whole clinic’s feed and who may take which', () => {
  it('gives an ADMIN every professional’s bookings, named; refuses it to a MEMBER; stops when the ADMIN is demoted', async () => {
    const space = await setUpAgenda(context.app, context.database.db, 'America/Santiago');
    const memberToken = space.member.token;
    const refused = await context.app.inject({
      method: 'POST',
      url: `/api/spaces/${space.spaceId}/calendar-feeds/SPACE/link`,
      headers: bearer(memberToken),
    });
    expect(refused.statusCode).toBe(403);
    const outsider = await context.app.inject({
      method: 'POST',
      url: `/api/spaces/${space.spaceId}/calendar-feeds/HOST/link`,
      headers: bearer(space.outsider.token),
    });
    expect(outsider.statusCode).toBe(404);

    const link = await context.app.inject({
      method: 'POST',
      url: `/api/spaces/${space.spaceId}/calendar-feeds/SPACE/link`,
      headers: bearer(space.admin.token),
    });
    expect(link.statusCode, link.body).toBe(200);
    const url = link.json().data.url as string;
    const { db } = context.database;
    const row = {
      spaceId: space.spaceId,
      serviceName: 'Vacuna',
      serviceDuration: 30,
      status: 'PENDING' as const,
      source: 'INTERNAL' as const,
      startAt: new Date('2026-03-10T13:00:00.000Z'),
      endAt: new Date('2026-03-10T13:30:00.000Z'),
    };
    await db.insert(bookings).values([
      { ...row, hostId: space.member.user.id, clientName: 'Cliente del miembro' },
      { ...row, hostId: space.admin.user.id, clientName: 'Cliente del admin' },
    ]);
    const feed = await getFeed(url);
    expect(feed.statusCode).toBe(200);
    const events = readFeed(feed.body).events;
    expect(events).toHaveLength(2);
    expect(events.every((event) => event.status === 'TENTATIVE')).toBe(true);
    expect(feed.body).toContain('DTSTART;TZID=America/Santiago:20260310T100000');
    expect(events.map((event) => event.start)).toEqual([
      '2026-03-10T13:00:00.000Z',
      '2026-03-10T13:00:00.000Z',
    ]);
    expect(events.every((event) => event.description.includes('Profesional: '))).toBe(true);

    await db
      .update(spaceMembers)
      .set({ role: 'MEMBER' })
      .where(and(eq(spaceMembers.spaceId, space.spaceId), eq(spaceMembers.userId, space.admin.user.id)));
    expect((await getFeed(url)).statusCode).toBe(404);
  });

  it('stops a removed member’s feed, and a member who comes back needs a new URL', async () => {
    const space = await setUpAgenda(context.app, context.database.db, 'Europe/Madrid');
    const url = (
      await context.app.inject({
        method: 'POST',
        url: `/api/spaces/${space.spaceId}/calendar-feeds/HOST/link`,
        headers: bearer(space.member.token),
      })
    ).json().data.url as string;
    expect((await getFeed(url)).statusCode).toBe(200);
    const removed = await context.app.inject({
      method: 'DELETE',
      url: `/api/spaces/${space.spaceId}/members/${space.member.user.id}`,
      headers: bearer(space.admin.token),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await getFeed(url)).statusCode).toBe(404);
    await context.database.db
      .insert(spaceMembers)
      .values({ spaceId: space.spaceId, userId: space.member.user.id, role: 'MEMBER' });
    expect((await getFeed(url)).statusCode).toBe(404);
  });
});
