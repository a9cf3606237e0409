import { bookingOverlaps } from '@citavet/db/booking-overlap';
import { type Database, queryRows, type Transaction } from '@citavet/db/database';
import { bookings, clients, disabledDates } from '@citavet/db/schema/bookings';
import { serviceSchedules, services } from '@citavet/db/schema/services';
import { spaceMembers, spaces } from '@citavet/db/schema/spaces';
import { users } from '@citavet/db/schema/users';
import type { TimeRange } from '@citavet/domain/availability/time-range';
import type { BookingStatus } from '@citavet/domain/bookings/booking-status';
import { and, asc, eq, ne, or, sql } from 'drizzle-orm';

// What placing a booking reads and writes: the schedule with its service and space zone, the host's
// other schedules, disabled dates and bookings, the client record, and the booking row itself.

type Executor = Database | Transaction;

/** A schedule range with its service and the space's zone: everything a booking is checked against. */
export async function findScheduleContext(db: Executor, scheduleId: string) {
  const [row] = await db
    .select({
      schedule: {
        id: serviceSchedules.id,
        hostId: serviceSchedules.hostId,
        dayOfWeek: serviceSchedules.dayOfWeek,
        startTime: serviceSchedules.startTime,
        endTime: serviceSchedules.endTime,
        isActive: serviceSchedules.isActive,
        customPrice: serviceSchedules.customPrice,
      },
      service: {
        id: services.id,
        name: services.name,
        duration: services.duration,
        price: services.price,
        currency: services.currency,
        isActive: services.isActive,
        isBookableByClients: services.isBookableByClients,
        requiresApproval: services.requiresApproval,
        minAdvanceBooking: services.minAdvanceBooking,
        maxAdvanceBooking: services.maxAdvanceBooking,
      },
      spaceId: spaces.id,
      timeZone: spaces.timeZone,
      /** The host's role in the space; null once they are no longer a member. */
      hostRole: spaceMembers.role,
    })
    .from(serviceSchedules)
    .innerJoin(services, eq(services.id, serviceSchedules.serviceId))
    .innerJoin(spaces, eq(spaces.id, services.spaceId))
    .leftJoin(
      spaceMembers,
      and(eq(spaceMembers.spaceId, spaces.id), eq(spaceMembers.userId, serviceSchedules.hostId)),
    )
    .where(eq(serviceSchedules.id, scheduleId));
  return row ?? null;
}
export type ScheduleContext = NonNullable<Awaited<ReturnType<typeof findScheduleContext>>>;

export type HostScheduleRow = Awaited<ReturnType<typeof listHostServiceSchedules>>[number];
export type DisabledDateRow = Awaited<ReturnType<typeof listDisabledDatesConcerning>>[number];

/** What a public booking is checked against, read in one round trip (see findPublicBookingSnapshot). */
export type PublicBookingSnapshot = {
  context: ScheduleContext;
  /** Every range of the schedule's host for its service. */
  schedules: HostScheduleRow[];
  disabledDates: DisabledDateRow[];
  /** The host's non-cancelled bookings of every space overlapping the window asked for. */
  busy: TimeRange[];
};

type SnapshotRow = {
  schedule_id: string;
  host_id: string;
  day_of_week: number;
  start_time: string;
  end_time: string;
  is_active: boolean;
  custom_price: string | null;
  service_id: string;
  service_name: string;
  duration: number;
  price: string;
  currency: string;
  service_is_active: boolean;
  is_bookable_by_clients: boolean;
  requires_approval: boolean;
  min_advance_booking: number;
  max_advance_booking: number | null;
  space_id: string;
  time_zone: string;
  host_role: 'ADMIN' | 'MEMBER' | null;
  host_schedules: Array<Omit<HostScheduleRow, 'dayOfWeek'> & { dayOfWeek: number }>;
  disabled_dates: Array<{
    isAllDay: boolean;
    startDay: string | null;
    endDay: string | null;
    startAt: string | null;
    endAt: string | null;
  }>;
  busy: Array<[number, number]>;
};

/**
 * The schedule with its service, space and the host's membership, the host's ranges for the service,
 * the disabled dates concerning the host, and the host's busy time in `window`: the same rows as
 * findScheduleContext, listHostServiceSchedules, listDisabledDatesConcerning and listHostBusyRanges,
 * in one statement, because a public booking pays for every round trip under load.
 */
