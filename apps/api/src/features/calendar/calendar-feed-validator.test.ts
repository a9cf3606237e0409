import { bookings } from '@citavet/db/schema/bookings';
import { spaces } from '@citavet/db/schema/spaces';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../../test/test-app';
import { scheduleOf, setUpAgenda, type TestAgenda } from '../bookings/bookings.test-support';

// The feed's validator and its kept bodies (docs/decisions/096-calendar-feed-validator.md): two API
// processes on one database, each with its own kept bodies, both polled before and after every
// change a feed shows. After each change a poll with the old ETag must get the new feed from both at
// once (never a kept body), the same bytes from both, and a repeat poll after it a 304.
// Clock: Monday 2026-03-02 08:00Z; the space is in Europe/Madrid; both hosts offer 08:00–20:00.

let first: TestContext;
let second: TestContext;
let agenda: TestAgenda;
let feedUrl: string;
beforeAll(async () => {
  first = await createTestContext();
  agenda = await setUpAgenda(first.app, first.database.db, 'Europe/Madrid');
  second = await createTestContext({ database: first.database, clockStart: first.clock.now().toISOString() });
  const link = await first.app.inject({
    method: 'POST',
    url: `/api/spaces/${agenda.spaceId}/calendar-feeds/HOST/link`,
    headers: bearer(agenda.member.token),
  });
  expect(link.statusCode, link.body).toBe(200);
  feedUrl = new URL(link.json().data.url as string).pathname;
}, 300_000);
afterAll(async () => {
  await second?.close();
  await first?.close();
});

const processes = () => [first, second];

function poll(context: TestContext, headers: Record<string, string> = {}, url = feedUrl) {
  return context.app.inject({ method: 'GET', url, headers });
}

/** Both processes' clocks move together (a change's SEQUENCE counts whole seconds). */
function advance(milliseconds: number) {
  for (const context of processes()) context.clock.advance(milliseconds);
}

function eventsOf(body: string) {
  const calendar = new ICAL.Component(ICAL.parse(body));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toJSDate().toISOString(),
      status: vevent.getFirstPropertyValue('status') as string | null,
      lastModified: (vevent.getFirstPropertyValue('last-modified') as ICAL.Time).toJSDate().getTime(),
    };
  });
}

/**
 * Both processes serve (and keep) the current feed, then `change` runs; a poll with the old ETag
 * must answer the new feed in each, equal in both, and a second poll without validators the same
 * bytes again (now from the kept body), and one with the new ETag a 304.
 */
async function expectNewFeedEverywhere(change: () => Promise<void>) {
  const before = await Promise.all(processes().map((context) => poll(context)));
  for (const answer of before) expect(answer.statusCode).toBe(200);
  const oldEtag = String(before[0]?.headers.etag);
  expect(before[1]?.headers.etag).toBe(oldEtag);
  for (const context of processes())
    expect((await poll(context, { 'if-none-match': oldEtag })).statusCode).toBe(304);

  advance(60_000);
  await change();

  const after = [];
  for (const context of processes()) {
    const answer = await poll(context, { 'if-none-match': oldEtag });
    expect(answer.statusCode, 'a changed feed is never answered 304').toBe(200);
    expect(answer.headers.etag).not.toBe(oldEtag);
    after.push(answer);
  }
  const [mine, theirs] = after;
  expect(theirs?.headers.etag).toBe(mine?.headers.etag);
  expect(theirs?.body).toBe(mine?.body);
  for (const context of processes()) {
    const repeat = await poll(context);
    expect(repeat.body).toBe(mine?.body);
    expect((await poll(context, { 'if-none-match': String(mine?.headers.etag) })).statusCode).toBe(304);
  }
  return mine?.body ?? '';
}

