import { clients } from '@citavet/db/schema/bookings';
import { emailOutbox } from '@citavet/db/schema/outbox';
import { spaces } from '@citavet/db/schema/spaces';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cast, createCast, sender } from '../test/clients-test-support';
import { createTestContext, type TestContext, testUnsubscribeLinks } from '../test/test-app';
import type { MailMessage, MailTransport } from './mail-transport';
import { enqueueEmail } from './outbox.repository';
import { createOutboxWorker } from './outbox-worker';

// A deleted space is offline at once: while it can still be restored, the reminders already queued
// for its clients are dropped at send time, never sent (the rule: decideReminderDelivery).

let context: TestContext;
let cast: Cast;
const sent: MailMessage[] = [];
const transport: MailTransport = {
  describe: 'memoria',
  send: async (message) => {
    sent.push(message);
  },
  close: () => {},
};

beforeAll(async () => {
  context = await createTestContext({ clockStart: '2026-04-01T09:00:00.000Z' });
  cast = await createCast(context);
});
afterAll(() => context.close());

describe('reminders of a deleted space', () => {
  it('are dropped with the reason, and go again once the space is restored', async () => {
    const created = await sender(context)('POST', `/api/spaces/${cast.spaceId}/clients`, cast.admin, {
      name: 'Rosa Ríos',
      email: 'rosa@example.com',
      reminderConsent: true,
    });
    const clientId = created.json().data.client.id as string;
    const now = context.clock.now();
    const queue = (subject: string) =>
      enqueueEmail(context.database.db, {
        kind: 'reminder-vaccine',
        clientId,
        to: 'rosa@example.com',
        subject,
        text: 'Le toca la vacuna a Luna.',
        sendAfter: now,
      });
    const worker = createOutboxWorker({
      unsubscribe: testUnsubscribeLinks(),
      db: context.database.db,
      clock: context.clock,
      transport,
      from: 'Citavet <no-reply@citavet.test>',
      pollMs: 1000,
    });
    await queue('Vacuna de Luna');
    await context.database.db.update(spaces).set({ deletedAt: now }).where(eq(spaces.id, cast.spaceId));
    await worker.runOnce();
    const toRosa = () => sent.filter((message) => message.to === 'rosa@example.com');
    expect(toRosa()).toEqual([]);
    const [dropped] = await context.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.clientId, clientId));
    expect(dropped).toMatchObject({
      status: 'DROPPED',
      lastError: 'La clínica eliminó su espacio: no se envían recordatorios',
    });

    await context.database.db.update(spaces).set({ deletedAt: null }).where(eq(spaces.id, cast.spaceId));
    await queue('Segunda dosis');
    await worker.runOnce();
    expect(toRosa().map((message) => message.subject)).toEqual(['Segunda dosis']);
    const [client] = await context.database.db.select().from(clients).where(eq(clients.id, clientId));
    expect(client?.erasedAt).toBeNull();
  });
});
