import { type DatabaseHandle, queryRows } from '@citavet/db/database';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-app';
import { tableScansOf } from './table-scans.test-support';

// The change feed's round gives each client seen in a day its report ordinal
// (citavet_report_assign_ordinals, migration 0027). Whether a client has one already is a probe of
// report_client_ordinals by its unique client key. That table holds every client of every clinic, so
// reading it whole to answer for a round's few dozen clients grows with the database. At PostgreSQL's
// default random_page_cost the planner did that up to a clinic's size: it hashed all 9,000 ordinals of
// the booking bench's database twice per day in every round. citavet_feed_apply plans its round with
// random_page_cost = 1.1 (migration 0068, decision 125), and the probes stay probes.

const EARLIER_CLIENTS = 10_000;
const NEW_CLIENTS = 60;

let handle: DatabaseHandle & { dispose(): Promise<void> };
let spaceId: string;

beforeAll(async () => {
  handle = await openTestDatabase();
  const [space] = await queryRows<{ id: string }>(
    handle.db,
    sql`insert into spaces (name, time_zone) values ('Ronda de informes', 'Europe/Madrid') returning id`,
  );
  spaceId = space?.id ?? '';
  // The ordinals of the clients of before, analyzed: the table at a clinic's size.
  await handle.db.execute(sql`insert into report_client_ordinals (space_id, ordinal, client_id)
    select ${spaceId}::uuid, n, gen_random_uuid() from generate_series(0, ${EARLIER_CLIENTS - 1}) as n`);
  await handle.db.execute(sql`analyze report_client_ordinals`);
});

afterAll(async () => {
  await handle?.dispose();
});

describe("the change feed's round of report roll-ups", () => {
  it("probes each client's ordinal by its key and gives every new client one", async () => {
    const result = await handle.db.transaction(async (tx) => {
      const [host] = await queryRows<{ id: string }>(
        tx,
        sql`insert into users (name, email, password_hash) values ('Ana', 'ana-informes@example.com', 'x') returning id`,
      );
      // New clients booked on one day, one every twenty minutes: the feed rows their bookings write
      // are what a round applies.
      await tx.execute(sql`with made as (
          insert into clients (space_id, name, email)
          select ${spaceId}::uuid, 'Cliente ' || n, 'informe-' || n || '@example.com'
            from generate_series(1, ${NEW_CLIENTS}) as n
          returning id, name, email)
        insert into bookings (space_id, host_id, client_id, client_name, client_email, service_name,
            service_duration, start_at, end_at, status, source)
        select ${spaceId}::uuid, ${host?.id}::uuid, made.id, made.name, made.email, 'Consulta', 20,
          timestamptz '2027-03-10T05:00:00Z' + (row_number() over (order by made.id)) * interval '20 minutes',
          timestamptz '2027-03-10T05:20:00Z' + (row_number() over (order by made.id)) * interval '20 minutes',
          'CONFIRMED', 'PUBLIC'
          from made`);
      const before = await tableScansOf(tx, ['report_client_ordinals']);
      const [round] = await queryRows<{ applied: number }>(
        tx,
        sql`select citavet_feed_apply(1000) as applied`,
      );
      const after = await tableScansOf(tx, ['report_client_ordinals']);
      const [ordinals] = await queryRows<{ count: number }>(
        tx,
        sql`select count(*)::int as count from report_client_ordinals o
              join clients c on c.id = o.client_id where c.email like 'informe-%'`,
      );
      return { applied: round?.applied, before, after, ordinals: ordinals?.count };
    });
    expect(result.applied).toBe(NEW_CLIENTS);
    expect(result.ordinals).toBe(NEW_CLIENTS);
    // This transaction's own counts: the ordinals were probed by key, and never read whole.
    const [before, after] = [result.before.report_client_ordinals, result.after.report_client_ordinals];
    expect((after?.seq ?? 0) - (before?.seq ?? 0)).toBe(0);
    expect((after?.idx ?? 0) - (before?.idx ?? 0)).toBeGreaterThan(0);
  });
});