async function staff(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) {
  const response = await first.app.inject({
    method,
    url,
    headers: bearer(agenda.admin.token),
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json().data;
}

async function bookMember(weekday: number, start: string, client: string, pet: string) {
  const startAt = new Date(start);
  const data = await staff('POST', '/api/bookings/internal', {
    serviceScheduleId: scheduleOf(agenda.memberSchedules, weekday),
    startTime: startAt.toISOString(),
    endTime: new Date(startAt.getTime() + 30 * 60_000).toISOString(),
    clientInfo: { name: client, email: `${client.replace(/\W/g, '').toLowerCase()}@example.com` },
    pet: { name: pet, species: 'perro' },
  });
  return data.booking.id as string;
}

describe('the feed’s validator: every change reaches the next poll in every process', () => {
  let booking: string;

  it('a booking created', async () => {
    await bookMember(4, '2026-03-05T09:00:00.000Z', 'Elena Sanz', 'Rocky');
    const body = await expectNewFeedEverywhere(async () => {
      booking = await bookMember(5, '2026-03-06T09:00:00.000Z', 'Marta Vidal', 'Luna');
    });
    expect(eventsOf(body).map((event) => event.uid)).toContain(`${booking}@citavet`);
  });

  it('a booking moved', async () => {
    const body = await expectNewFeedEverywhere(async () => {
      await staff('PUT', `/api/bookings/${booking}`, {
        startTime: '2026-03-06T11:00:00.000Z',
        endTime: '2026-03-06T11:30:00.000Z',
        clientInfo: { name: 'Marta Vidal', email: 'martavidal@example.com' },
      });
    });
    expect(eventsOf(body).find((event) => event.uid === `${booking}@citavet`)?.start).toBe(
      '2026-03-06T11:00:00.000Z',
    );
  });

  it('a booking’s status changed (checked in), then a booking cancelled', async () => {
    // Today, Monday 2026-03-02 at 11:00 Madrid: the front desk checks the client in.
    const today = await bookMember(1, '2026-03-02T10:00:00.000Z', 'Ana Gómez', 'Coco');
    const changedAt = (body: string, id: string) =>
      eventsOf(body).find((event) => event.uid === `${id}@citavet`)?.lastModified ?? -1;
    const before = changedAt((await poll(first)).body, today);
    const checkedIn = await expectNewFeedEverywhere(async () => {
      await staff('PUT', `/api/bookings/${today}/status`, { status: 'CHECKED_IN' });
    });
    expect(changedAt(checkedIn, today)).toBeGreaterThan(before);
    const cancelled = await expectNewFeedEverywhere(async () => {
      await staff('PUT', `/api/bookings/${booking}/cancel`, { reason: 'No puede venir' });
    });
    expect(eventsOf(cancelled).find((event) => event.uid === `${booking}@citavet`)?.status).toBe('CANCELLED');
  });

  it('the pet renamed (the event shows its current name)', async () => {
    const [row] = await first.database.db
      .select({ petId: bookings.petId })
      .from(bookings)
      .where(eq(bookings.id, booking));
    const body = await expectNewFeedEverywhere(async () => {
      await staff('PUT', `/api/spaces/${agenda.spaceId}/pets/${row?.petId}`, { name: 'Lunita' });
    });
    expect(body).toContain('Lunita');
    expect(body).not.toMatch(/Luna\b/);
  });

  it('the client names hidden, then shown again', async () => {
    const toggle = (hideClientNames: boolean) => async () => {
      const response = await first.app.inject({
        method: 'PATCH',
        url: `/api/spaces/${agenda.spaceId}/calendar-feeds/HOST`,
        headers: bearer(agenda.member.token),
        payload: { hideClientNames },
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    const hidden = await expectNewFeedEverywhere(toggle(true));
    expect(hidden).not.toContain('Elena Sanz');
    const shown = await expectNewFeedEverywhere(toggle(false));
    expect(shown).toContain('Elena Sanz');
  });

  it('the clinic’s zone changed (each process had the old one in mind for the window)', async () => {
    const body = await expectNewFeedEverywhere(async () => {
      await first.database.db
        .update(spaces)
        .set({ timeZone: 'America/Santiago' })
        .where(eq(spaces.id, agenda.spaceId));
    });
    expect(body).toContain('TZID=America/Santiago');
    expect(eventsOf(body).map((event) => event.start)).toContain('2026-03-05T09:00:00.000Z');
    await first.database.db
      .update(spaces)
      .set({ timeZone: 'Europe/Madrid' })
      .where(eq(spaces.id, agenda.spaceId));
  });

  it('a client or service renamed: the events keep the names their bookings carry, as the agenda does, in every process', async () => {
    const [row] = await first.database.db
      .select({
        clientId: bookings.clientId,
        clientName: bookings.clientName,
        serviceName: bookings.serviceName,
      })
      .from(bookings)
      .where(eq(bookings.id, booking));
    await staff('PUT', `/api/spaces/${agenda.spaceId}/clients/${row?.clientId}`, {
      name: 'Marta Vidal Ruiz',
    });
    await staff('PUT', `/api/services/${agenda.serviceId}`, { name: 'Revisión' });
    const [kept] = await first.database.db
      .select({ clientName: bookings.clientName, serviceName: bookings.serviceName })
      .from(bookings)
      .where(eq(bookings.id, booking));
    // What the feed shows of a booking is the booking row's own snapshot: the rename did not touch it.
    expect(kept).toEqual({ clientName: row?.clientName, serviceName: row?.serviceName });
    // A process that never served this feed builds the same bytes the two others serve.
    const fresh = await createTestContext({
      database: first.database,
      clockStart: first.clock.now().toISOString(),
    });
    try {
      const afresh = await poll(fresh);
      for (const context of processes()) expect((await poll(context)).body).toBe(afresh.body);
      expect(afresh.body).toContain(String(row?.clientName));
    } finally {
      await fresh.close();
    }
  });

  it('a new URL stops the old one at once in every process; a removed member’s feed stops too', async () => {
    for (const context of processes()) expect((await poll(context)).statusCode).toBe(200);
    const link = await first.app.inject({
      method: 'POST',
      url: `/api/spaces/${agenda.spaceId}/calendar-feeds/HOST/link`,
      headers: bearer(agenda.member.token),
    });
    const fresh = new URL(link.json().data.url as string).pathname;
    for (const context of processes()) {
      expect((await poll(context)).statusCode).toBe(404);
      expect((await poll(context, {}, fresh)).statusCode).toBe(200);
    }
    await staff('DELETE', `/api/spaces/${agenda.spaceId}/members/${agenda.member.user.id}`);
    for (const context of processes()) expect((await poll(context, {}, fresh)).statusCode).toBe(404);
  });
});
