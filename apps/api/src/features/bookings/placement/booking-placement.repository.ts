import { randomUUID } from 'node:crypto';
import { type Database, queryNamedRows, queryRows, type Transaction } from '@citavet/db/database';
import {
  DISABLED_DATE_COLUMNS,
  type DisabledDateRow,
  disabledDatesConcerningCondition,
  hostBusyCondition,
} from '@citavet/db/scheduling-inputs';
import { bookings, clients, disabledDates } from '@citavet/db/schema/bookings';
import { pets } from '@citavet/db/schema/pets';
import { serviceSchedules, services } from '@citavet/db/schema/services';
import { spaceMembers, spaces } from '@citavet/db/schema/spaces';
import { users } from '@citavet/db/schema/users';
import { STAFF_PATH_STATEMENTS } from '@citavet/db/statement-names';
import type { TimeRange } from '@citavet/domain/availability/time-range';
import type { BookingPet } from '@citavet/domain/bookings/booking-pet.schema';
import type { BookingStatus } from '@citavet/domain/bookings/booking-status';
import { MIN_MATCHING_PHONE_DIGITS, matchingPhoneDigits } from '@citavet/domain/clients/returning-client';
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

// What placing a booking reads and writes: the schedule with its service and space zone, the host's
// other schedules, disabled dates and bookings, the client record, and the booking row itself.

type Executor = Database | Transaction;

/** The member booking, joined apart from the schedule's host. */
const bookingMember = alias(spaceMembers, 'booking_member');

/** listHostServiceSchedules of the schedule's service and host, as one json column of its row. */
const hostSchedulesOfTheSchedule = sql<HostScheduleRow[]>`(select coalesce(json_agg(json_build_object(
    'id', h.id, 'dayOfWeek', h.day_of_week, 'startTime', h.start_time, 'endTime', h.end_time,
    'isActive', h.is_active, 'customPrice', h.custom_price::text)), '[]'::json)
  from ${serviceSchedules} h
  where h.service_id = ${serviceSchedules.serviceId} and h.host_id = ${serviceSchedules.hostId})`;

/**
 * A schedule range with its service and the space's zone: everything a booking is checked against.
 * With `memberId`, that user's role in the schedule's space comes with it (null: not a member), so a
 * staff booking reads its schedule and its creator's role in one statement.
 */
export async function findScheduleContext(db: Executor, scheduleId: string, memberId?: string) {
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
        slotStep: services.slotStep,
        bufferBefore: services.bufferBefore,
        bufferAfter: services.bufferAfter,
        dailyCap: services.dailyCap,
      },
      spaceId: spaces.id,
      timeZone: spaces.timeZone,
      /** The clinic's country and phone: a new contact's phone is stored in E.164 read there. */
      clinic: { country: spaces.country, phone: spaces.phone },
      /** The host's role in the space; null once they are no longer a member. */
      hostRole: spaceMembers.role,
      /** The role of `memberId` in the space; null when they are none, or none was asked. */
      memberRole: bookingMember.role,
      // A staff booking's host is the schedule's most often: its ranges for the service come along,
      // as listHostServiceSchedules reads them, instead of in a statement of their own.
      ...(memberId === undefined ? {} : { hostSchedules: hostSchedulesOfTheSchedule }),
    })
    .from(serviceSchedules)
    .innerJoin(services, eq(services.id, serviceSchedules.serviceId))
    .innerJoin(spaces, eq(spaces.id, services.spaceId))
    .leftJoin(
      spaceMembers,
      and(eq(spaceMembers.spaceId, spaces.id), eq(spaceMembers.userId, serviceSchedules.hostId)),
    )
    .leftJoin(
      bookingMember,
      memberId === undefined
        ? sql`false`
        : and(eq(bookingMember.spaceId, spaces.id), eq(bookingMember.userId, memberId)),
    )
    .where(eq(serviceSchedules.id, scheduleId))
    // Two texts (with and without the member's role), so two names (see STAFF_PATH_STATEMENTS).
    .prepare(
      memberId === undefined
        ? STAFF_PATH_STATEMENTS.scheduleContext
        : STAFF_PATH_STATEMENTS.scheduleContextWithMember,
    )
    .execute();
  return row ?? null;
}
// What every booking path is checked against (the booking member's role is the staff paths' own).
export type ScheduleContext = Omit<
  NonNullable<Awaited<ReturnType<typeof findScheduleContext>>>,
  'memberRole' | 'hostSchedules'
