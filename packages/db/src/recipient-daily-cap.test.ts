import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, queryRows } from './database';
import { openPgliteFromTemplate } from './test-template';

// The recipient cap's trigger (migrations 0030 and 0058, decision 068): a PENDING message is written
// DROPPED when its address (any spelling) already has `cap` messages not dropped whose send times
// fall in the 24 hours up to its own, the start excluded. Migration 0058 states that window as a
// range of the recipient index's key. After random messages, with times on and around the window's
// edges, the trigger's verdict must be the brute-force count's (the oracle).

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openPgliteFromTemplate(inject('pgliteTemplatePath'));
}, 120_000);
afterAll(() => handle.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const PROBE_AT = Date.UTC(2026, 5, 10, 12, 0, 0);
// On and beside the window's two edges, inside it, and outside it on both sides.
const offsets = [0, 1, -1, -DAY_MS, -DAY_MS + 1, -DAY_MS - 1, -3_600_000, 3_600_000, -2 * DAY_MS];
const address = fc.constantFrom('ana@example.com', 'ANA@example.com', 'Ana@Example.com', 'otro@example.com');

const message = fc.record({
  address,
  offset: fc.constantFrom(...offsets),
  status: fc.constantFrom('PENDING', 'PENDING', 'SENT', 'DROPPED'),
});

describe('the recipient cap (migration 0058)', () => {
  it('drops a message exactly when its address has the cap within the 24 hours up to it', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(message, { maxLength: 12 }),
        fc.integer({ min: 1, max: 4 }),
        address,
        async (earlier, cap, probeAddress) => {
          const { db } = handle;
          await db.execute(sql`delete from email_outbox`);
          await db.execute(sql`update mail_settings set recipient_daily_cap = ${cap} where id`);
          // The earlier messages as they stand: written with the trigger off, so each keeps its status.
          await db.execute(sql`alter table email_outbox disable trigger email_outbox_recipient_daily_cap`);
          for (const row of earlier) {
            await db.execute(sql`insert into email_outbox (kind, to_address, subject, text_body, status, send_after)
              values ('x', ${row.address}, 's', 'b', ${row.status}, ${new Date(PROBE_AT + row.offset).toISOString()}::timestamptz)`);
          }
          await db.execute(sql`alter table email_outbox enable trigger email_outbox_recipient_daily_cap`);
          const [probe] = await queryRows<{ status: string }>(
            db,
            sql`insert into email_outbox (kind, to_address, subject, text_body, status, send_after)
              values ('probe', ${probeAddress}, 's', 'b', 'PENDING', ${new Date(PROBE_AT).toISOString()}::timestamptz)
              returning status`,
          );
          const counted = earlier.filter(
            (row) =>
              row.address.toLowerCase() === probeAddress.toLowerCase() &&
              row.status !== 'DROPPED' &&
              row.offset > -DAY_MS &&
              row.offset <= 0,
          ).length;
          expect(probe?.status).toBe(counted >= cap ? 'DROPPED' : 'PENDING');
        },
      ),
      { numRuns: 80 },
    );
  }, 120_000);
});
