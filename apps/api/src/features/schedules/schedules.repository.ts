import type { Database, Transaction } from '@citavet/db/database';
import { serviceSchedules, services } from '@citavet/db/schema/services';
import { spaces } from '@citavet/db/schema/spaces';
import { users } from '@citavet/db/schema/users';
import type { SpaceSchedule } from '@citavet/domain/schedules/schedule.schema';
import { and, asc, eq, inArray, ne, type SQL } from 'drizzle-orm';

type Executor = Database | Transaction;

export type ServiceContext = { serviceId: string; spaceId: string };

/** One stored range, as the access and overlap rules need it. */
export type StoredRange = {
  id: string;
  serviceId: string;
  spaceId: string;
  hostId: string;
  dayOfWeek: number;
  startTime: string;
  endTime: string;
  isActive: boolean;
  customPrice: number | null;
};

export type ScheduleFilter = {
  serviceId?: string | undefined;
  spaceId?: string | undefined;
  hostId?: string | undefined;
  dayOfWeek?: number | undefined;
  isActive?: boolean | undefined;
  ids?: string[] | undefined;
};

export type ScheduleValues = {
  hostId: string;
  dayOfWeek: number;
  startTime: string;
  endTime: string;
  isActive: boolean;
  customPrice: number | null;
};

const toPrice = (value: string | null) => (value === null ? null : Number(value));
const toNumeric = (value: number | null) => (value === null ? null : value.toFixed(2));

export async function findServiceContext(db: Executor, serviceId: string): Promise<ServiceContext | null> {
  const [row] = await db
    .select({ serviceId: services.id, spaceId: services.spaceId })
    .from(services)
    .where(eq(services.id, serviceId))
    .limit(1);
  return row ?? null;
}

export async function findStoredRange(db: Executor, scheduleId: string): Promise<StoredRange | null> {
  const [row] = await db
    .select({
      id: serviceSchedules.id,
      serviceId: serviceSchedules.serviceId,
      spaceId: services.spaceId,
      hostId: serviceSchedules.hostId,
      dayOfWeek: serviceSchedules.dayOfWeek,
      startTime: serviceSchedules.startTime,
      endTime: serviceSchedules.endTime,
      isActive: serviceSchedules.isActive,
      customPrice: serviceSchedules.customPrice,
    })
    .from(serviceSchedules)
    .innerJoin(services, eq(services.id, serviceSchedules.serviceId))
    .where(eq(serviceSchedules.id, scheduleId))
    .limit(1);
  return row ? { ...row, customPrice: toPrice(row.customPrice) } : null;
}

/** Schedules with their host and the space's zone; the overview also reads the service name. */
export async function listSchedules(db: Executor, filter: ScheduleFilter): Promise<SpaceSchedule[]> {
  const conditions: SQL[] = [];
  if (filter.serviceId !== undefined) conditions.push(eq(serviceSchedules.serviceId, filter.serviceId));
  if (filter.spaceId !== undefined) conditions.push(eq(services.spaceId, filter.spaceId));
  if (filter.hostId !== undefined) conditions.push(eq(serviceSchedules.hostId, filter.hostId));
  if (filter.dayOfWeek !== undefined) conditions.push(eq(serviceSchedules.dayOfWeek, filter.dayOfWeek));
  if (filter.isActive !== undefined) conditions.push(eq(serviceSchedules.isActive, filter.isActive));
  if (filter.ids !== undefined) {
    if (filter.ids.length === 0) return [];
    conditions.push(inArray(serviceSchedules.id, filter.ids));
  }
  const rows = await db
    .select({
      id: serviceSchedules.id,
      serviceId: serviceSchedules.serviceId,
      serviceName: services.name,
      hostId: serviceSchedules.hostId,
      hostName: users.name,
      hostEmail: users.email,
      hostAvatar: users.avatar,
      dayOfWeek: serviceSchedules.dayOfWeek,
      startTime: serviceSchedules.startTime,
      endTime: serviceSchedules.endTime,
      isActive: serviceSchedules.isActive,
      customPrice: serviceSchedules.customPrice,
      timeZone: spaces.timeZone,
      createdAt: serviceSchedules.createdAt,
      updatedAt: serviceSchedules.updatedAt,
    })
    .from(serviceSchedules)
    .innerJoin(services, eq(services.id, serviceSchedules.serviceId))
    .innerJoin(spaces, eq(spaces.id, services.spaceId))
    .innerJoin(users, eq(users.id, serviceSchedules.hostId))
    .where(and(...conditions))
    .orderBy(
      asc(services.name),
      asc(services.id),
      asc(serviceSchedules.dayOfWeek),
      asc(serviceSchedules.startTime),
      asc(users.name),
      asc(serviceSchedules.id),
    );
  return rows.map((row) => ({
    id: row.id,
    serviceId: row.serviceId,
    serviceName: row.serviceName,
    hostId: row.hostId,
    host: { id: row.hostId, name: row.hostName, email: row.hostEmail, avatar: row.hostAvatar },
    dayOfWeek: row.dayOfWeek,
    startTime: row.startTime,
    endTime: row.endTime,
    isActive: row.isActive,
    customPrice: toPrice(row.customPrice),
    timeZone: row.timeZone,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/**
 * Locks the service row to the end of the transaction: two writers of one service's schedules
 * (e.g. two tabs saving overlapping ranges) run one after the other, so the overlap check holds.
 */
export async function lockServiceForScheduling(tx: Transaction, serviceId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: services.id })
    .from(services)
    .where(eq(services.id, serviceId))
    .for('update');
  return rows.length > 0;
}

/** All ranges of one host in one service (active or not), optionally leaving one out. */
export async function findHostRanges(
  db: Executor,
  query: { serviceId: string; hostId: string; exceptScheduleId?: string },
) {
  const conditions: SQL[] = [
    eq(serviceSchedules.serviceId, query.serviceId),
    eq(serviceSchedules.hostId, query.hostId),
  ];
  if (query.exceptScheduleId !== undefined) conditions.push(ne(serviceSchedules.id, query.exceptScheduleId));
  return db
    .select({
      id: serviceSchedules.id,
      dayOfWeek: serviceSchedules.dayOfWeek,
      startTime: serviceSchedules.startTime,
      endTime: serviceSchedules.endTime,
    })
    .from(serviceSchedules)
    .where(and(...conditions))
    .orderBy(asc(serviceSchedules.dayOfWeek), asc(serviceSchedules.startTime));
}

export async function insertSchedules(
  db: Executor,
  serviceId: string,
  values: ScheduleValues[],
  now: Date,
): Promise<string[]> {
  if (values.length === 0) return [];
  const rows = await db
    .insert(serviceSchedules)
    .values(
      values.map((value) => ({
        ...value,
        serviceId,
        customPrice: toNumeric(value.customPrice),
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning({ id: serviceSchedules.id });
  return rows.map((row) => row.id);
}

export async function updateScheduleRow(db: Executor, scheduleId: string, values: ScheduleValues, now: Date) {
  await db
    .update(serviceSchedules)
    .set({ ...values, customPrice: toNumeric(values.customPrice), updatedAt: now })
    .where(eq(serviceSchedules.id, scheduleId));
}

export async function deleteScheduleRow(db: Executor, scheduleId: string) {
  await db.delete(serviceSchedules).where(eq(serviceSchedules.id, scheduleId));
}
