import { bookings } from '@citavet/db/schema/bookings';
import { emailOutbox } from '@citavet/db/schema/outbox';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainChangeFeed } from '../../change-feed/change-feed.repository';
import { bearer, createTestContext, type TestContext } from '../../test/test-app';
import { insertMember, insertService, setUpSpace, type TestSpace } from '../bookings/bookings.test-support';
import { queueWeeklySummaries, WEEKLY_SUMMARY_KIND } from './queue-weekly-summaries';

// Santiago is UTC-3 in March 2026: Monday 2026-03-09 08:00 local is 11:00 UTC.
let context: TestContext;
let space: TestSpace;

beforeAll(async () => {
  context = await createTestContext();
  const db = context.database.db;
  space = await setUpSpace(context.app, db, 'America/Santiago');
  await insertMember(db, space.outsiderSpaceId, space.member.user.id, 'ADMIN');
  const serviceId = await insertService(db, space.spaceId, { price: '25.00' });
  // Last week (Mon 2 .. Sun 8 March): two completed, one cancelled, one on Sunday 23:30 local.
  const values = [
    { startAt: '2026-03-02T13:00:00Z', status: 'COMPLETED' as const, price: '25.00' },
    { startAt: '2026-03-04T13:00:00Z', status: 'COMPLETED' as const, price: '30.00' },
    { startAt: '2026-03-05T13:00:00Z', status: 'CANCELLED' as const, price: '25.00' },
    { startAt: '2026-03-09T02:30:00Z', status: 'CONFIRMED' as const, price: '25.00' },
  ];
  await db.insert(bookings).values(
    values.map((value) => ({
      spaceId: space.spaceId,
      hostId: space.admin.user.id,
      serviceId,
      clientName: 'Carmen Privada',
      clientEmail: 'carmen@example.com',
      serviceName: 'Consulta',
      servicePrice: value.price,
      serviceCurrency: 'EUR',
      serviceDuration: 30,
      startAt: new Date(value.startAt),
      endAt: new Date(Date.parse(value.startAt) + 30 * 60_000),
      status: value.status,
      source: 'INTERNAL' as const,
    })),
  );
  // The roll-ups the summary reads follow the bookings through the change feed.
  await drainChangeFeed(db);
});
afterAll(() => context.close());

const deps = () => ({
  database: context.database,
  clock: context.clock,
  publicUrl: 'https://citavet.example',
});
const summaries = () =>
  context.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, WEEKLY_SUMMARY_KIND));

describe('weekly summary e-mail', () => {
  it('waits for Monday 08:00 clinic-local, then queues one per ADMIN with last week in figures', async () => {
    context.clock.set('2026-03-09T10:59:00Z');
    expect(await queueWeeklySummaries(deps())).toBe(0);
    context.clock.set('2026-03-09T11:00:00Z');
    // The other space (also Santiago) has the outsider and the member as its ADMINs: one message each.
    expect(await queueWeeklySummaries(deps())).toBe(3);
    const queued = await summaries();
    const ours = queued.find((row) => row.toAddress === space.admin.user.email);
    expect(ours?.subject).toBe('Resumen semanal de Veterinaria Central: 4 citas');
    expect(ours?.textBody).toContain('semana del 2 de marzo al 8 de marzo');
    expect(ours?.textBody).toMatch(/Completadas: 2 \(50\s%\)/);
    expect(ours?.textBody).toMatch(/Ingresos de citas completadas \(EUR\): 55,00\s€/);
    // The income the e-mail leads with is what was collected: no payment was taken that week.
    expect(ours?.textBody).toContain('Ingresos cobrados: sin pagos registrados');
    expect(ours?.textBody).toContain('https://citavet.example/dashboard/');
    // Counts only: no client's name or address in it.
    expect(ours?.textBody).not.toContain('Carmen');
    expect(ours?.htmlBody).not.toContain('carmen@example.com');
    expect(queued.some((row) => row.toAddress === space.member.user.email)).toBe(true);
  });

  it('never queues twice for the same week, and skips an ADMIN who opted out', async () => {
    context.clock.set('2026-03-09T15:00:00Z');
    expect(await queueWeeklySummaries(deps())).toBe(0);
    // Back to the day the sessions were signed in, so their tokens are still valid.
    context.clock.set('2026-03-02T08:00:00Z');
    const answer = await context.app.inject({
      method: 'PUT',
      url: '/api/reports/preferences',
      headers: bearer(space.admin.token),
      payload: { weeklySummaryEmail: false },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toEqual({ weeklySummaryEmail: false });
    context.clock.set('2026-03-16T12:00:00Z');
    expect(await queueWeeklySummaries(deps())).toBe(2);
    expect((await summaries()).filter((row) => row.toAddress === space.admin.user.email)).toHaveLength(1);
    context.clock.set('2026-03-02T08:00:00Z');
    const read = await context.app.inject({
      method: 'GET',
      url: '/api/reports/preferences',
      headers: bearer(space.member.token),
    });
    expect(read.json().data).toEqual({ weeklySummaryEmail: true });
    const invalid = await context.app.inject({
      method: 'PUT',
      url: '/api/reports/preferences',
      headers: bearer(space.member.token),
      payload: { weeklySummaryEmail: 'no' },
    });
    expect(invalid.statusCode).toBe(400);
  });
});
