import { type DatabaseHandle, GENERIC_PLAN_SETTINGS, queryRows } from '@citavet/db/database';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-app';

// The booking path's batched write functions plan what they run, the foreign-key checks their inserts
// fire included, with the generic connections' random_page_cost (migration 0067, decision 124): at
// the default, each booking's check of its schedule read every schedule of the clinic. The change
// feed's round does too (migration 0068, decision 125): at the default, it read every client's report
// ordinal. A later CREATE OR REPLACE of one of them drops the setting unless it writes it again; this
// says which.

/** The functions the app calls to write bookings and their status and to apply the change feed. */
const WRITE_FUNCTIONS = [
  'citavet_public_booking_writes(jsonb)',
  `citavet_public_booking_write(${Array.from({ length: 29 }, () => 'text').join(',')})`,
  'citavet_staff_booking_writes(jsonb)',
  'citavet_status_change_writes(jsonb)',
  'citavet_feed_apply(integer)',
];

let handle: DatabaseHandle & { dispose(): Promise<void> };

beforeAll(async () => {
  handle = await openTestDatabase();
});

afterAll(async () => {
  await handle?.dispose();
});

describe("the booking path's write functions and the feed's round", () => {
  it('plan with the generic connections’ random_page_cost', async () => {
    const rows = await queryRows<{ name: string; settings: string[] | null }>(
      handle.db,
      sql`select p.oid::regprocedure::text as name, p.proconfig as settings
            from pg_proc p
           where p.oid::regprocedure::text in (${sql.join(
             WRITE_FUNCTIONS.map((name) => sql`${name}`),
             sql`, `,
           )})`,
    );
    expect(rows.map((row) => row.name).sort()).toEqual([...WRITE_FUNCTIONS].sort());
    for (const row of rows) {
      expect({ name: row.name, settings: row.settings }).toEqual({
        name: row.name,
        settings: [`random_page_cost=${GENERIC_PLAN_SETTINGS.random_page_cost}`],
      });
    }
  });
});
