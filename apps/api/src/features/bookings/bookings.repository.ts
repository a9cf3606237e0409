import type { Database, Transaction } from '@citavet/db/database';
import { bookings } from '@citavet/db/schema/bookings';
import { pets } from '@citavet/db/schema/pets';
import { reminderSettings } from '@citavet/db/schema/reminders';
import { serviceSchedules, services } from '@citavet/db/schema/services';
import { spaceMembers, spaces } from '@citavet/db/schema/spaces';
import { users } from '@citavet/db/schema/users';
import { STAFF_PATH_STATEMENTS } from '@citavet/db/statement-names';
import type { SpaceRole } from '@citavet/domain/users/user.schema';
import { and, eq, sql } from 'drizzle-orm';
import type { BookingSummary } from './booking-summary.repository';

// Reads of bookings as the agenda shows them. Writes and the checks made while booking live in
// booking-placement.repository.ts.

type Executor = Database | Transaction;

/** The booking's own columns a BookingRow holds: a status change returns them (no re-read needed). */
export const bookingOwnColumns = {
  hostId: bookings.hostId,
  clientId: bookings.clientId,
  clientName: bookings.clientName,
  clientEmail: bookings.clientEmail,
  clientPhone: bookings.clientPhone,
  reason: bookings.reason,
  serviceId: bookings.serviceId,
  serviceName: bookings.serviceName,
  serviceDuration: bookings.serviceDuration,
  servicePrice: bookings.servicePrice,
  serviceCurrency: bookings.serviceCurrency,
  startAt: bookings.startAt,
  endAt: bookings.endAt,
  status: bookings.status,
  statusChangedAt: bookings.statusChangedAt,
  statusChangedBy: bookings.statusChangedBy,
  notes: bookings.notes,
  cancellationReason: bookings.cancellationReason,
  clientConfirmedAt: bookings.clientConfirmedAt,
  checkedInAt: bookings.checkedInAt,
  consultationStartedAt: bookings.consultationStartedAt,
  source: bookings.source,
  isOutsideSchedule: bookings.isOutsideSchedule,
  createdBy: bookings.createdBy,
  createdAt: bookings.createdAt,
};

const bookingColumns = {
  id: bookings.id,
  spaceId: bookings.spaceId,
  timeZone: spaces.timeZone,
  hostName: users.name,
  hostEmail: users.email,
  hostAvatar: users.avatar,
  petId: pets.id,
  petClientId: pets.clientId,
  petName: pets.name,
  petSpecies: pets.species,
  petAlerts: pets.alerts,
  serviceDescription: services.description,
  scheduleId: serviceSchedules.id,
  scheduleDayOfWeek: serviceSchedules.dayOfWeek,
  scheduleStartTime: serviceSchedules.startTime,
  scheduleEndTime: serviceSchedules.endTime,
  scheduleCustomPrice: serviceSchedules.customPrice,
  // One probe of bookings_client_start_kept_idx per row: the reports' "returning client".
  isReturningClient: sql<boolean>`exists (select 1 from bookings prior where prior.client_id = ${bookings.clientId} and prior.status <> 'CANCELLED' and prior.start_at < ${bookings.startAt})`,
  ...bookingOwnColumns,
};

// The pet is of the booking's space by the composite foreign key (migration 0014); the join repeats
// it for the reader.
export function selectBookings(db: Executor) {
  return db
    .select(bookingColumns)
    .from(bookings)
    .innerJoin(spaces, eq(spaces.id, bookings.spaceId))
    .innerJoin(users, eq(users.id, bookings.hostId))
    .leftJoin(services, eq(services.id, bookings.serviceId))
    .leftJoin(serviceSchedules, eq(serviceSchedules.id, bookings.serviceScheduleId))
    .leftJoin(pets, and(eq(pets.id, bookings.petId), eq(pets.spaceId, bookings.spaceId)));
}

export async function findBookingRow(db: Executor, id: string) {
  const [row] = await selectBookings(db).where(eq(bookings.id, id));
  return row ?? null;
}

/** One booking with its host, space zone, service description and schedule, as plain values. */
export type BookingRow = NonNullable<Awaited<ReturnType<typeof findBookingRow>>>;

/** What a BookingSummary (the e-mails' view of a booking) holds beyond a BookingRow's columns. */
const summaryOnlyColumns = {
  summaryCalendarSequence: bookings.calendarSequence,
  summaryCancelledAt: bookings.cancelledAt,
  summaryReminderSettings: reminderSettings.settings,
  summarySpaceName: spaces.name,
  summarySpaceRoute: spaces.route,
  summarySpaceAddress: spaces.address,
  summarySpaceCity: spaces.city,
  summarySpaceState: spaces.state,
  summarySpaceCountry: spaces.country,
  summarySpaceEmail: sql<string | null>`coalesce(${spaces.contactEmail}, ${spaces.email})`,
  summarySpaceColor: spaces.color,
  summarySpaceLogoKey: spaces.logoKey,
  summaryAllowCancellation: services.allowCancellation,
  summaryAllowRescheduling: services.allowRescheduling,
};