export async function findPublicBookingSnapshot(
  tx: Transaction,
  scheduleId: string,
  window: TimeRange,
): Promise<PublicBookingSnapshot | null> {
  const [row] = await queryRows<SnapshotRow>(
    tx,
    sql`select s.id as schedule_id, s.host_id, s.day_of_week, s.start_time, s.end_time, s.is_active,
          s.custom_price::text as custom_price,
          sv.id as service_id, sv.name as service_name, sv.duration, sv.price::text as price, sv.currency,
          sv.is_active as service_is_active, sv.is_bookable_by_clients, sv.requires_approval,
          sv.min_advance_booking, sv.max_advance_booking,
          sp.id as space_id, sp.time_zone, m.role as host_role,
          (select coalesce(json_agg(json_build_object(
                    'id', ${serviceSchedules.id}, 'dayOfWeek', ${serviceSchedules.dayOfWeek},
                    'startTime', ${serviceSchedules.startTime}, 'endTime', ${serviceSchedules.endTime},
                    'isActive', ${serviceSchedules.isActive},
                    'customPrice', ${serviceSchedules.customPrice}::text)), '[]'::json)
             from ${serviceSchedules}
            where ${serviceSchedules.serviceId} = s.service_id and ${serviceSchedules.hostId} = s.host_id
          ) as host_schedules,
          (select coalesce(json_agg(json_build_object(
                    'isAllDay', ${disabledDates.isAllDay}, 'startDay', ${disabledDates.startDay},
                    'endDay', ${disabledDates.endDay}, 'startAt', ${disabledDates.startAt},
                    'endAt', ${disabledDates.endAt})), '[]'::json)
             from ${disabledDates}
            where ${disabledDates.spaceId} = sp.id
              and (${disabledDates.scope} = 'SPACE' or ${disabledDates.hostId} = s.host_id)
          ) as disabled_dates,
          (select coalesce(json_agg(json_build_array(
                    extract(epoch from ${bookings.startAt}) * 1000,
                    extract(epoch from ${bookings.endAt}) * 1000)), '[]'::json)
             from ${bookings}
            where ${bookings.hostId} = s.host_id and ${holdsTime}
              and ${bookingOverlaps(window.startAt, window.endAt)}
          ) as busy
        from ${serviceSchedules} s
        join ${services} sv on sv.id = s.service_id
        join ${spaces} sp on sp.id = sv.space_id
        left join ${spaceMembers} m on m.space_id = sp.id and m.user_id = s.host_id
        where s.id = ${scheduleId}`,
  );
  if (!row) return null;
  const orNull = (value: string | null) => (value === null ? null : new Date(value));
  return {
    context: {
      schedule: {
        id: row.schedule_id,
        hostId: row.host_id,
        dayOfWeek: row.day_of_week,
        startTime: row.start_time,
        endTime: row.end_time,
        isActive: row.is_active,
        customPrice: row.custom_price,
      },
      service: {
        id: row.service_id,
        name: row.service_name,
        duration: row.duration,
        price: row.price,
        currency: row.currency,
        isActive: row.service_is_active,
        isBookableByClients: row.is_bookable_by_clients,
        requiresApproval: row.requires_approval,
        minAdvanceBooking: row.min_advance_booking,
        maxAdvanceBooking: row.max_advance_booking,
      },
      spaceId: row.space_id,
      timeZone: row.time_zone,
      hostRole: row.host_role,
    },
    schedules: row.host_schedules,
    disabledDates: row.disabled_dates.map((entry) => ({
      isAllDay: entry.isAllDay,
      startDay: entry.startDay,
      endDay: entry.endDay,
      startAt: orNull(entry.startAt),
      endAt: orNull(entry.endAt),
    })),
    busy: row.busy.map(([startAt, endAt]) => ({ startAt: Number(startAt), endAt: Number(endAt) })),
  };
}

/** Every range (active or not) the host has for the service; the rules pick the active ones. */
export async function listHostServiceSchedules(db: Executor, serviceId: string, hostId: string) {
  return db
    .select({
      id: serviceSchedules.id,
      dayOfWeek: serviceSchedules.dayOfWeek,
      startTime: serviceSchedules.startTime,
      endTime: serviceSchedules.endTime,
      isActive: serviceSchedules.isActive,
      customPrice: serviceSchedules.customPrice,
    })
    .from(serviceSchedules)
    .where(and(eq(serviceSchedules.serviceId, serviceId), eq(serviceSchedules.hostId, hostId)));
}

