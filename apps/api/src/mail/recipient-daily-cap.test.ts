import { emailOutbox } from '@citavet/db/schema/outbox';
import {
  RECIPIENT_CAP_DROP_REASON,
  RECIPIENT_DAILY_CAP,
} from '@citavet/domain/communications/recipient-daily-cap';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app';
import { enqueueEmail, enqueueEmails } from './outbox.repository';

// The mail cannon: whatever route or job enqueues, one inbox gets at most RECIPIENT_DAILY_CAP
// messages within any 24 hours. Before the trigger, every one of them went out.
let context: TestContext;
beforeAll(async () => {
  context = await createTestContext({ recipientDailyCap: RECIPIENT_DAILY_CAP });
});
afterAll(async () => {
  await context.close();
});

const message = (to: string, sendAfter: Date, kind = 'invitation') => ({
  kind,
  to,
  sendAfter,
  subject: 'Asunto con enlace',
  text: 'Abre https://citavet.test/invitaciones/abcdefghijklmnopqrstuvwxyz0123456789',
});

const rowsTo = (address: string) =>
  context.database.db
    .select()
    .from(emailOutbox)
    .where(eq(sql`lower(${emailOutbox.toAddress})`, address.toLowerCase()));

describe('daily cap per recipient in the outbox', () => {
  it('writes the message over the cap as DROPPED and blank, across kinds and spellings', async () => {
    const now = context.clock.now();
    const victim = `victima-${Date.now()}@example.com`;
    // One multi-row insert: the trigger sees the rows inserted before it in the same statement.
    await enqueueEmails(
      context.database.db,
      Array.from({ length: RECIPIENT_DAILY_CAP - 1 }, (_, index) =>
        message(
          victim,
          new Date(now.getTime() - index * 60_000),
          index % 2 === 0 ? 'invitation' : 'email-verification',
        ),
      ),
    );
    await enqueueEmail(context.database.db, message(victim.toUpperCase(), now, 'sign-in-link'));
    await enqueueEmail(context.database.db, message(victim, now, 'password-reset'));
    const rows = await rowsTo(victim);
    expect(rows).toHaveLength(RECIPIENT_DAILY_CAP + 1);
    const dropped = rows.filter((row) => row.status === 'DROPPED');
    expect(dropped).toHaveLength(1);
    expect(dropped[0]).toMatchObject({ kind: 'password-reset', lastError: RECIPIENT_CAP_DROP_REASON });
    expect(dropped[0]?.textBody).not.toContain('invitaciones/');
    // Another inbox is not affected; the same one is again once the day has passed.
    await enqueueEmail(context.database.db, message(`otra-${victim}`, now));
    const later = new Date(now.getTime() + 24 * 60 * 60 * 1000 + 60_000);
    await enqueueEmail(context.database.db, message(victim, later, 'reminder'));
    const [other] = await rowsTo(`otra-${victim}`);
    expect(other?.status).toBe('PENDING');
    const [reminder] = await context.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, victim), eq(emailOutbox.kind, 'reminder')));
    expect(reminder?.status).toBe('PENDING');
  });
});
