import { bookings } from '@citavet/db/schema/bookings';
import { WHOLE_SPACE_HOST } from '@citavet/db/schema/reports';
import { spaces } from '@citavet/db/schema/spaces';
import { BOOKING_STATUSES } from '@citavet/domain/bookings/booking-status';
import { BOOKING_SOURCES } from '@citavet/domain/reports/report-figures';
import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cast, createCast } from '../../test/clients-test-support';
import { createTestContext, type TestContext } from '../../test/test-app';
import {
  createClients,
  createService,
  rebuildRollups,
  setSpaceTimeZone,
  snapshotRollups,
} from './reports.test-support';

// The roll-ups (migration 0027, decision 044) are kept by triggers on bookings. After any sequence
// of writes — inserts one by one and in bulk, status, price, currency, time, host, service, client
// and source edits, edits of columns no report reads, cancellations, deletions — they must equal a
// rebuild from scratch. And a change of the space's zone must move every booking to its new local day.

const TIME_ZONE = 'America/Santiago';
// Santiago's clocks go back on 2026-04-05: bookings spread 5.5 hours apart land on every hour of
// the day, on both sides of the change and of local midnight.
const WINDOW_START = Date.parse('2026-03-28T00:00:00Z');
const STEP = 5.5 * 3_600_000;
const DURATION = 30 * 60_000;

let context: TestContext;
let cast: Cast;
let serviceIds: string[];
let clientIds: string[];

beforeAll(async () => {
  context = await createTestContext();
  cast = await createCast(context);
  await setSpaceTimeZone(context, cast.spaceId, TIME_ZONE);
  serviceIds = [
    await createService(context, cast.spaceId, { name: 'Consulta', currency: 'EUR' }),
    await createService(context, cast.spaceId, { name: 'Vacuna', currency: 'CLP' }),
  ];
  clientIds = await createClients(context, cast.spaceId, 4);
});
afterAll(() => context.close());

const fields = fc.record({
  status: fc.constantFrom(...BOOKING_STATUSES),
  service: fc.integer({ min: 0, max: 2 }),
  host: fc.integer({ min: 0, max: 1 }),
  client: fc.integer({ min: 0, max: 4 }),
  cents: fc.integer({ min: 0, max: 99_999 }),
  currency: fc.constantFrom('EUR', 'CLP'),
  source: fc.constantFrom(...BOOKING_SOURCES),
  leadHours: fc.integer({ min: -3, max: 900 }),
});
type Fields = typeof fields extends fc.Arbitrary<infer Value> ? Value : never;

const command = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), count: fc.integer({ min: 1, max: 4 }), fields }),
  fc.record({
    kind: fc.constant('edit' as const),
    target: fc.nat(),
    fields,
    edit: fc.subarray(['status', 'price', 'time', 'host', 'service', 'client', 'source'] as const, {
      minLength: 1,
    }),
  }),
  fc.record({ kind: fc.constant('cancel' as const), target: fc.nat() }),
  fc.record({ kind: fc.constant('notes' as const), target: fc.nat() }),
  fc.record({ kind: fc.constant('delete' as const), target: fc.nat(), all: fc.boolean() }),
);

