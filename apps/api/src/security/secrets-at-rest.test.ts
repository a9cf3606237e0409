import { queryRows } from '@citavet/db/database';
import { emailOutbox } from '@citavet/db/schema/outbox';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduleOf } from '../features/bookings/bookings.test-support';
import {
  type PublicSpaceSetup,
  postPublicBooking,
  publicBookingBody,
  setUpPublicSpace,
} from '../features/bookings/public/public-booking.test-support';
import type { MailMessage } from '../mail/mail-transport';
import { createOutboxWorker } from '../mail/outbox-worker';
import {
  bearer,
  createTestContext,
  markEmailVerified,
  type TestContext,
  testDraftExpansion,
  testUnsubscribeLinks,
} from '../test/test-app';

// A whole journey through the API, then a scan of EVERY text and JSON column of EVERY table for
// the raw tokens that left by e-mail: once a message is out, the database holds no working link.
// Clock: Monday 2026-03-02 08:00Z; the booking is on Tuesday 2026-03-10 (its reminder the day before).
let context: TestContext;
let space: PublicSpaceSetup;
const sent: MailMessage[] = [];

beforeAll(async () => {
  context = await createTestContext({ config: { rateLimits: { publicBookingPerMinute: 10_000 } as never } });
  space = await setUpPublicSpace(context.app, context.database.db);
});
afterAll(async () => {
  await context.close();
});

/** Every path segment and query value of every link in a message that could be a secret. */
function linkSecrets(message: MailMessage): string[] {
  const texts = [
    message.text,
    message.html ?? '',
    ...(message.attachments ?? []).map((attachment) => attachment.content.replace(/\r?\n[ \t]/g, '')),
  ];
  const secrets: string[] = [];
  for (const text of texts) {
    for (const link of text.match(/https?:\/\/[^\s<>"')\]]+/g) ?? []) {
      const url = new URL(link);
      const parts = [...url.pathname.split('/'), ...url.searchParams.values(), url.hash.slice(1)];
      for (const part of parts.map((value) => decodeURIComponent(value))) {
        if (part.length >= 16) secrets.push(part);
      }
    }
  }
  return secrets;
}

async function sendEverything() {
  const worker = createOutboxWorker({
    unsubscribe: testUnsubscribeLinks(),
    db: context.database.db,
    clock: context.clock,
    transport: {
      describe: 'recording',
      async send(message) {
        sent.push(message);
      },
      close() {},
    },
    from: 'Citavet <no-reply@citavet.test>',
    pollMs: 50,
    // As the server's worker: the booking's e-mails are drafted (and their draft deleted) first.
    expandDrafts: testDraftExpansion(context),
  });
  // Reminders wait for their time: move the clock to each message's turn until none is left.
  for (let round = 0; round < 10; round++) {
    while ((await worker.runOnce()) > 0) {}
    const [next] = await queryRows<{ at: string | null }>(
      context.database.db,
      sql`select min(send_after)::text as at from ${emailOutbox} where status = 'PENDING'`,
    );
    if (!next?.at) return;
    context.clock.set(new Date(new Date(next.at).getTime() + 1_000).toISOString());
  }
}

describe('secrets at rest after a full journey', () => {
  it('keeps no e-mailed token in any text or JSON column of any table', async () => {
    // 1. Password reset requested by the admin.
    const reset = await context.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: space.admin.email },
    });
    expect(reset.statusCode).toBe(200);
    // 2. An invitation to a new member (inviting needs a proven address).
    await markEmailVerified(context, space.admin.user.id);
    const invitation = await context.app.inject({
      method: 'POST',
      url: `/api/spaces/${space.spaceId}/invitations`,
      headers: bearer(space.admin.token),
      payload: { email: 'nueva.socia@example.com' },
    });
    expect(invitation.statusCode).toBe(201);
    // 3. A public booking with an Idempotency-Key (confirmation with .ics, host notice, reminder).
    const booking = await postPublicBooking(
      context.app,
      publicBookingBody(scheduleOf(space.memberSchedules, 2), '2026-03-10T10:00', '2026-03-10T10:30'),
      { idempotencyKey: 'viaje-completo-1' },
    );
    expect(booking.statusCode).toBe(201);
    // 4. The outbox worker sends everything, reminders included.
    await sendEverything();

    const secrets = [...new Set(sent.flatMap(linkSecrets))];
    const links = sent.flatMap((message) => message.text.match(/https?:\/\/\S+/g) ?? []);
    expect(links.some((link) => link.includes('/reset-password?token='))).toBe(true);
    expect(links.some((link) => link.includes('/invitaciones/'))).toBe(true);
    expect(links.some((link) => link.includes('/reservas/'))).toBe(true);
    expect(secrets.length).toBeGreaterThanOrEqual(3);

    const columns = await queryRows<{ table_schema: string; table_name: string; column_name: string }>(
      context.database.db,
      sql`select c.table_schema, c.table_name, c.column_name
          from information_schema.columns c
          join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
          where t.table_type = 'BASE TABLE'
            and c.table_schema not in ('pg_catalog', 'information_schema')
            and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')`,
    );
    expect(columns.length).toBeGreaterThan(20);
    const found: string[] = [];
    for (const column of columns) {
      const where = sql.join(
        secrets.map((secret) => sql`strpos(${sql.identifier(column.column_name)}::text, ${secret}) > 0`),
        sql` or `,
      );
      const [row] = await queryRows<{ hits: number }>(
        context.database.db,
        sql`select count(*)::int as hits from ${sql.identifier(column.table_schema)}.${sql.identifier(column.table_name)} where ${where}`,
      );
      if (Number(row?.hits ?? 0) > 0) found.push(`${column.table_name}.${column.column_name}`);
    }
    expect(found, `raw e-mailed tokens stored in: ${found.join(', ')}`).toEqual([]);
  });
});
