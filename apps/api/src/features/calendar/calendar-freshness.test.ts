import { caldavBusyTimes, caldavConnections } from '@citavet/db/schema/calendar';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CALDAV_PASSWORD_KEY_PURPOSE, sealSecret } from '../../security/secret-box';
import { createTestContext, type TestContext } from '../../test/test-app';
import { setUpAgenda, type TestAgenda } from '../bookings/bookings.test-support';
import { createCalendarFreshness } from './calendar-freshness';

// A slot request after a long gap pulls the host's calendar at once (decision 091): bounded wait,
// never two pulls of one connection at once, nothing asked while the busy time is recent.
// Clock: Monday 2026-03-02 08:00Z, Europe/Madrid.

const CALENDAR = 'http://dav.test/vet/cal/';
let context: TestContext;
let agenda: TestAgenda;
let key: Buffer;

const multistatus = (inner: string) =>
  `<?xml version="1.0"?><d:multistatus xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav">${inner}</d:multistatus>`;
const EVENT =
  'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//ES\r\nBEGIN:VEVENT\r\nUID:n\r\nDTSTAMP:20260301T000000Z\r\nDTSTART:20260303T090000Z\r\nDTEND:20260303T100000Z\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';

/** A server whose sync-collection says one event changed, answering after `delay` (or when released). */
function fakeServer(release: Promise<void>) {
  let requests = 0;
  const fetcher = (async (_url: string | URL | Request, init?: RequestInit) => {
    requests++;
    await release;
    const body = String(init?.body ?? '');
    const text = body.includes('sync-collection')
      ? multistatus(
          '<d:response><d:href>/vet/cal/n.ics</d:href><d:propstat><d:prop><d:getetag>"1"</d:getetag></d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response><d:sync-token>t2</d:sync-token>',
        )
      : multistatus(
          `<d:response><d:href>/vet/cal/n.ics</d:href><d:propstat><d:prop><c:calendar-data>${EVENT}</c:calendar-data></d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>`,
        );
    return new Response(text, { status: 207, headers: { 'content-type': 'application/xml' } });
  }) as typeof fetch;
  return { fetcher, requests: () => requests };
}

async function connectionPulledAt(lastPulledAt: Date) {
  const db = context.database.db;
  await db.delete(caldavConnections).where(eq(caldavConnections.userId, agenda.member.user.id));
  const [row] = await db
    .insert(caldavConnections)
    .values({
      spaceId: agenda.spaceId,
      userId: agenda.member.user.id,
      url: 'http://dav.test/',
      username: 'vet',
      passwordSealed: sealSecret(key, 'x'),
      calendars: [
        {
          url: CALENDAR,
          name: 'Citas',
          color: null,
          blocksTime: true,
          receivesBookings: false,
          pulledCtag: null,
          pulledSyncToken: 't1',
          readAt: context.clock.now().toISOString(),
        },
      ],
      lastPulledAt,
      lastSucceededAt: lastPulledAt,
    })
    .returning();
  if (!row) throw new Error('no row');
  return row.id;
}

const busyRows = () =>
  context.database.db
    .select({ startAt: caldavBusyTimes.startAt })
    .from(caldavBusyTimes)
    .where(eq(caldavBusyTimes.hostId, agenda.member.user.id));

function freshness(fetcher: typeof fetch, waitMs: number) {
  return createCalendarFreshness(
    { db: context.database.db, clock: context.clock, key, log: () => {}, fetcher },
    { waitMs },
  );
}

