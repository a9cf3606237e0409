import type { Database, DatabaseHandle, PreparedStatement, Transaction } from '@citavet/db/database';
import { bookings } from '@citavet/db/schema/bookings';
import { pets } from '@citavet/db/schema/pets';
import { reminderSettings } from '@citavet/db/schema/reminders';
import { serviceSchedules, services } from '@citavet/db/schema/services';
import { spaces } from '@citavet/db/schema/spaces';
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

/** What a booking's summary holds beyond its BookingRow: the space's, the service's and the settings'. */
export type SummaryExtras = Pick<
  BookingSummary,
  | 'calendarSequence'
  | 'cancelledAt'
  | 'reminderSettings'
  | 'spaceName'
  | 'spaceRoute'
  | 'spaceAddress'
  | 'spaceCity'
  | 'spaceState'
  | 'spaceCountry'
  | 'spaceEmail'
  | 'spaceColor'
  | 'spaceLogoKey'
  | 'allowCancellation'
  | 'allowRescheduling'
>;

/**
 * The summary findBookingSummary would read, from a booking's row and the extras read with it: for
 * the reads that answer both in one statement (the booking just written, the booking a member opens).
 */
export function summaryOfBookingRow(row: BookingRow, extras: SummaryExtras): BookingSummary {
  return {
    id: row.id,
    spaceId: row.spaceId,
    serviceId: row.serviceId,
    hostId: row.hostId,
    status: row.status,
    source: row.source,
    startAt: row.startAt,
    endAt: row.endAt,
    createdAt: row.createdAt,
    calendarSequence: extras.calendarSequence,
    clientName: row.clientName,
    clientEmail: row.clientEmail,
    clientPhone: row.clientPhone,
    serviceName: row.serviceName,
    servicePrice: row.servicePrice,
    serviceCurrency: row.serviceCurrency,
    serviceDuration: row.serviceDuration,
    cancellationReason: row.cancellationReason,
    cancelledAt: extras.cancelledAt,
    clientId: row.clientId,
    clientConfirmedAt: row.clientConfirmedAt,
    petName: row.petName,
    petSpecies: row.petSpecies,
    reason: row.reason,
    reminderSettings: extras.reminderSettings,
    hostName: row.hostName,
    hostEmail: row.hostEmail,
    spaceName: extras.spaceName,
    spaceRoute: extras.spaceRoute,
    spaceAddress: extras.spaceAddress,
    spaceCity: extras.spaceCity,
    spaceState: extras.spaceState,
    spaceCountry: extras.spaceCountry,
    spaceEmail: extras.spaceEmail,
    timeZone: row.timeZone,
    spaceColor: extras.spaceColor,
    spaceLogoKey: extras.spaceLogoKey,
    allowCancellation: extras.allowCancellation,
    allowRescheduling: extras.allowRescheduling,
  };
}

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
  const summary = summaryOfBookingRow(row, {
    calendarSequence: summaryCalendarSequence,
    cancelledAt: summaryCancelledAt,
    reminderSettings: summaryReminderSettings,
    spaceName: summarySpaceName,
    spaceRoute: summarySpaceRoute,
    spaceAddress: summarySpaceAddress,
    spaceCity: summarySpaceCity,
    spaceState: summarySpaceState,
    spaceCountry: summarySpaceCountry,
    spaceEmail: summarySpaceEmail,
    spaceColor: summarySpaceColor,
    spaceLogoKey: summarySpaceLogoKey,
    allowCancellation: summaryAllowCancellation,
    allowRescheduling: summaryAllowRescheduling,
  });

  return { row: row satisfies BookingRow, summary };
}

// The booking a member opens (read, edit, status change), with the member's role and the summary
// its e-mails are drafted from, in one prepared statement whose text is written here once: the
// query builder spent more CPU building and mapping this read on every request than PostgreSQL spent
// running it (decision 102). Its columns are findBookingRow's and findBookingSummary's, mapped by
// hand (booking-access-read.test.ts holds them equal to the query builder's, on both drivers).

/** A BookingRow's own columns of `bookings b`, in the order ownColumnsOf reads them. */
export const BOOKING_OWN_COLUMNS_SQL = `b.host_id, b.client_id, b.client_name, b.client_email, b.client_phone,
  b.reason, b.service_id, b.service_name, b.service_duration, b.service_price, b.service_currency,
  b.start_at, b.end_at, b.status, b.status_changed_at, b.status_changed_by, b.notes,
  b.cancellation_reason, b.client_confirmed_at, b.checked_in_at, b.consultation_started_at, b.source,
  b.is_outside_schedule, b.created_by, b.created_at, b.pet_id, b.service_schedule_id`;