/**
 * A booking just written, in one read: the row the API answers with and the summary its e-mails are
 * drafted from (the same columns findBookingRow and findBookingSummary read, in one round trip).
 */
export async function findBookingRowAndSummary(
  db: Executor,
  id: string,
): Promise<{ row: BookingRow; summary: BookingSummary } | null> {
  const [found] = await db
    .select({ ...bookingColumns, ...summaryOnlyColumns })
    .from(bookings)
    .innerJoin(spaces, eq(spaces.id, bookings.spaceId))
    .innerJoin(users, eq(users.id, bookings.hostId))
    .leftJoin(services, eq(services.id, bookings.serviceId))
    .leftJoin(serviceSchedules, eq(serviceSchedules.id, bookings.serviceScheduleId))
    .leftJoin(pets, and(eq(pets.id, bookings.petId), eq(pets.spaceId, bookings.spaceId)))
    .leftJoin(reminderSettings, eq(reminderSettings.spaceId, bookings.spaceId))
    .where(eq(bookings.id, id))
    // Named (see STAFF_PATH_STATEMENTS): planned once per connection, not on every write.
    .prepare(STAFF_PATH_STATEMENTS.bookingRowAndSummary)
    .execute();
  if (!found) return null;
  const {
    summaryCalendarSequence,
    summaryCancelledAt,
    summaryReminderSettings,
    summarySpaceName,
    summarySpaceRoute,
    summarySpaceAddress,
    summarySpaceCity,
    summarySpaceState,
    summarySpaceCountry,
    summarySpaceEmail,
    summarySpaceColor,
    summarySpaceLogoKey,
    summaryAllowCancellation,
    summaryAllowRescheduling,
    ...row
  } = found;
  const summary: BookingSummary = {
    id: row.id,
    spaceId: row.spaceId,
    serviceId: row.serviceId,
    hostId: row.hostId,
    status: row.status,
    source: row.source,
    startAt: row.startAt,
    endAt: row.endAt,
    createdAt: row.createdAt,
    calendarSequence: summaryCalendarSequence,
    clientName: row.clientName,
    clientEmail: row.clientEmail,
    clientPhone: row.clientPhone,
    serviceName: row.serviceName,
    servicePrice: row.servicePrice,
    serviceCurrency: row.serviceCurrency,
    serviceDuration: row.serviceDuration,
    cancellationReason: row.cancellationReason,
    cancelledAt: summaryCancelledAt,
    clientId: row.clientId,
    clientConfirmedAt: row.clientConfirmedAt,
    petName: row.petName,
    petSpecies: row.petSpecies,
    reason: row.reason,
    reminderSettings: summaryReminderSettings,
    hostName: row.hostName,
    hostEmail: row.hostEmail,
    spaceName: summarySpaceName,
    spaceRoute: summarySpaceRoute,
    spaceAddress: summarySpaceAddress,
    spaceCity: summarySpaceCity,
    spaceState: summarySpaceState,
    spaceCountry: summarySpaceCountry,
    spaceEmail: summarySpaceEmail,
    timeZone: row.timeZone,
    spaceColor: summarySpaceColor,
    spaceLogoKey: summarySpaceLogoKey,
    allowCancellation: summaryAllowCancellation,
    allowRescheduling: summaryAllowRescheduling,
  };
  return { row: row satisfies BookingRow, summary };
}

/**
 * findBookingRow and the user's role in the booking's space (null: not a member, or the space is
 * deleted — selectSpaceRole's rule) in one round trip.
 */
export async function findBookingRowAndRole(db: Executor, id: string, userId: string) {
  const [found] = await db
    .select({
      ...bookingColumns,
      actorRole: sql<SpaceRole | null>`(select m.role from ${spaceMembers} m
        join ${spaces} s on s.id = m.space_id and s.deleted_at is null
        where m.space_id = ${bookings.spaceId} and m.user_id = ${userId}::uuid limit 1)`,
    })
    .from(bookings)
    .innerJoin(spaces, eq(spaces.id, bookings.spaceId))
    .innerJoin(users, eq(users.id, bookings.hostId))
    .leftJoin(services, eq(services.id, bookings.serviceId))
    .leftJoin(serviceSchedules, eq(serviceSchedules.id, bookings.serviceScheduleId))
    .leftJoin(pets, and(eq(pets.id, bookings.petId), eq(pets.spaceId, bookings.spaceId)))
    .where(eq(bookings.id, id))
    .prepare(STAFF_PATH_STATEMENTS.bookingRowAndRole)
    .execute();
  if (!found) return null;
  const { actorRole, ...row } = found;
  return { row: row satisfies BookingRow, role: actorRole };
}

export async function findSpaceTimeZone(db: Executor, spaceId: string): Promise<string | null> {
  const [row] = await db.select({ timeZone: spaces.timeZone }).from(spaces).where(eq(spaces.id, spaceId));
  return row?.timeZone ?? null;
}
