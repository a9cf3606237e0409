import { bookings, clients } from '@citavet/db/schema/bookings';
import { services } from '@citavet/db/schema/services';
import { spaces } from '@citavet/db/schema/spaces';
import type { OracleBooking } from '@citavet/domain/reports/report-oracle.test-support';
import { eq, sql } from 'drizzle-orm';
import { drainChangeFeed } from '../../change-feed/change-feed.repository';
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
  if (rows.length === 0) return drainChangeFeed(db).then(() => undefined);
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
  // The roll-ups follow the bookings through the change feed: applied before anything is read.
  await drainChangeFeed(db);
}

/**
 * Every roll-up row of the space in a comparable form: the day bitmaps as the sorted client ids
 * whose bit is set (ordinals differ between an incremental history and a rebuild), empty days left out.
 */
export async function snapshotRollups(context: TestContext, spaceId: string) {
  const { db } = context.database;
  await drainChangeFeed(db);
  const read = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: unknown[] }).rows;
  return {
    hostDays: await read(sql`select is_month, local_day::text, host_id, status, currency, bookings,
        amount::text, booked_seconds::text from report_host_days where space_id = ${spaceId}
        order by 1, 2, 3, 4, 5`),
    serviceDays: await read(sql`select is_month, local_day::text, service_id, status, currency, bookings,
        amount::text from report_service_days where space_id = ${spaceId} order by 1, 2, 3 nulls first, 4, 5`),
    tallyDays: await read(sql`select kind, local_day::text, host_id, key, bookings from report_tally_days
        where space_id = ${spaceId} order by 1, 2, 3, 4`),
    clientFirsts: await read(sql`select client_id, first_start_at::text from report_client_firsts
        where space_id = ${spaceId} order by 1`),
    clientDays:
      await read(sql`select d.local_day::text, array_agg(o.client_id::text order by o.client_id) as clients
        from report_client_days d join report_client_ordinals o on o.space_id = d.space_id
          and o.ordinal < length(d.clients) and get_bit(d.clients, o.ordinal) = 1
        where d.space_id = ${spaceId} group by 1 order by 1`),
  };
}

export async function rebuildRollups(context: TestContext, spaceId: string) {
  await context.database.db.execute(sql`select citavet_report_rebuild(${spaceId}::uuid)`);
}