>;

export type HostScheduleRow = Awaited<ReturnType<typeof listHostServiceSchedules>>[number];
export type { DisabledDateRow } from '@citavet/db/scheduling-inputs';

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
    .where(and(eq(serviceSchedules.serviceId, serviceId), eq(serviceSchedules.hostId, hostId)))
    .prepare(STAFF_PATH_STATEMENTS.hostServiceSchedules)
    .execute();
}

export async function findUserContact(db: Executor, userId: string) {
  const [row] = await db
    .select({ name: users.name, email: users.email, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

// Which bookings and disabled dates block a host is written once, in @citavet/db/scheduling-inputs.
export {
  listDateOverridesConcerning,
  listDisabledDatesConcerning,
  listHostBusyRanges,
} from '@citavet/db/scheduling-inputs';

/**
 * What a staff booking or a move is checked against, in one read instead of two: the disabled dates
 * concerning the host (listDisabledDatesConcerning) and the host's busy time over the window
 * (listHostBusyRanges), from the same fragments of @citavet/db/scheduling-inputs.
 */
export async function listDisabledDatesAndBusy(
  db: Executor,
  check: { spaceId: string; hostId: string; window: TimeRange; excludeBookingId?: string | undefined },
): Promise<{ disabledDates: DisabledDateRow[]; busy: TimeRange[] }> {
  const fields = sql.join(
    Object.entries(DISABLED_DATE_COLUMNS).map(([field, column]) => sql`${sql.raw(`'${field}'`)}, ${column}`),
    sql`, `,
  );
  const busyCondition = hostBusyCondition({
    hostId: check.hostId,
    from: check.window.startAt,
    to: check.window.endAt,
    excludeBookingId: check.excludeBookingId,
  });
  const [row] = await queryNamedRows<{
    disabled_dates: StoredDisabledDateJson[];
    busy: Array<[number, number]>;
  }>(
    db,
    // A move leaves its own booking out: another text, another name (see STAFF_PATH_STATEMENTS).
    check.excludeBookingId === undefined
      ? STAFF_PATH_STATEMENTS.disabledDatesAndBusy
      : STAFF_PATH_STATEMENTS.disabledDatesAndBusyExceptOne,
    sql`select
      (select coalesce(json_agg(json_build_object(${fields})), '[]'::json)
         from ${disabledDates}
        where ${disabledDatesConcerningCondition(check.spaceId, check.hostId)}) as disabled_dates,
      (select coalesce(json_agg(json_build_array(
                round(date_part('epoch', ${bookings.busyStartAt}) * 1000),
                round(date_part('epoch', ${bookings.busyEndAt}) * 1000))), '[]'::json)
         from ${bookings}
        where ${busyCondition}) as busy`,
  );
  const orNull = (value: string | null) => (value === null ? null : new Date(value));
  return {
    disabledDates: (row?.disabled_dates ?? []).map((entry) => ({
      ...entry,
      startAt: orNull(entry.startAt),
      endAt: orNull(entry.endAt),
    })),
    busy: (row?.busy ?? []).map(([startAt, endAt]) => ({ startAt: Number(startAt), endAt: Number(endAt) })),
  };
}

/** A disabled date as json_build_object renders DISABLED_DATE_COLUMNS (instants as text). */
type StoredDisabledDateJson = Omit<DisabledDateRow, 'startAt' | 'endAt'> & {
  startAt: string | null;
  endAt: string | null;
};

export type ClientContact = { name: string; email: string | null; phone: string | null };

/** The values of upsertClientByEmail: parameters, or placeholders for a prepared statement's text. */
export type ClientUpsertValues = { spaceId: SQL; name: SQL; email: SQL; phone: SQL; now: SQL };

/**
 * The space's client with this e-mail (any case), created or given a phone it lacked; answers its id.
 * `from` makes it conditional on a CTE's row (the public booking's claim of its idempotency key).
 * The one copy of this statement: the public booking's prepared write renders it as text.
 */
export function upsertClientByEmail(values: ClientUpsertValues, from?: SQL): SQL {
  return sql`insert into ${clients} (space_id, name, email, phone, created_at, updated_at)
    select ${values.spaceId}, ${values.name}, ${values.email}, ${values.phone}, ${values.now}, ${values.now}
    ${from ?? sql``}
    on conflict (space_id, lower(email)) where email is not null
    do update set phone = coalesce(${clients}.phone, excluded.phone), updated_at = excluded.updated_at
    returning id`;
}

function clientUpsertParameters(spaceId: string, contact: ClientContact & { email: string }, now: Date) {
  return {
    spaceId: sql`${spaceId}::uuid`,
    name: sql`${contact.name}::text`,
    email: sql`${contact.email}::text`,
    phone: sql`${contact.phone}::text`,
    now: sql`${now.toISOString()}::timestamptz`,
  };
}

/**
 * The space's client record for this contact, created when new (the rule of
 * packages/domain/src/clients/returning-client.ts): by e-mail (any case), else the oldest active
 * client with the same national phone number. Two bookings arriving together for the same new client
 * end up on one record: the unique index on lower(email) settles e-mail races (ON CONFLICT), a
 * transaction-scoped advisory lock on the phone's digits settles the rest. A contact with neither
 * gets a record of its own.
 */
export async function findOrCreateClient(
  tx: Transaction,
  spaceId: string,
  contact: ClientContact,
  now: Date,
) {
  const digits = matchingPhoneDigits(contact.phone);
  if (contact.email) {
    const [byEmail] = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.spaceId, spaceId), sql`lower(${clients.email}) = lower(${contact.email})`));
    const byPhone = !byEmail && digits ? await findClientIdByPhone(tx, spaceId, digits) : null;
    if (byPhone) return byPhone;
    const [row] = await queryRows<{ id: string }>(
      tx,
      upsertClientByEmail(clientUpsertParameters(spaceId, { ...contact, email: contact.email }, now)),
    );
    if (!row) throw new Error('client upsert returned nothing');
    return row.id;
  }
  if (digits) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`client:${spaceId}:${digits}`}))`);
    const existing = await findClientIdByPhone(tx, spaceId, digits);
    if (existing) return existing;
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

async function findClientIdByPhone(tx: Transaction, spaceId: string, digits: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.spaceId, spaceId), eq(clients.phoneDigits, digits), isNull(clients.archivedAt)))
    .orderBy(asc(clients.createdAt), asc(clients.id))
    .limit(1);
  return row?.id ?? null;
}

/** A client of the space, not archived, with the contact a booking copies; null otherwise. */
export async function findActiveSpaceClient(db: Executor, spaceId: string, clientId: string) {
  const [row] = await db
    .select({ id: clients.id, name: clients.name, email: clients.email, phone: clients.phone })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.spaceId, spaceId), isNull(clients.archivedAt)));
  return row ?? null;
}

/** A pet of the space with its owner and whether it died; null when the space has no such pet. */
export async function findSpacePet(db: Executor, spaceId: string, petId: string) {
  const [row] = await db
    .select({ id: pets.id, clientId: pets.clientId, deceasedOn: pets.deceasedOn })
    .from(pets)
    .where(and(eq(pets.id, petId), eq(pets.spaceId, spaceId)));
  return row ?? null;
}

/** A pet named while booking (name and species only; the rest is filled in on the pet's page). */
export async function insertBookingPet(
  tx: Transaction,
  spaceId: string,
  clientId: string,
  pet: BookingPet,
  now: Date,
): Promise<string> {
  const [row] = await tx
    .insert(pets)
    .values({ spaceId, clientId, name: pet.name, species: pet.species, createdAt: now, updatedAt: now })
    .returning({ id: pets.id });
  if (!row) throw new Error('pet insert returned nothing');
  return row.id;
}

export type NewBooking = {
  spaceId: string;
  serviceId: string;
  serviceScheduleId: string | null;
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
  /** The pet the booking is for, when known; the reason the client gave. */
  petId: string | null;
  reason: string | null;
  /** Booked by staff outside the published schedule, after confirming it (decision 055). */
  isOutsideSchedule: boolean;
  now: Date;
};

export type BookingSource = 'INTERNAL' | 'HOST' | 'CLIENT' | 'PUBLIC';

/** The booking row's 25 columns, in the order of their values. */
const BOOKING_INSERT_COLUMNS = [
  ['id', bookings.id],
  ['spaceId', bookings.spaceId],
  ['serviceId', bookings.serviceId],
  ['serviceScheduleId', bookings.serviceScheduleId],
  ['hostId', bookings.hostId],
  ['clientId', bookings.clientId],
  ['clientName', bookings.clientName],
  ['clientEmail', bookings.clientEmail],
  ['clientPhone', bookings.clientPhone],
  ['serviceName', bookings.serviceName],
  ['servicePrice', bookings.servicePrice],
  ['serviceCurrency', bookings.serviceCurrency],
  ['serviceDuration', bookings.serviceDuration],
  ['startAt', bookings.startAt],
  ['endAt', bookings.endAt],
  ['status', bookings.status],
  ['notes', bookings.notes],
  ['source', bookings.source],
  ['createdBy', bookings.createdBy],
  ['manageTokenHash', bookings.manageTokenHash],
  ['petId', bookings.petId],
  ['reason', bookings.reason],
  ['isOutsideSchedule', bookings.isOutsideSchedule],
  ['createdAt', bookings.createdAt],
  ['updatedAt', bookings.updatedAt],
] as const;

export type BookingInsertValues = Record<(typeof BOOKING_INSERT_COLUMNS)[number][0], SQL>;

/**
 * The booking insert every path shares, as `insert … select`: its client id may come from a CTE of
 * the same statement (`from`). The one copy of this statement: the public booking's prepared write
 * renders it as text with placeholders for values.
 */
export function insertBookingStatement(values: BookingInsertValues, from?: SQL): SQL {
  const columns = sql.join(
    BOOKING_INSERT_COLUMNS.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const row = sql.join(
    BOOKING_INSERT_COLUMNS.map(([key]) => values[key]),
    sql`, `,
  );
  return sql`insert into ${bookings} (${columns}) select ${row} ${from ?? sql``} returning id`;
}

function bookingParameters(
  booking: Omit<NewBooking, 'clientId'>,
  id: string,
  clientId: SQL,
): BookingInsertValues {
  const now = sql`${booking.now.toISOString()}::timestamptz`;
  return {
    id: sql`${id}::uuid`,
    spaceId: sql`${booking.spaceId}::uuid`,
    serviceId: sql`${booking.serviceId}::uuid`,
    serviceScheduleId: sql`${booking.serviceScheduleId}::uuid`,
    hostId: sql`${booking.hostId}::uuid`,
    clientId,
    clientName: sql`${booking.client.name}::text`,
    clientEmail: sql`${booking.client.email}::text`,
    clientPhone: sql`${booking.client.phone}::text`,
    serviceName: sql`${booking.service.name}::text`,
    servicePrice: sql`${booking.service.price}::numeric`,
    serviceCurrency: sql`${booking.service.currency}::text`,
    serviceDuration: sql`${booking.service.duration}::integer`,
    startAt: sql`${new Date(booking.range.startAt).toISOString()}::timestamptz`,
    endAt: sql`${new Date(booking.range.endAt).toISOString()}::timestamptz`,
    status: sql`${booking.status}::text`,
    notes: sql`${booking.notes}::text`,
    source: sql`${booking.source}::text`,
    createdBy: sql`${booking.createdBy}::uuid`,
    manageTokenHash: sql`${booking.manageTokenHash}::text`,
    petId: sql`${booking.petId}::uuid`,
    reason: sql`${booking.reason}::text`,
    isOutsideSchedule: sql`${booking.isOutsideSchedule}::boolean`,
    createdAt: now,
    updatedAt: now,
  };
}

async function firstId(tx: Transaction, statement: SQL, name?: string): Promise<string> {
  const [row] =
    name === undefined
      ? await queryRows<{ id: string }>(tx, statement)
      : await queryNamedRows<{ id: string }>(tx, name, statement);
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
    sql`with client as (${upsertClientByEmail(clientUpsertParameters(booking.spaceId, booking.client, booking.now))})
        ${insertBookingStatement(bookingParameters(booking, randomUUID(), sql`client.id`), sql`from client`)}`,
  );
}

/**
 * A staff booking of a contact with an e-mail, in one statement where findOrCreateClient,
 * insertBookingPet and insertBooking took three or four round trips: the same rule of who the client
 * is (the e-mail's record, else the oldest active client with the same national phone number, else a
 * new record), the new pet under that client, then the booking. The names it creates get their
 * search words from the change feed (migration 0043, decision 079): the setting lasts for the
 * transaction, whose only other writes are the booking's e-mails.
 */
export function insertStaffBookingOfEmailContact(
  tx: Transaction,
  booking: Omit<NewBooking, 'clientId'> & { client: ClientContact & { email: string } },
  newPet: BookingPet | null,
): Promise<string> {
  const { spaceId, client, now } = booking;
  const at = sql`${now.toISOString()}::timestamptz`;
  const petId = newPet ? sql`(select id from new_pet)` : sql`${booking.petId}::uuid`;
  return firstId(
    tx,
    sql`with words as (select set_config('citavet.name_words_follow_feed', 'on', true) as deferred),
      by_phone as (
        select c.id from ${clients} c, words
         where c.space_id = ${spaceId}::uuid
           and c.phone_digits = (select citavet_phone_digits(${client.phone}::text))
           and char_length(c.phone_digits) >= ${MIN_MATCHING_PHONE_DIGITS}
           and c.archived_at is null
           and not exists (select 1 from ${clients} e
                 where e.space_id = ${spaceId}::uuid and lower(e.email) = lower(${client.email}::text))
         order by c.created_at, c.id limit 1),
      upserted as (${upsertClientByEmail(
        clientUpsertParameters(spaceId, client, now),
        sql`from words where not exists (select 1 from by_phone)`,
      )}),
      client as (select id from upserted union all select id from by_phone),
      new_pet as (
        insert into ${pets} (space_id, client_id, name, species, created_at, updated_at)
        select ${spaceId}::uuid, client.id, ${newPet?.name ?? null}::text, ${newPet?.species ?? null}::text, ${at}, ${at}
          from client where ${newPet !== null}::boolean
        returning id)
      ${insertBookingStatement(
        { ...bookingParameters(booking, randomUUID(), sql`client.id`), petId },
        sql`from client`,
      )}`,
    // The pet's id is a parameter or the new pet's: two texts, two names (see STAFF_PATH_STATEMENTS).
    newPet ? STAFF_PATH_STATEMENTS.staffBookingWithNewPet : STAFF_PATH_STATEMENTS.staffBooking,
  );
}

export function insertBooking(tx: Transaction, booking: NewBooking): Promise<string> {
  return firstId(
    tx,
    insertBookingStatement(bookingParameters(booking, randomUUID(), sql`${booking.clientId}::uuid`)),
  );
}
