import type { Database, Transaction } from '@citavet/db/database';
import { bookings } from '@citavet/db/schema/bookings';
import { serviceSchedules, services } from '@citavet/db/schema/services';
import { spaceMembers, spaces } from '@citavet/db/schema/spaces';
import type { TimeRange } from '@citavet/domain/availability/time-range';
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';

// The engine's inputs for one host, read from the database: the space's zone, the services and
// ranges the host offers, the host's busy time and the disabled dates that concern them.

type Executor = Database | Transaction;

export async function findSpaceTimeZone(db: Executor, spaceId: string): Promise<string | null> {
  const [row] = await db.select({ timeZone: spaces.timeZone }).from(spaces).where(eq(spaces.id, spaceId));
  return row?.timeZone ?? null;
}

const serviceColumns = {
  id: services.id,
  spaceId: services.spaceId,
  duration: services.duration,
  minAdvanceBooking: services.minAdvanceBooking,
  maxAdvanceBooking: services.maxAdvanceBooking,
  slotStep: services.slotStep,
  bufferBefore: services.bufferBefore,
  bufferAfter: services.bufferAfter,
  isActive: services.isActive,
  dailyCap: services.dailyCap,
};

export async function findService(db: Executor, serviceId: string) {
  const [row] = await db.select(serviceColumns).from(services).where(eq(services.id, serviceId));
  return row ?? null;
}
export type ServiceSummary = NonNullable<Awaited<ReturnType<typeof findService>>>;

/** The space's active services the host has at least one range for. */
export async function listHostServices(
  db: Executor,
  spaceId: string,
  hostId: string,
): Promise<ServiceSummary[]> {
  return db
    .selectDistinct(serviceColumns)
    .from(services)
    .innerJoin(serviceSchedules, eq(serviceSchedules.serviceId, services.id))
    .where(
      and(eq(services.spaceId, spaceId), eq(services.isActive, true), eq(serviceSchedules.hostId, hostId)),
    );
}

export async function listHostSchedules(db: Executor, serviceIds: string[], hostId: string) {
  if (serviceIds.length === 0) return [];
  return db
    .select({
      id: serviceSchedules.id,
      serviceId: serviceSchedules.serviceId,
      dayOfWeek: serviceSchedules.dayOfWeek,
      startTime: serviceSchedules.startTime,
      endTime: serviceSchedules.endTime,
      isActive: serviceSchedules.isActive,
    })
    .from(serviceSchedules)
    .where(and(inArray(serviceSchedules.serviceId, serviceIds), eq(serviceSchedules.hostId, hostId)));
}

/** The host's daily cap in the space (space_members.daily_cap), null when uncapped or not a member. */
export async function findHostDailyCap(
  db: Executor,
  spaceId: string,
  hostId: string,
): Promise<number | null> {
  const [row] = await db
    .select({ dailyCap: spaceMembers.dailyCap })
    .from(spaceMembers)
    .where(and(eq(spaceMembers.spaceId, spaceId), eq(spaceMembers.userId, hostId)));
  return row?.dailyCap ?? null;
}

/** The host's bookings of this space starting within [from, to), any status. */
export async function listHostBookingsBetween(
  db: Executor,
  spaceId: string,
  hostId: string,
  window: TimeRange,
) {
  const rows = await db
    .select({
      id: bookings.id,
      startAt: bookings.startAt,
      endAt: bookings.endAt,
      status: bookings.status,
      serviceId: bookings.serviceId,
      serviceName: bookings.serviceName,
      clientName: bookings.clientName,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.spaceId, spaceId),
        eq(bookings.hostId, hostId),
        gte(bookings.startAt, new Date(window.startAt)),
        lt(bookings.startAt, new Date(window.endAt)),
      ),
    )
    .orderBy(asc(bookings.startAt));
  return rows;
}

export {
  listCalendarBusyRanges,
  listDateOverridesConcerning,
  listDisabledDatesConcerning,
  listHostBusyRanges,
  readDailyCaps,
} from '@citavet/db/scheduling-inputs';
