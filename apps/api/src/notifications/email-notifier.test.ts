import { emailOutbox } from '@citavet/db/schema/outbox';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-app';
import { createEmailNotifier } from './email-notifier';
import { Notifiers } from './notifier';

let database: Awaited<ReturnType<typeof openTestDatabase>>;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.dispose();
});

const message = {
  kind: 'reminder-vaccine',
  spaceId: '00000000-0000-4000-8000-000000000000',
  clientId: null,
  to: 'rosa@example.com',
  subject: 'Vacuna',
  text: 'Le toca la vacuna.',
  sendAfter: new Date('2026-05-01T10:00:00.000Z'),
};

describe('Notifiers', () => {
  it('queues an e-mail in the outbox, once per dedupe key', async () => {
    const notifiers = new Notifiers([createEmailNotifier(database.db)]);
    const first = await notifiers.send({ ...message, channel: 'email', dedupeKey: 'notifier-1' });
    const second = await notifiers.send({ ...message, channel: 'email', dedupeKey: 'notifier-1' });
    expect(first).toEqual({ status: 'queued', id: null });
    expect(second).toEqual({ status: 'queued', id: null });
    const rows = await database.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, 'notifier-1'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.kind).toBe('reminder-vaccine');
    expect(rows[0]?.status).toBe('PENDING');
  });

  it('refuses a channel with no provider instead of pretending to send', async () => {
    const notifiers = new Notifiers([createEmailNotifier(database.db)]);
    expect(notifiers.has('sms')).toBe(false);
    expect(await notifiers.send({ ...message, channel: 'sms', to: '+59899123456' })).toEqual({
      status: 'refused',
      reason: 'No hay proveedor configurado para el canal sms',
    });
    expect(await notifiers.send({ ...message, channel: 'email', to: 'sin-arroba' })).toEqual({
      status: 'refused',
      reason: 'El cliente no tiene correo electrónico',
    });
  });
});