/**
 * What a change was judged on and its answer built from, of the booking's own row (`bookings b`): a
 * write that finds it changed (another change committed since the read) is not made, and the caller
 * goes the long way (transaction, summary read under the row lock). The change's e-mails are drafted
 * after the write, from the row it leaves (decision 106).
 */
export const BOOKING_DRAFT_FINGERPRINT_SQL = `md5(row(b.space_id, b.service_id, b.service_schedule_id,
  b.host_id, b.status, b.source, b.start_at, b.end_at, b.created_at, b.calendar_sequence, b.client_name,
  b.client_email, b.client_phone, b.service_name, b.service_price, b.service_currency,
  b.service_duration, b.cancellation_reason, b.cancelled_at, b.client_id, b.client_confirmed_at,
  b.pet_id, b.reason)::text)`;

const BOOKING_ACCESS: PreparedStatement = {
  name: STAFF_PATH_STATEMENTS.bookingAccess,
  // A lookup by primary key and joins by primary key: the generic plan is the custom one.
  isGenericPlan: true,
  // The role as selectSpaceRole reads it: null for a deleted space.
  text: `select b.id, b.space_id, s.time_zone, u.name as host_name, u.email as host_email,
      u.avatar as host_avatar, p.id as pet_row_id, p.client_id as pet_client_id, p.name as pet_name,
      p.species as pet_species, p.alerts as pet_alerts, sv.description as service_description,
      sc.id as schedule_id, sc.day_of_week as schedule_day_of_week, sc.start_time as schedule_start_time,
      sc.end_time as schedule_end_time, sc.custom_price as schedule_custom_price,
      exists (select 1 from bookings prior where prior.client_id = b.client_id
        and prior.status <> 'CANCELLED' and prior.start_at < b.start_at) as is_returning_client,
      ${BOOKING_OWN_COLUMNS_SQL},
      (select m.role from space_members m join spaces ms on ms.id = m.space_id and ms.deleted_at is null
        where m.space_id = b.space_id and m.user_id = $2::uuid limit 1) as actor_role,
      b.calendar_sequence, b.cancelled_at, rs.settings as reminder_settings, s.name as space_name,
      s.route as space_route, s.address as space_address, s.city as space_city, s.state as space_state,
      s.country as space_country, coalesce(s.contact_email, s.email) as space_email,
      s.color as space_color, s.logo_key as space_logo_key, sv.allow_cancellation,
      sv.allow_rescheduling, ${BOOKING_DRAFT_FINGERPRINT_SQL} as fingerprint
    from bookings b
    join spaces s on s.id = b.space_id
    join users u on u.id = b.host_id
    left join services sv on sv.id = b.service_id
    left join service_schedules sc on sc.id = b.service_schedule_id
    left join pets p on p.id = b.pet_id and p.space_id = b.space_id
    left join reminder_settings rs on rs.space_id = b.space_id
    where b.id = $1::uuid`,
};

/** A row of BOOKING_OWN_COLUMNS_SQL as the drivers answer it (PGlite and node-postgres). */
export type OwnColumnsRaw = {
  host_id: string;
  client_id: string | null;
  client_name: string;
  client_email: string | null;
  client_phone: string | null;
  reason: string | null;
  service_id: string | null;
  service_name: string;
  service_duration: number;
  service_price: string | number;
  service_currency: string;
  start_at: Date | string;
  end_at: Date | string;
  status: BookingRow['status'];
  status_changed_at: Date | string | null;
  status_changed_by: string | null;
  notes: string | null;
  cancellation_reason: string | null;
  client_confirmed_at: Date | string | null;
  checked_in_at: Date | string | null;
  consultation_started_at: Date | string | null;
  source: BookingRow['source'];
  is_outside_schedule: boolean;
  created_by: string | null;
  created_at: Date | string;
  pet_id: string | null;
  service_schedule_id: string | null;
};

type BookingAccessRaw = OwnColumnsRaw & {
  id: string;
  space_id: string;
  time_zone: string;
  host_name: string;
  host_email: string;
  host_avatar: string | null;
  pet_row_id: string | null;
  pet_client_id: string | null;
  pet_name: string | null;
  pet_species: BookingRow['petSpecies'];
  pet_alerts: string[] | null;
  service_description: string | null;
  schedule_id: string | null;
  schedule_day_of_week: number | null;
  schedule_start_time: string | null;
  schedule_end_time: string | null;
  schedule_custom_price: string | number | null;
  is_returning_client: boolean;
  actor_role: SpaceRole | null;
  calendar_sequence: number;
  cancelled_at: Date | string | null;
  reminder_settings: BookingSummary['reminderSettings'];
  space_name: string;
  space_route: string | null;
  space_address: string | null;
  space_city: string | null;
  space_state: string | null;
  space_country: string | null;
  space_email: string | null;
  space_color: string | null;
  space_logo_key: string | null;
  allow_cancellation: boolean | null;
  allow_rescheduling: boolean | null;
  fingerprint: string;
};

const asDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));
const asDateOrNull = (value: Date | string | null): Date | null => (value === null ? null : asDate(value));
/** Numeric columns: node-postgres answers text, as the query builder's rows hold them. */
const asNumericText = (value: string | number): string => (typeof value === 'string' ? value : String(value));

/** The BookingRow columns a booking's own row holds, from BOOKING_OWN_COLUMNS_SQL's names. */
export function ownColumnsOf(raw: OwnColumnsRaw) {
  return {
    hostId: raw.host_id,
    clientId: raw.client_id,
    clientName: raw.client_name,
    clientEmail: raw.client_email,
    clientPhone: raw.client_phone,
    reason: raw.reason,
    serviceId: raw.service_id,
    serviceName: raw.service_name,
    serviceDuration: raw.service_duration,
    servicePrice: asNumericText(raw.service_price),
    serviceCurrency: raw.service_currency,
    startAt: asDate(raw.start_at),
    endAt: asDate(raw.end_at),
    status: raw.status,
    statusChangedAt: asDateOrNull(raw.status_changed_at),
    statusChangedBy: raw.status_changed_by,
    notes: raw.notes,
    cancellationReason: raw.cancellation_reason,
    clientConfirmedAt: asDateOrNull(raw.client_confirmed_at),
    checkedInAt: asDateOrNull(raw.checked_in_at),
    consultationStartedAt: asDateOrNull(raw.consultation_started_at),
    source: raw.source,
    isOutsideSchedule: raw.is_outside_schedule,
    createdBy: raw.created_by,
    createdAt: asDate(raw.created_at),
  };
}

export type BookingAccessRead = {
  row: BookingRow;
  role: SpaceRole | null;
  /** The booking as its e-mails see it, read with the row. */
  summary: BookingSummary;
  /** BOOKING_DRAFT_FINGERPRINT_SQL as read. */
  fingerprint: string;
};

/**
 * findBookingRow, the user's role in the booking's space (null: not a member, or the space is
 * deleted — selectSpaceRole's rule) and the booking's summary, in one round trip.
 */
export async function findBookingAccessRow(
  database: DatabaseHandle,
  id: string,
  userId: string,
): Promise<BookingAccessRead | null> {
  const [raw] = await database.run<BookingAccessRaw>(BOOKING_ACCESS, [id, userId]);
  if (!raw) return null;
  const own = ownColumnsOf(raw);
  const row: BookingRow = {
    id: raw.id,
    spaceId: raw.space_id,
    timeZone: raw.time_zone,
    hostName: raw.host_name,
    hostEmail: raw.host_email,
    hostAvatar: raw.host_avatar,
    petId: raw.pet_row_id,
    petClientId: raw.pet_client_id,
    petName: raw.pet_name,
    petSpecies: raw.pet_species,
    petAlerts: raw.pet_alerts,
    serviceDescription: raw.service_description,
    scheduleId: raw.schedule_id,
    scheduleDayOfWeek: raw.schedule_day_of_week,
    scheduleStartTime: raw.schedule_start_time,
    scheduleEndTime: raw.schedule_end_time,
    scheduleCustomPrice: raw.schedule_custom_price === null ? null : asNumericText(raw.schedule_custom_price),
    isReturningClient: raw.is_returning_client,
    ...own,
  };
  const summary = summaryOfBookingRow(row, {
    calendarSequence: raw.calendar_sequence,
    cancelledAt: asDateOrNull(raw.cancelled_at),
    reminderSettings: raw.reminder_settings,
    spaceName: raw.space_name,
    spaceRoute: raw.space_route,
    spaceAddress: raw.space_address,
    spaceCity: raw.space_city,
    spaceState: raw.space_state,
    spaceCountry: raw.space_country,
    spaceEmail: raw.space_email,
    spaceColor: raw.space_color,
    spaceLogoKey: raw.space_logo_key,
    allowCancellation: raw.allow_cancellation,
    allowRescheduling: raw.allow_rescheduling,
  });

  return { row, role: raw.actor_role, summary, fingerprint: raw.fingerprint };
}

export async function findSpaceTimeZone(db: Executor, spaceId: string): Promise<string | null> {
  const [row] = await db.select({ timeZone: spaces.timeZone }).from(spaces).where(eq(spaces.id, spaceId));
  return row?.timeZone ?? null;
}
