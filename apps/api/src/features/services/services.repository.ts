import type { Database, Transaction } from '@citavet/db/database';
import { bookings } from '@citavet/db/schema/bookings';
import { serviceSchedules, services } from '@citavet/db/schema/services';
import { spaces } from '@citavet/db/schema/spaces';
import { users } from '@citavet/db/schema/users';
import { UPCOMING_BOOKING_STATUSES } from '@citavet/domain/bookings/booking-status';
import type {
  CreateServiceInput,
  Service,
  ServiceHostSummary,
  UpdateServiceInput,
} from '@citavet/domain/services/service.schema';
import { and, asc, eq, gt, inArray, ne, type SQL, sql } from 'drizzle-orm';

type Executor = Database | Transaction;
type ServiceRow = typeof services.$inferSelect;

/** Prices travel as numbers; numeric(12, 2) comes back from the driver as text. */
const toPrice = (value: string) => Number(value);

function toService(row: ServiceRow, hosts: ServiceHostSummary[]): Service {
  return {
    id: row.id,
    spaceId: row.spaceId,
    name: row.name,
    description: row.description,
    category: row.category,
    duration: row.duration,
    price: toPrice(row.price),
    currency: row.currency,
    isActive: row.isActive,
    isBookableByClients: row.isBookableByClients,
    requiresApproval: row.requiresApproval,
    allowRescheduling: row.allowRescheduling,
    allowCancellation: row.allowCancellation,
    minAdvanceBooking: row.minAdvanceBooking,
    maxAdvanceBooking: row.maxAdvanceBooking,
    cancellationPolicy: row.cancellationPolicy,
    settings: row.settings ?? null,
    slotStep: row.slotStep,
    bufferBefore: row.bufferBefore,
    bufferAfter: row.bufferAfter,
    dailyCap: row.dailyCap,
    hosts,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Hosts with schedules in each service, with their active and total range counts. */
async function loadHostSummaries(db: Executor, serviceIds: string[]) {
  const summaries = new Map<string, ServiceHostSummary[]>();
  if (serviceIds.length === 0) return summaries;
  const rows = await db
    .select({
      serviceId: serviceSchedules.serviceId,
      hostId: serviceSchedules.hostId,
      name: users.name,
      totalSchedules: sql<number>`count(*)`.mapWith(Number),
      activeSchedules: sql<number>`count(*) filter (where ${serviceSchedules.isActive})`.mapWith(Number),
    })
    .from(serviceSchedules)
    .innerJoin(users, eq(users.id, serviceSchedules.hostId))
    .where(inArray(serviceSchedules.serviceId, serviceIds))
    .groupBy(serviceSchedules.serviceId, serviceSchedules.hostId, users.name)
    .orderBy(asc(users.name), asc(serviceSchedules.hostId));
  for (const { serviceId, ...summary } of rows) {
    const list = summaries.get(serviceId) ?? [];
    list.push(summary);
    summaries.set(serviceId, list);
  }
  return summaries;
}

async function withHosts(db: Executor, rows: ServiceRow[]): Promise<Service[]> {
  const summaries = await loadHostSummaries(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toService(row, summaries.get(row.id) ?? []));
}

/** Which space a service belongs to: the first thing every access check needs. */
export async function findServiceSpaceId(db: Executor, serviceId: string): Promise<string | null> {
  const [row] = await db
    .select({ spaceId: services.spaceId })
    .from(services)
    .where(eq(services.id, serviceId))
    .limit(1);
  return row?.spaceId ?? null;
}

export async function listServices(
  db: Executor,
  spaceId: string,
  filter: { isActive?: boolean | undefined },
): Promise<Service[]> {
  const conditions: SQL[] = [eq(services.spaceId, spaceId)];
  if (filter.isActive !== undefined) conditions.push(eq(services.isActive, filter.isActive));
  const rows = await db
    .select()
    .from(services)
    .where(and(...conditions))
    .orderBy(asc(services.createdAt), asc(services.id));
  return withHosts(db, rows);
}

export async function findService(db: Executor, serviceId: string): Promise<Service | null> {
  const [row] = await db.select().from(services).where(eq(services.id, serviceId)).limit(1);
  if (!row) return null;
  const [service] = await withHosts(db, [row]);
  return service ?? null;
}

export async function insertService(
  db: Executor,
  spaceId: string,
  input: CreateServiceInput,
  now: Date,
): Promise<string> {
  // Without a currency the service takes the space's default, read in the same statement.
  const currency =
    input.currency ?? sql`(select ${spaces.defaultCurrency} from ${spaces} where ${spaces.id} = ${spaceId})`;
  const [row] = await db
    .insert(services)
    .values({ ...input, currency, spaceId, price: input.price.toFixed(2), createdAt: now, updatedAt: now })
    .returning({ id: services.id });
  if (!row) throw new Error('insert returned nothing');
  return row.id;
}

/** Applies only the fields present in `changes`. */
export async function updateService(db: Executor, serviceId: string, changes: UpdateServiceInput, now: Date) {
  const { price, ...rest } = changes;
  const values: Partial<typeof services.$inferInsert> = { ...rest, updatedAt: now };
  if (price !== undefined) values.price = price.toFixed(2);
  for (const key of Object.keys(values) as (keyof typeof values)[]) {
    if (values[key] === undefined) delete values[key];
  }
  await db.update(services).set(values).where(eq(services.id, serviceId));
}

/**
 * A renamed service's upcoming bookings (not started, PENDING or CONFIRMED) take the new name; past
 * bookings keep the one they were made under, as they keep its price. Answers how many changed.
 */
export async function renameUpcomingBookingsService(
  db: Executor,
  serviceId: string,
  name: string,
  now: Date,
): Promise<number> {
  const renamed = await db
    .update(bookings)
    .set({ serviceName: name, updatedAt: now })
    .where(
      and(
        eq(bookings.serviceId, serviceId),
        inArray(bookings.status, [...UPCOMING_BOOKING_STATUSES]),
        gt(bookings.startAt, now),
        ne(bookings.serviceName, name),
      ),
    )
    .returning({ id: bookings.id });
  return renamed.length;
}

/** Row lock held to the end of the transaction: schedule writes and deletion queue behind it. */
export async function lockService(tx: Transaction, serviceId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: services.id })
    .from(services)
    .where(eq(services.id, serviceId))
    .for('update');
  return rows.length > 0;
}

/** A booking that has not ended yet and was not cancelled still needs its service. */
export async function hasUpcomingBookings(db: Executor, serviceId: string, now: Date): Promise<boolean> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.serviceId, serviceId), ne(bookings.status, 'CANCELLED'), gt(bookings.endAt, now)))
    .limit(1);
  return rows.length > 0;
}

/** Past bookings keep their snapshot: bookings.service_id is ON DELETE SET NULL. */
export async function deleteServiceRow(db: Executor, serviceId: string) {
  await db.delete(services).where(eq(services.id, serviceId));
}
