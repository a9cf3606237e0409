import { randomUUID } from 'node:crypto';
import { bookingOverlaps } from '@citavet/db/booking-overlap';
import { type Database, queryRows, type Transaction } from '@citavet/db/database';
import { bookings, clients, disabledDates } from '@citavet/db/schema/bookings';
import { serviceSchedules, services } from '@citavet/db/schema/services';
import { spaceMembers, spaces } from '@citavet/db/schema/spaces';
import { users } from '@citavet/db/schema/users';
import type { TimeRange } from '@citavet/domain/availability/time-range';
import type { BookingStatus } from '@citavet/domain/bookings/booking-status';
import { and, asc, eq, ne, or, type SQL, sql } from 'drizzle-orm';

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

/** The space's client with this e-mail (any case), created or given a phone it lacked; answers its id. */
function upsertClientByEmail(spaceId: string, contact: ClientContact & { email: string }, now: Date) {
  return sql`insert into ${clients} (space_id, name, email, phone, created_at, updated_at)
    values (${spaceId}, ${contact.name}, ${contact.email}, ${contact.phone}, ${now.toISOString()}, ${now.toISOString()})
    on conflict (space_id, lower(email)) where email is not null
    do update set phone = coalesce(${clients}.phone, excluded.phone), updated_at = excluded.updated_at
    returning id`;
}

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
      upsertClientByEmail(spaceId, { ...contact, email: contact.email }, now),
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

/**
 * The booking insert both paths share, as `insert … select`: its client id comes from a value or from
 * a CTE of the same statement (`from`), and its id is chosen by the caller.
 */
function insertBookingStatement(
  booking: Omit<NewBooking, 'clientId'>,
  source: { id: string; clientId: SQL; from?: SQL },
): SQL {
  const now = booking.now.toISOString();
  return sql`insert into ${bookings} (
      id, space_id, service_id, service_schedule_id, host_id, client_id, client_name, client_email,
      client_phone, service_name, service_price, service_currency, service_duration, start_at,
      end_at, status, notes, source, created_by, manage_token_hash, created_at, updated_at
    )
    select ${source.id}::uuid, ${booking.spaceId}::uuid, ${booking.serviceId}::uuid,
      ${booking.serviceScheduleId}::uuid, ${booking.hostId}::uuid, ${source.clientId},
      ${booking.client.name}::text, ${booking.client.email}::text, ${booking.client.phone}::text,
      ${booking.service.name}::text, ${booking.service.price}::numeric, ${booking.service.currency}::text,
      ${booking.service.duration}::integer, ${new Date(booking.range.startAt).toISOString()}::timestamptz,
      ${new Date(booking.range.endAt).toISOString()}::timestamptz, ${booking.status}::text,
      ${booking.notes}::text, ${booking.source}::text, ${booking.createdBy}::uuid,
      ${booking.manageTokenHash}::text, ${now}::timestamptz, ${now}::timestamptz
    ${source.from ?? sql``}
    returning id`;
}

async function firstId(tx: Transaction, statement: SQL): Promise<string> {
  const [row] = await queryRows<{ id: string }>(tx, statement);
  if (!row) throw new Error('booking insert returned nothing');
  return row.id;
}

/**
 * findOrCreateClient (by e-mail) and insertBooking in one statement: the client upsert is a CTE the
 * booking insert reads, so a booking made with an e-mail costs one round trip instead of two. The
 * upsert is the same as findOrCreateClient's, and so are the booking's columns.
 */
export function insertBookingOfEmailContact(
  tx: Transaction,
  booking: Omit<NewBooking, 'clientId'> & { client: ClientContact & { email: string } },
): Promise<string> {
  return firstId(
    tx,
    sql`with client as (${upsertClientByEmail(booking.spaceId, booking.client, booking.now)})
        ${insertBookingStatement(booking, { id: randomUUID(), clientId: sql`client.id`, from: sql`from client` })}`,
  );
}

export function insertBooking(tx: Transaction, booking: NewBooking): Promise<string> {
  return firstId(
    tx,
    insertBookingStatement(booking, { id: randomUUID(), clientId: sql`${booking.clientId}::uuid` }),
  );
}
