import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app';
import { dropAppointmentRemindersText } from './reminder-outbox.repository';

// Every cancel, move and confirmation drops its booking's pending reminders. The outbox holds many
// PENDING rows (every reminder not due yet), so the drop must find the booking's rows by one index
// scan of (booking_id, status), never by ANDing the booking with the due index's PENDING rows: that
// plan read 3,101 index entries to drop 3 reminders under the status-change bench (decision 117).
let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

/** The index names of a plan, read from EXPLAIN's JSON. */
function indexesOf(plan: unknown): string[] {
  if (Array.isArray(plan)) return plan.flatMap(indexesOf);
  if (plan === null || typeof plan !== 'object') return [];
  return Object.entries(plan).flatMap(([key, value]) =>
    key === 'Index Name' && typeof value === 'string' ? [value] : indexesOf(value),
  );
}

describe("dropping a booking's pending reminders", () => {
  it('reads the one booking-and-status index, however many reminders are pending', async () => {
    const { db } = context.database;
    // Not analyzed, as a table that grew since its statistics were taken: the planner then weighs
    // both indexes as selective, which is when it chose to AND them.
    await db.execute(sql`insert into email_outbox (kind, to_address, subject, text_body, send_after)
      select 'reminder-appointment', 'cliente' || g || '@example.com', 'Recordatorio', 'Mañana',
             now() + g * interval '1 minute'
        from generate_series(1, 3000) g`);
    const text = dropAppointmentRemindersText(`'${randomUUID()}'::uuid`, "'cancelada'");
    const { rows } = (await db.execute(sql.raw(`explain (format json) ${text}`))) as unknown as {
      rows: Array<Record<string, unknown>>;
    };
    const plan = Object.values(rows[0] ?? {})[0];
    const indexes = indexesOf(typeof plan === 'string' ? JSON.parse(plan) : plan);
    expect(indexes).toEqual(['email_outbox_booking_status_idx']);
  });
});