describe('report roll-ups', () => {
  it('equal a rebuild from scratch after any sequence of booking writes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 12 }), async (commands) => {
        const { db } = context.database;
        await db.delete(bookings).where(eq(bookings.spaceId, cast.spaceId));
        // Every start is new, so no two bookings ever overlap for any host.
        let position = 0;
        const nextStart = () => WINDOW_START + position++ * STEP;
        const hostOf = (index: number) => (index === 0 ? cast.admin.user.id : cast.member.user.id);
        const valuesOf = (drawn: Fields, startAt: number) => ({
          spaceId: cast.spaceId,
          hostId: hostOf(drawn.host),
          serviceId: serviceIds[drawn.service] ?? null,
          clientId: clientIds[drawn.client] ?? null,
          clientName: 'Cliente',
          serviceName: 'Servicio',
          servicePrice: (drawn.cents / 100).toFixed(2),
          serviceCurrency: drawn.currency,
          serviceDuration: 30,
          startAt: new Date(startAt),
          endAt: new Date(startAt + DURATION),
          createdAt: new Date(startAt - drawn.leadHours * 3_600_000),
          status: drawn.status,
          source: drawn.source,
        });
        for (const step of commands) {
          const ids = (
            await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.spaceId, cast.spaceId))
          ).map((row) => row.id);
          const target = ids.length === 0 || !('target' in step) ? undefined : ids[step.target % ids.length];
          if (step.kind === 'insert') {
            await db
              .insert(bookings)
              .values(Array.from({ length: step.count }, () => valuesOf(step.fields, nextStart())));
          } else if (target === undefined) {
          } else if (step.kind === 'edit') {
            const next = valuesOf(step.fields, nextStart());
            const edits = new Set<string>(step.edit);
            await db
              .update(bookings)
              .set({
                ...(edits.has('status') ? { status: next.status } : {}),
                ...(edits.has('price')
                  ? { servicePrice: next.servicePrice, serviceCurrency: next.serviceCurrency }
                  : {}),
                ...(edits.has('time') ? { startAt: next.startAt, endAt: next.endAt } : {}),
                ...(edits.has('host') ? { hostId: next.hostId } : {}),
                ...(edits.has('service') ? { serviceId: next.serviceId } : {}),
                ...(edits.has('client') ? { clientId: next.clientId } : {}),
                ...(edits.has('source') ? { source: next.source } : {}),
              })
              .where(eq(bookings.id, target));
          } else if (step.kind === 'cancel') {
            await db.update(bookings).set({ status: 'CANCELLED' }).where(eq(bookings.id, target));
          } else if (step.kind === 'notes') {
            await db.update(bookings).set({ notes: 'Trae la cartilla' }).where(eq(bookings.id, target));
          } else if (step.all) {
            await db.delete(bookings).where(inArray(bookings.id, ids));
          } else {
            await db.delete(bookings).where(eq(bookings.id, target));
          }
        }
        const kept = await snapshotRollups(context, cast.spaceId);
        await rebuildRollups(context, cast.spaceId);
        expect(kept).toEqual(await snapshotRollups(context, cast.spaceId));
      }),
      { numRuns: 40 },
    );
  }, 180_000);

  it('move to their new local days in the transaction that changes the space zone', async () => {
    const { db } = context.database;
    await db.delete(bookings).where(eq(bookings.spaceId, cast.spaceId));
    // 02:00 UTC is 23:00 of the day before in Santiago and 07:30 of the same day in Kolkata.
    await db.insert(bookings).values({
      spaceId: cast.spaceId,
      hostId: cast.admin.user.id,
      serviceId: serviceIds[0] ?? null,
      clientId: clientIds[0] ?? null,
      clientName: 'Cliente',
      serviceName: 'Consulta',
      servicePrice: '25.00',
      serviceCurrency: 'EUR',
      serviceDuration: 30,
      startAt: new Date('2026-05-12T02:00:00Z'),
      endAt: new Date('2026-05-12T02:30:00Z'),
      status: 'COMPLETED',
      source: 'PUBLIC',
    });
    // The host's rows and the whole space's (under the nil uuid), for the day and for its month.
    type HostDay = {
      is_month: boolean;
      local_day: string;
      host_id: string;
      bookings: number;
      amount: string;
    };
    const days = (rows: unknown[]) =>
      (rows as HostDay[]).map((row) =>
        [
          row.is_month ? 'month' : 'day',
          row.local_day,
          row.host_id === WHOLE_SPACE_HOST ? 'space' : 'host',
          row.bookings,
          row.amount,
        ].join(' '),
      );
    const before = await snapshotRollups(context, cast.spaceId);
    expect(days(before.hostDays).sort()).toEqual([
      'day 2026-05-11 host 1 25.00',
      'day 2026-05-11 space 1 25.00',
      'month 2026-05-01 host 1 25.00',
      'month 2026-05-01 space 1 25.00',
    ]);
    expect(before.tallyDays).toContainEqual(expect.objectContaining({ kind: 'hour', key: '22' }));

    await db.update(spaces).set({ timeZone: 'Asia/Kolkata' }).where(eq(spaces.id, cast.spaceId));
    const after = await snapshotRollups(context, cast.spaceId);
    expect(days(after.hostDays).sort()).toEqual([
      'day 2026-05-12 host 1 25.00',
      'day 2026-05-12 space 1 25.00',
      'month 2026-05-01 host 1 25.00',
      'month 2026-05-01 space 1 25.00',
    ]);
    expect(after.tallyDays).toContainEqual(expect.objectContaining({ kind: 'hour', key: '7' }));
    expect(after.clientDays).toEqual([{ local_day: '2026-05-12', clients: [clientIds[0]] }]);
    await rebuildRollups(context, cast.spaceId);
    expect(await snapshotRollups(context, cast.spaceId)).toEqual(after);
    await setSpaceTimeZone(context, cast.spaceId, TIME_ZONE);
  });
});
