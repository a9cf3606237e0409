import { bookings, clients } from '@citavet/db/schema/bookings';
import { services } from '@citavet/db/schema/services';
import { spaces } from '@citavet/db/schema/spaces';
import type { OracleBooking } from '@citavet/domain/reports/report-oracle.test-support';
import { eq } from 'drizzle-orm';
import type { TestContext } from '../../test/test-app';

// Fixtures for the reports tests (not a test file itself): a space's zone, services and clients,
// and bookings written straight into the table from the oracle's description of them.

export async function setSpaceTimeZone(context: TestContext, spaceId: string, timeZone: string) {
  await context.database.db.update(spaces).set({ timeZone }).where(eq(spaces.id, spaceId));
}

export async function createService(
  context: TestContext,
  spaceId: string,
  values: { name: string; duration?: number; price?: string; currency?: string },
): Promise<string> {
  const [row] = await context.database.db
    .insert(services)
    .values({
      spaceId,
      name: values.name,
      duration: values.duration ?? 30,
      price: values.price ?? '20.00',
      currency: values.currency ?? 'EUR',
    })
    .returning({ id: services.id });
  if (!row) throw new Error('service not inserted');
  return row.id;
}

export async function createClients(context: TestContext, spaceId: string, count: number): Promise<string[]> {
  const rows = await context.database.db
    .insert(clients)
    .values(Array.from({ length: count }, (_, index) => ({ spaceId, name: `Cliente ${index + 1}` })))
    .returning({ id: clients.id });
  return rows.map((row) => row.id);
}

export async function replaceBookings(context: TestContext, spaceId: string, rows: readonly OracleBooking[]) {
  const { db } = context.database;
  await db.delete(bookings).where(eq(bookings.spaceId, spaceId));
  if (rows.length === 0) return;
  await db.insert(bookings).values(
    rows.map((row) => ({
      spaceId,
      hostId: row.hostId,
      serviceId: row.serviceId,
      clientId: row.clientId,
      clientName: 'Cliente',
      serviceName: 'Servicio',
      servicePrice: row.price,
      serviceCurrency: row.currency,
      serviceDuration: Math.round((row.endAt - row.startAt) / 60_000),
      startAt: new Date(row.startAt),
      endAt: new Date(row.endAt),
      createdAt: new Date(row.createdAt),
      status: row.status,
      source: row.source,
    })),
  );
}