describe('pulling at once on a slot request after a long gap', () => {
  beforeAll(async () => {
    context = await createTestContext();
    agenda = await setUpAgenda(context.app, context.database.db, 'Europe/Madrid');
    key = context.tokens.deriveKey(CALDAV_PASSWORD_KEY_PURPOSE);
  }, 300_000);
  afterAll(async () => {
    await context?.close();
  });
  beforeEach(() => context.clock.set('2026-03-02T08:00:00.000Z'));

  it('asks nothing while the last pull is recent', async () => {
    await connectionPulledAt(new Date('2026-03-02T07:57:00Z'));
    const server = fakeServer(Promise.resolve());
    await freshness(server.fetcher, 1_000).beforeSlots([agenda.member.user.id]);
    expect(server.requests()).toBe(0);
  });

  it('pulls an overdue calendar and answers after it when the server is quick', async () => {
    await connectionPulledAt(new Date('2026-03-02T06:00:00Z')); // two hours: the process slept
    const server = fakeServer(Promise.resolve());
    await freshness(server.fetcher, 5_000).beforeSlots([agenda.member.user.id]);
    expect(server.requests()).toBe(2); // sync-collection, then the changed event
    expect((await busyRows()).map((row) => row.startAt.toISOString())).toEqual(['2026-03-03T09:00:00.000Z']);
  });

  it('waits no longer than the bound on a slow server, and runs one pull for concurrent requests', async () => {
    const connectionId = await connectionPulledAt(new Date('2026-03-02T06:00:00Z'));
    let open = () => {};
    const server = fakeServer(
      new Promise<void>((resolve) => {
        open = resolve;
      }),
    );
    const check = freshness(server.fetcher, 150);
    const other = freshness(server.fetcher, 150); // another request path (another route's instance)
    const started = performance.now();
    await Promise.all([
      check.beforeSlots([agenda.member.user.id]),
      check.beforeSlots([agenda.member.user.id]),
      other.beforeSlots([agenda.member.user.id]),
    ]);
    expect(performance.now() - started).toBeLessThan(2_000);
    // The pull is still waiting on the server: one request, not three, and the lease is held.
    expect(server.requests()).toBe(1);
    const [held] = await context.database.db
      .select({ lease: caldavConnections.pullLeaseUntil })
      .from(caldavConnections)
      .where(eq(caldavConnections.id, connectionId));
    expect(held?.lease).not.toBeNull();
    open();
    await expect.poll(async () => (await busyRows()).length, { timeout: 10_000 }).toBe(1);
    await expect
      .poll(
        async () =>
          (
            await context.database.db
              .select({ lease: caldavConnections.pullLeaseUntil })
              .from(caldavConnections)
              .where(eq(caldavConnections.id, connectionId))
          )[0]?.lease ?? null,
        { timeout: 10_000 },
      )
      .toBeNull();
  });

  it('skips a connection another process holds (its lease), even when overdue', async () => {
    const connectionId = await connectionPulledAt(new Date('2026-03-02T06:00:00Z'));
    await context.database.db
      .update(caldavConnections)
      .set({ pullLeaseUntil: new Date('2026-03-02T08:02:00Z') })
      .where(eq(caldavConnections.id, connectionId));
    const server = fakeServer(Promise.resolve());
    await freshness(server.fetcher, 1_000).beforeSlots([agenda.member.user.id]);
    expect(server.requests()).toBe(0);
  });

  it.each([
    ['the professional’s', (a: typeof agenda) => `host/${a.member.user.id}/available-slots`],
    ['‘Cualquier profesional’', () => 'any-host/available-slots'],
  ])('is called by %s public slot request: an overdue connection is pulled before the answer', async (_, path) => {
    // The app's own instance, with the real network: the address refuses at once, so the pull
    // finishes within the bound and records the failure.
    const connectionId = await connectionPulledAt(new Date('2026-03-02T06:00:00Z'));
    await context.database.db
      .update(caldavConnections)
      .set({ url: 'http://127.0.0.1:9/' })
      .where(eq(caldavConnections.id, connectionId));
    const row = (
      await context.database.db.select().from(caldavConnections).where(eq(caldavConnections.id, connectionId))
    )[0];
    await context.database.db
      .update(caldavConnections)
      .set({
        calendars: (row?.calendars ?? []).map((calendar) => ({
          ...calendar,
          url: 'http://127.0.0.1:9/vet/cal/',
        })),
      })
      .where(eq(caldavConnections.id, connectionId));
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/public/space/${agenda.spaceId}/service/${agenda.serviceId}/${path(agenda)}?fromDate=2026-03-03&toDate=2026-03-03`,
    });
    expect(response.statusCode).toBe(200);
    const [after] = await context.database.db
      .select({ lastPulledAt: caldavConnections.lastPulledAt, failingSince: caldavConnections.failingSince })
      .from(caldavConnections)
      .where(eq(caldavConnections.id, connectionId));
    expect(after?.lastPulledAt?.toISOString()).toBe('2026-03-02T08:00:00.000Z');
    expect(after?.failingSince?.toISOString()).toBe('2026-03-02T08:00:00.000Z');
  });
});
