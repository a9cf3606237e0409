import { type Database, queryRows, type Transaction } from '@citavet/db/database';
import { DISABLED_DATE_COLUMNS } from '@citavet/db/scheduling-inputs';
import { disabledDates } from '@citavet/db/schema/bookings';
import { serviceSchedules, services } from '@citavet/db/schema/services';
import { spaceMembers } from '@citavet/db/schema/spaces';
import { users } from '@citavet/db/schema/users';
import { OCCUPANCY_EXCLUDED_CATEGORIES } from '@citavet/domain/reports/occupancy';
import { and, eq, isNull, notInArray, or, sql } from 'drizzle-orm';
import { type BookingScope, scopeCondition } from './reports.repository';

// What the occupancy report divides: booked minutes per host over the minutes the schedules offer.

type Executor = Database | Transaction;

/** Minutes of the scope's kept bookings per host. */
export async function sumBookedMinutesByHost(db: Executor, scope: BookingScope) {
  return queryRows<{ hostId: string; minutes: number }>(
    db,
    sql`select b.host_id as "hostId",
          (coalesce(sum(extract(epoch from b.end_at - b.start_at)), 0) / 60)::float8 as minutes
        from bookings b where ${scopeCondition(scope)} and b.status <> 'CANCELLED'
        group by b.host_id`,
  );
}

/** The space's members (every member may host), with their names. */
export async function listSpaceMembers(db: Executor, spaceId: string) {
  return db
    .select({ id: users.id, name: users.name })
    .from(spaceMembers)
    .innerJoin(users, eq(users.id, spaceMembers.userId))
    .where(eq(spaceMembers.spaceId, spaceId));
}

/** Active services' ranges in the space, per host: what the slot engine offers from. */
/**
 * The schedules whose time is offered in the occupancy: one service's, or every active service's
 * but those of the categories counted apart (OCCUPANCY_EXCLUDED_CATEGORIES).
 */
export async function listOfferedSchedules(db: Executor, spaceId: string, serviceId?: string) {
  return db
    .select({
      id: serviceSchedules.id,
      hostId: serviceSchedules.hostId,
      serviceId: services.id,
      duration: services.duration,
      dayOfWeek: serviceSchedules.dayOfWeek,
      startTime: serviceSchedules.startTime,
      endTime: serviceSchedules.endTime,
      isActive: serviceSchedules.isActive,
    })
    .from(serviceSchedules)
    .innerJoin(services, eq(services.id, serviceSchedules.serviceId))
    .where(
      and(
        eq(services.spaceId, spaceId),
        eq(services.isActive, true),
        serviceId === undefined
          ? or(isNull(services.category), notInArray(services.category, [...OCCUPANCY_EXCLUDED_CATEGORIES]))
          : eq(services.id, serviceId),
      ),
    );
}

/** Kept booked minutes per host of the services counted apart from occupancy, in the scope. */
export async function sumExcludedBookedMinutesByHost(db: Executor, scope: BookingScope) {
  return queryRows<{ hostId: string; minutes: number }>(
    db,
    sql`select b.host_id as "hostId",
          (coalesce(sum(extract(epoch from b.end_at - b.start_at)), 0) / 60)::float8 as minutes
        from bookings b join services s on s.id = b.service_id
        where ${scopeCondition(scope)} and b.status <> 'CANCELLED'
          and s.category in (${sql.join(
            OCCUPANCY_EXCLUDED_CATEGORIES.map((category) => sql`${category}`),
            sql`, `,
          )})
        group by b.host_id`,
  );
}

export async function listSpaceDisabledDates(db: Executor, spaceId: string) {
  return db
    .select({ ...DISABLED_DATE_COLUMNS, scope: disabledDates.scope, hostId: disabledDates.hostId })
    .from(disabledDates)
    .where(eq(disabledDates.spaceId, spaceId));
}
