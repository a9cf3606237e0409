import type { Database } from '@citavet/db/database';
import { emailOutbox } from '@citavet/db/schema/outbox';
import { spaces } from '@citavet/db/schema/spaces';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { setUpAgenda, type TestAgenda } from '../bookings.test-support';

// Test support for the public booking page: a space with a public route and contact data whose
// admin and member both offer one service every day 08:00–20:00, and helpers to book it anonymously.

export type PublicSpaceSetup = TestAgenda & { route: string };

let routeCounter = 0;

export async function setUpPublicSpace(
  app: FastifyInstance,
  db: Database,
  options: {
    timeZone?: string;
    serviceOverrides?: Parameters<typeof setUpAgenda>[3];
    space?: Partial<typeof spaces.$inferInsert>;
  } = {},
): Promise<PublicSpaceSetup> {
  const agenda = await setUpAgenda(app, db, options.timeZone ?? 'Europe/Madrid', options.serviceOverrides);
  routeCounter += 1;
  const route = `clinica-${routeCounter}-${Math.random().toString(36).slice(2, 8)}`;
  await db
    .update(spaces)
    .set({
      route,
      address: 'Calle Mayor 1',
      city: 'Málaga',
      state: 'Andalucía',
      country: 'España',
      contactEmail: 'hola@clinica.test',
      contactPhone: '+34 900 000 000',
      ...options.space,
    })
    .where(eq(spaces.id, agenda.spaceId));
  return { ...agenda, route };
}

export type PublicClient = { name: string; email: string; phone?: string | null; website?: string };

export function publicBookingBody(
  scheduleId: string,
  startTime: string,
  endTime: string,
  client: PublicClient = { name: 'Lucía Cliente', email: 'lucia@example.com' },
) {
  return { serviceScheduleId: scheduleId, startTime, endTime, clientInfo: client };
}

export function postPublicBooking(
  app: FastifyInstance,
  body: object,
  options: { idempotencyKey?: string; ip?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/bookings/public',
    payload: body,
    headers: options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {},
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
}

/** The token at the end of a managePath or e-mailed link. */
export function tokenOf(pathOrLink: string): string {
  const token = pathOrLink.split('/reservas/')[1];
  if (!token) throw new Error(`no manage token in ${pathOrLink}`);
  return decodeURIComponent(token);
}

export async function outboxOfBooking(db: Database, bookingId: string) {
  return (
    db
      .select({
        kind: emailOutbox.kind,
        toAddress: emailOutbox.toAddress,
        subject: emailOutbox.subject,
        textBody: emailOutbox.textBody,
        attachments: emailOutbox.attachments,
        status: emailOutbox.status,
        sendAfter: emailOutbox.sendAfter,
      })
      .from(emailOutbox)
      .where(eq(emailOutbox.bookingId, bookingId))
      // A booking's messages are queued in one statement, so they share created_at: kind and then
      // send time make the order total. Ties were left to the plan, which changed with the index.
      .orderBy(asc(emailOutbox.createdAt), asc(emailOutbox.kind), asc(emailOutbox.sendAfter))
  );
}

let ipCounter = 0;

/** A fresh client address, so suites do not share one rate-limit bucket. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${Math.floor(ipCounter / 250)}.${ipCounter % 250}.${1 + Math.floor(Math.random() * 250)}`;
}
