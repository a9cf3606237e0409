import type { AddressInfo } from 'node:net';
import { spaceMembers } from '@citavet/db/schema/spaces';
import { and, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpTransport } from '../../mail/mail-transport';
import { createOutboxWorker } from '../../mail/outbox-worker';
import { type ReadEmail, readEmail } from '../../test/read-email';
import {
  createTestContext,
  registerTestUser,
  type TestContext,
  testUnsubscribeLinks,
} from '../../test/test-app';
import { createSpaceAs } from '../spaces/spaces.test-support';
import { invite, respond } from './invitations.test-support';

let context: TestContext;
let server: SMTPServer;
let port: number;
const received: ReadEmail[] = [];

beforeAll(async () => {
  context = await createTestContext();
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        readEmail(Buffer.concat(chunks)).then(
          (email) => {
            received.push(email);
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await context.close();
});

describe('the invitation e-mail over real SMTP', () => {
  it('arrives in Spanish with a link whose token lets the invitee join', async () => {
    const ana = await registerTestUser(context.app, { name: 'Ana Admin' });
    const space = await createSpaceAs(context, ana, {
      name: 'Clínica del Puerto',
      timeZone: 'America/Montevideo',
    });
    const created = await invite(context, ana, space.id, { email: 'vet.nueva@example.com', role: 'ADMIN' });
    expect(created.statusCode).toBe(201);

    const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`);
    const worker = createOutboxWorker({
      unsubscribe: testUnsubscribeLinks(),
      db: context.database.db,
      clock: context.clock,
      transport,
      from: 'Citavet <no-responder@citavet.test>',
      pollMs: 60_000,
    });
    try {
      expect(await worker.runOnce()).toBeGreaterThanOrEqual(1);
    } finally {
      transport.close();
    }

    const email = received.find((message) => message.recipients.includes('vet.nueva@example.com'));
    expect(email).toBeDefined();
    expect(email?.subject).toBe('Ana Admin te invitó a unirte a Clínica del Puerto en Citavet');
    const text = email?.text ?? '';
    expect(text).toContain(
      'Ana Admin te invitó a unirte a "Clínica del Puerto" en Citavet con el rol de Administrador.',
    );
    // Seven days after 2026-03-02T08:00Z, read on the space's clock (Montevideo, UTC-3).
    expect(text).toContain('lunes, 9 de marzo de 2026, 5:00 (hora estándar de Uruguay)');
    const token = /http:\/\/citavet\.test\/invitaciones\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
    expect(token).toBeDefined();

    // The person registers with the invited address (as the link's page offers) and accepts by token.
    const preview = await context.app.inject({ method: 'GET', url: `/api/invitations/by-token/${token}` });
    expect(preview.json().data).toMatchObject({ spaceName: 'Clínica del Puerto', hasAccount: false });
    const invitee = await registerTestUser(context.app, { email: 'vet.nueva@example.com' });
    const accepted = await respond(context, invitee, token ?? '', 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.space).toEqual({ id: space.id, name: 'Clínica del Puerto' });
    const [row] = await context.database.db
      .select({ role: spaceMembers.role })
      .from(spaceMembers)
      .where(and(eq(spaceMembers.spaceId, space.id), eq(spaceMembers.userId, invitee.user.id)));
    expect(row?.role).toBe('ADMIN');
  });
});
