import { BOOKING_STATUSES } from '@citavet/domain/bookings/booking-status';
import type { ReportBreakdown } from '@citavet/domain/reports/report.schema';
import { BOOKING_SOURCES } from '@citavet/domain/reports/report-figures';
import {
  type OracleBooking,
  type OracleQuery,
  recountBreakdown,
  recountFigures,
  recountHeatmap,
  recountTimeseries,
} from '@citavet/domain/reports/report-oracle.test-support';
import { GRANULARITIES, previousPeriod } from '@citavet/domain/reports/report-period';
import { addDays } from '@citavet/domain/time/zoned-time';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cast, createCast, sender } from '../../test/clients-test-support';
import { createTestContext, type TestContext } from '../../test/test-app';
import { createClients, createService, replaceBookings, setSpaceTimeZone } from './reports.test-support';

// The API's SQL aggregates against a brute-force recount of the same random bookings (domain
// report-oracle.test-support.ts), in a zone with DST changes inside the window: Santiago's clocks
// go back on 2026-04-05. Run in several process zones by `npm run test:time-zones`.

const TIME_ZONE = 'America/Santiago';
const WINDOW_START = Date.parse('2026-03-20T00:00:00Z');
const HALF_HOUR = 30 * 60_000;
const WINDOW_SLOTS = 40 * 48;

let context: TestContext;
let cast: Cast;
let send: ReturnType<typeof sender>;
let serviceIds: string[];
let clientIds: string[];

beforeAll(async () => {
  context = await createTestContext();
  cast = await createCast(context);
  send = sender(context);
  await setSpaceTimeZone(context, cast.spaceId, TIME_ZONE);
  serviceIds = [
    await createService(context, cast.spaceId, { name: 'Consulta', currency: 'EUR' }),
    await createService(context, cast.spaceId, { name: 'Vacuna', currency: 'CLP' }),
  ];
  clientIds = await createClients(context, cast.spaceId, 5);
});
afterAll(() => context.close());

function bookingsArbitrary(): fc.Arbitrary<OracleBooking[]> {
  const forHost = (hostId: string) =>
    fc
      .uniqueArray(
        fc.record({
          slot: fc.integer({ min: 0, max: WINDOW_SLOTS - 1 }),
          status: fc.constantFrom(...BOOKING_STATUSES),
          service: fc.integer({ min: 0, max: 2 }),
          cents: fc.integer({ min: 0, max: 99_999 }),
          currency: fc.constantFrom('EUR', 'CLP'),
          leadHours: fc.integer({ min: -5, max: 1_000 }),
          source: fc.constantFrom(...BOOKING_SOURCES),
          client: fc.integer({ min: 0, max: 5 }),
        }),
        { selector: (drawn) => drawn.slot, maxLength: 25 },
      )
      .map((drawn) =>
        drawn.map(
          (each): OracleBooking => ({
            startAt: WINDOW_START + each.slot * HALF_HOUR,
            endAt: WINDOW_START + (each.slot + 1) * HALF_HOUR,
            createdAt: WINDOW_START + each.slot * HALF_HOUR - each.leadHours * 3_600_000,
            status: each.status,
            hostId,
            serviceId: serviceIds[each.service] ?? null,
            price: `${Math.floor(each.cents / 100)}.${String(each.cents % 100).padStart(2, '0')}`,
            currency: each.currency,
            source: each.source,
            clientId: clientIds[each.client] ?? null,
          }),
        ),
      );
  return fc
    .tuple(forHost(cast.admin.user.id), forHost(cast.member.user.id))
    .map(([first, second]) => [...first, ...second]);
}

function queryArbitrary() {
  return fc.record({
    fromDay: fc.integer({ min: -3, max: 38 }),
    // Up to 70 days: periods holding a whole month, read from the month roll-ups (decision 044).
    length: fc.integer({ min: 0, max: 70 }),
    host: fc.constantFrom<'all' | 'admin' | 'member'>('all', 'admin', 'member'),
    service: fc.integer({ min: 0, max: 2 }),
    granularity: fc.constantFrom(...GRANULARITIES),
  });
}

const sortRows = (rows: ReportBreakdown['byHost']) =>
  [...rows].sort((first, second) => String(first.id).localeCompare(String(second.id)));

describe('reports against a brute-force recount of random bookings', () => {
  it('summary, timeseries, breakdown and heatmap agree with the oracle', async () => {
    await fc.assert(
      fc.asyncProperty(bookingsArbitrary(), queryArbitrary(), async (rows, drawn) => {
        await replaceBookings(context, cast.spaceId, rows);
        const from = addDays('2026-03-20', drawn.fromDay);
        const query: OracleQuery = {
          timeZone: TIME_ZONE,
          from,
          to: addDays(from, drawn.length),
          ...(drawn.host === 'admin' ? { hostId: cast.admin.user.id } : {}),
          ...(drawn.host === 'member' ? { hostId: cast.member.user.id } : {}),
          ...(serviceIds[drawn.service] ? { serviceId: serviceIds[drawn.service] } : {}),
        };
        const search = new URLSearchParams({
          from: query.from,
          to: query.to,
          granularity: drawn.granularity,
          ...(query.hostId ? { hostId: query.hostId } : {}),
          ...(query.serviceId ? { serviceId: query.serviceId } : {}),
        });
        const read = async (path: string) => {
          const response = await send(
            'GET',
            `/api/spaces/${cast.spaceId}/reports/${path}?${search}`,
            cast.admin,
          );
          expect(response.statusCode, response.body).toBe(200);
          return response.json().data;
        };

        const summary = await read('summary');
        expect(summary.current).toEqual(recountFigures(rows, query));
        expect(summary.previous).toEqual(recountFigures(rows, { ...query, ...previousPeriod(query) }));

        const series = await read('timeseries');
        expect(series.granularity).toBe(drawn.granularity);
        expect(series.buckets).toEqual(recountTimeseries(rows, query, drawn.granularity));

        const breakdown = await read('breakdown');
        const expected = recountBreakdown(rows, query, {
          services: new Map([
            [serviceIds[0] as string, 'Consulta'],
            [serviceIds[1] as string, 'Vacuna'],
          ]),
          hosts: new Map([
            [cast.admin.user.id, 'Ana Admin'],
            [cast.member.user.id, 'Mario Miembro'],
          ]),
        });
        expect(sortRows(breakdown.byService)).toEqual(sortRows(expected.byService));
        expect(sortRows(breakdown.byHost)).toEqual(sortRows(expected.byHost));
        expect(breakdown.bySource).toEqual(expected.bySource);
        expect(breakdown.leadTime).toEqual(expected.leadTime);

        const heatmap = await read('heatmap');
        expect(heatmap.cells).toEqual(recountHeatmap(rows, query));
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