export async function findUserContact(db: Executor, userId: string) {
  const [row] = await db
    .select({ name: users.name, email: users.email, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** The space's own disabled dates plus the host's; the blocked instants are resolved by the caller. */
export async function listDisabledDatesConcerning(db: Executor, spaceId: string, hostId: string) {
  return db
    .select({
      isAllDay: disabledDates.isAllDay,
      startDay: disabledDates.startDay,
      endDay: disabledDates.endDay,
      startAt: disabledDates.startAt,
      endAt: disabledDates.endAt,
    })
    .from(disabledDates)
    .where(
      and(
        eq(disabledDates.spaceId, spaceId),
        or(eq(disabledDates.scope, 'SPACE'), eq(disabledDates.hostId, hostId)),
      ),
    );
}

const holdsTime = ne(bookings.status, 'CANCELLED');

/**
 * The first non-cancelled booking of the host, in any space, overlapping [startAt, endAt); a booking
 * being moved is left out of its own way.
 */
export async function findOverlappingBooking(
  db: Executor,
  hostId: string,
  range: TimeRange,
  excludeBookingId?: string,
) {
  const [row] = await db
    .select({ startAt: bookings.startAt, endAt: bookings.endAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.hostId, hostId),
        holdsTime,
        excludeBookingId ? ne(bookings.id, excludeBookingId) : undefined,
        bookingOverlaps(range.startAt, range.endAt),
      ),
    )
    .orderBy(asc(bookings.startAt))
    .limit(1);
  return row ?? null;
}

/** The host's busy time (non-cancelled bookings of any space) overlapping a window. */
export async function listHostBusyRanges(
  db: Executor,
  hostId: string,
  window: TimeRange,
  excludeBookingId?: string,
): Promise<TimeRange[]> {
  const rows = await db
    .select({ startAt: bookings.startAt, endAt: bookings.endAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.hostId, hostId),
        holdsTime,
        excludeBookingId ? ne(bookings.id, excludeBookingId) : undefined,
        bookingOverlaps(window.startAt, window.endAt),
      ),
    );
  return rows.map((row) => ({ startAt: row.startAt.getTime(), endAt: row.endAt.getTime() }));
}

export type ClientContact = { name: string; email: string | null; phone: string | null };

/**
 * The space's client record for this contact, created when new: found by e-mail (any case), else by
 * phone. Two bookings arriving together for the same new client end up on one record: the unique
 * index on lower(email) settles e-mail races (ON CONFLICT), a transaction-scoped advisory lock on the
 * phone settles the rest. A contact with neither gets a record of its own.
 */
export async function findOrCreateClient(
  tx: Transaction,
  spaceId: string,
  contact: ClientContact,
  now: Date,
) {
  if (contact.email) {
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`insert into ${clients} (space_id, name, email, phone, created_at, updated_at)
          values (${spaceId}, ${contact.name}, ${contact.email}, ${contact.phone}, ${now.toISOString()}, ${now.toISOString()})
          on conflict (space_id, lower(email)) where email is not null
          do update set phone = coalesce(${clients}.phone, excluded.phone), updated_at = excluded.updated_at
          returning id`,
    );
    if (!row) throw new Error('client upsert returned nothing');
    return row.id;
  }
  if (contact.phone) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`client:${spaceId}:${contact.phone}`}))`);
    const [existing] = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.spaceId, spaceId), eq(clients.phone, contact.phone)))
      .orderBy(asc(clients.createdAt))
      .limit(1);
    if (existing) return existing.id;
  }
  const [created] = await tx
    .insert(clients)
    .values({
      spaceId,
      name: contact.name,
      email: null,
      phone: contact.phone,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: clients.id });
  if (!created) throw new Error('client insert returned nothing');
  return created.id;
}

export type NewBooking = {
  spaceId: string;
  serviceId: string;
  serviceScheduleId: string;
  hostId: string;
  clientId: string;
  client: ClientContact;
  service: { name: string; price: string; currency: string; duration: number };
  range: TimeRange;
  status: BookingStatus;
  notes: string | null;
  source: BookingSource;
  /** Null for the public page, where nobody is signed in. */
  createdBy: string | null;
  /** SHA-256 of the token in the client's manage link; null when the client has no e-mail. */
  manageTokenHash: string | null;
  now: Date;
};

export type BookingSource = 'INTERNAL' | 'HOST' | 'CLIENT' | 'PUBLIC';

export async function insertBooking(tx: Transaction, booking: NewBooking): Promise<string> {
  const [row] = await tx
    .insert(bookings)
    .values({
      spaceId: booking.spaceId,
      serviceId: booking.serviceId,
      serviceScheduleId: booking.serviceScheduleId,
      hostId: booking.hostId,
      clientId: booking.clientId,
      clientName: booking.client.name,
      clientEmail: booking.client.email,
      clientPhone: booking.client.phone,
      serviceName: booking.service.name,
      servicePrice: booking.service.price,
      serviceCurrency: booking.service.currency,
      serviceDuration: booking.service.duration,
      startAt: new Date(booking.range.startAt),
      endAt: new Date(booking.range.endAt),
      status: booking.status,
      notes: booking.notes,
      source: booking.source,
      createdBy: booking.createdBy,
      manageTokenHash: booking.manageTokenHash,
      createdAt: booking.now,
      updatedAt: booking.now,
    })
    .returning({ id: bookings.id });
  if (!row) throw new Error('booking insert returned nothing');
  return row.id;
}
