import { randomUUID } from 'node:crypto';
import {
  type Database,
  type DatabaseHandle,
  type PreparedStatement,
  queryNamedRows,
  queryRows,
  type Transaction,
} from '@citavet/db/database';
import { queryPreparedRows } from '@citavet/db/prepared-rows';
import {
  busyMillisecondsJson,
  DISABLED_DATE_COLUMNS,
  type DisabledDateRow,
  disabledDatesConcerningCondition,
  hostBusyCondition,
} from '@citavet/db/scheduling-inputs';
import { bookings, clients, disabledDates } from '@citavet/db/schema/bookings';
import { pets } from '@citavet/db/schema/pets';
import { serviceSchedules } from '@citavet/db/schema/services';
import { users } from '@citavet/db/schema/users';
import { STAFF_PATH_STATEMENTS } from '@citavet/db/statement-names';
import { statementText } from '@citavet/db/statement-text';
import type { TimeRange } from '@citavet/domain/availability/time-range';
import type { BookingPet } from '@citavet/domain/bookings/booking-pet.schema';
import type { BookingStatus } from '@citavet/domain/bookings/booking-status';
import { matchingPhoneDigits } from '@citavet/domain/clients/returning-client';
import type { SpaceRole } from '@citavet/domain/users/user.schema';
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import {
  type PlanAndKeptRanks,
  planAndKeptRanksJsonSql,
  planAndKeptRanksOf,
} from '../../../plans/space-plan.repository';

// What placing a booking reads and writes: the schedule with its service and space zone, the host's
// other schedules, disabled dates and bookings, the client record, and the booking row itself.

type Executor = Database | Transaction;

/** The schedule's columns a booking is checked against, as findScheduleContext answers them. */
export type ScheduleContextRow = {
  schedule: {
    id: string;
    hostId: string;
    dayOfWeek: number;
    startTime: string;
    endTime: string;
    isActive: boolean;
    customPrice: string | null;
  };
  service: {
    id: string;
    name: string;
    duration: number;
    price: string;
    currency: string;
    isActive: boolean;
    isBookableByClients: boolean;
    requiresApproval: boolean;
    minAdvanceBooking: number;
    maxAdvanceBooking: number | null;
    slotStep: number | null;
    bufferBefore: number;
    bufferAfter: number;
    dailyCap: number | null;
  };
  spaceId: string;
  timeZone: string;
  /** The clinic's country and phone: a new contact's phone is stored in E.164 read there. */
  clinic: { country: string | null; phone: string | null };
  /** The host's role in the space; null once they are no longer a member. */
  hostRole: SpaceRole | null;
  /** The role of `memberId` in the space; null when they are none, or none was asked. */
  memberRole: SpaceRole | null;
  /** With a member only: listHostServiceSchedules of the schedule's service and host. */
  hostSchedules?: HostScheduleRow[];
};

/**
 * The schedule's context as one json column (the driver sets up and parses one field, not twenty),
 * its text built once: `$1` the schedule, `$2` the member whose role comes along. Numerics travel as
 * text, as the driver gives them.
 */
function scheduleContextText(withMember: boolean, withBlocks = false): string {
  return `select json_build_object(
      'schedule', json_build_object('id', s.id, 'hostId', s.host_id, 'dayOfWeek', s.day_of_week,
        'startTime', s.start_time, 'endTime', s.end_time, 'isActive', s.is_active,
        'customPrice', s.custom_price::text),
      'service', json_build_object('id', sv.id, 'name', sv.name, 'duration', sv.duration,
        'price', sv.price::text, 'currency', sv.currency, 'isActive', sv.is_active,
        'isBookableByClients', sv.is_bookable_by_clients, 'requiresApproval', sv.requires_approval,
        'minAdvanceBooking', sv.min_advance_booking, 'maxAdvanceBooking', sv.max_advance_booking,
        'slotStep', sv.slot_step, 'bufferBefore', sv.buffer_before, 'bufferAfter', sv.buffer_after,
        'dailyCap', sv.daily_cap),
      'spaceId', sp.id, 'timeZone', sp.time_zone,
      'clinic', json_build_object('country', sp.country, 'phone', sp.phone),
      'hostRole', m.role,
      ${
        withMember
          ? // A staff booking's host is the schedule's most often: its ranges for the service come
            // along, as listHostServiceSchedules reads them, instead of in a statement of their own.
            `'memberRole', bm.role,
      'hostSchedules', to_json(array(select json_build_object(
          'id', h.id, 'dayOfWeek', h.day_of_week, 'startTime', h.start_time, 'endTime', h.end_time,
          'isActive', h.is_active, 'customPrice', h.custom_price::text)
        from service_schedules h
       where h.service_id = s.service_id and h.host_id = s.host_id))`
          : `'memberRole', null`
      }${
        withBlocks
          ? `,
      'hostBlocks', ${HOST_BLOCKS},
      'planRead', case when $7::boolean then ${PLAN_READ} end`
          : ''
      }) as context
    from service_schedules s
    join services sv on sv.id = s.service_id
    join spaces sp on sp.id = sv.space_id
    left join space_members m on m.space_id = sp.id and m.user_id = s.host_id
    ${withMember ? 'left join space_members bm on bm.space_id = sp.id and bm.user_id = $2::uuid' : ''}
   where s.id = $1::uuid`;
}
/**
 * The window a staff booking's overlap check needs, around the times asked for, before the space's
 * zone is known: `$3`/`$5` the start and end when they name an instant, `$4`/`$6` when they are the
 * clinic's wall clock (read in the space's zone here; an hour either way covers how a skipped or
 * repeated local hour is resolved), widened by the service's buffers.
 */
const BLOCKS_FROM = `(coalesce($3::timestamptz, $4::timestamp at time zone sp.time_zone)
    - interval '1 hour' - sv.buffer_before * interval '1 minute')`;
const BLOCKS_TO = `(coalesce($5::timestamptz, $6::timestamp at time zone sp.time_zone)
    + interval '1 hour' + sv.buffer_after * interval '1 minute')`;

/**
 * listDisabledDatesAndBusy of the schedule's host over that window, and the window itself (epoch
 * milliseconds): a staff booking for the schedule's host checks its placement on these rows, read
 * with the schedule, instead of in a statement of its own inside the transaction.
 */
const HOST_BLOCKS = `json_build_object(
      'window', json_build_array(round(date_part('epoch', ${BLOCKS_FROM}) * 1000),
                                 round(date_part('epoch', ${BLOCKS_TO}) * 1000)),
      'disabledDates', to_json(array(select json_build_object(${statementText(
        sql.join(
          Object.entries(DISABLED_DATE_COLUMNS).map(
            ([field, column]) => sql`${sql.raw(`'${field}'`)}, ${column}`,
          ),
          sql`, `,
        ),
      )})
         from disabled_dates
        where ${statementText(disabledDatesConcerningCondition(sql.raw('sp.id'), sql.raw('s.host_id')))})),
      'busy', ${statementText(
        busyMillisecondsJson(
          hostBusyCondition({
            hostId: sql.raw('s.host_id'),
            from: sql.raw(BLOCKS_FROM),
            to: sql.raw(BLOCKS_TO),
          }),
        ),
      )})`;

/**
 * With plan limits on (`$7`), findPlanAndKeptRanks of the schedule's service and host, read with the
 * schedule instead of in a statement of its own before the write (decision 111).
 */
const PLAN_READ = statementText(planAndKeptRanksJsonSql(sql.raw('sv.id'), sql.raw('s.host_id')));

const SCHEDULE_CONTEXT: PreparedStatement = {
  name: STAFF_PATH_STATEMENTS.scheduleContextPrepared,
  text: scheduleContextText(false),
};
const SCHEDULE_CONTEXT_WITH_MEMBER: PreparedStatement = {
  name: STAFF_PATH_STATEMENTS.scheduleContextWithMemberPrepared,
  text: scheduleContextText(true),
};

/**
 * Always planned generically, on the connections kept for that (`isGenericPlan`): for the values at
 * hand PostgreSQL folds away the plan's ranks (`$7` false) and the asked times' coalesce, so each of
 * its custom plans looked cheaper than the generic one and it never switched: 0.56 ms of planning
 * on every staff booking, against 0.1 ms of running (decision 116).
 */
export const SCHEDULE_CONTEXT_WITH_BLOCKS: PreparedStatement = {
  name: STAFF_PATH_STATEMENTS.scheduleContextWithBlocks,
  text: scheduleContextText(true, true),
  isGenericPlan: true,
};

/** The disabled dates and busy time of a host, read over `window` (at least). */
export type HostBlocks = {
  window: TimeRange;
  disabledDates: DisabledDateRow[];
  busy: TimeRange[];
};

/**
 * The times a staff booking asks for, as the schedule's read takes them: an instant, or the clinic's
 * wall clock (`YYYY-MM-DDTHH:MM`) read in the space's zone by the statement.
 */
export type AskedTimes = {
  start: { instant: string } | { wallClock: string };
  end: { instant: string } | { wallClock: string };
};

/**
 * findScheduleContext with the member's role, and the disabled dates and busy time of the
 * schedule's host around the asked times (`hostBlocks`), in one statement.
 */
export async function findStaffScheduleContext(
  database: DatabaseHandle,
  scheduleId: string,
  memberId: string,
  asked: AskedTimes,
  arePlanLimitsOn: boolean,
): Promise<(ScheduleContextRow & { hostBlocks: HostBlocks; planRead: PlanAndKeptRanks | null }) | null> {
  const instant = (time: AskedTimes['start']) => ('instant' in time ? time.instant : null);
  const wallClock = (time: AskedTimes['start']) => ('wallClock' in time ? time.wallClock : null);
  const [row] = await database.run<{
    context: ScheduleContextRow & {
      hostBlocks: HostBlocksJson;
      planRead: Parameters<typeof planAndKeptRanksOf>[0] | null;
    };
  }>(SCHEDULE_CONTEXT_WITH_BLOCKS, [
    scheduleId,
    memberId,
    instant(asked.start),
    wallClock(asked.start),
    instant(asked.end),
    wallClock(asked.end),
    arePlanLimitsOn,
  ]);
  if (!row) return null;
  const { hostBlocks, planRead } = row.context;
  const [startAt, endAt] = hostBlocks.window;
  // Field by field, not rest and spread: a copy made that way took V8's slow property path on
  // every staff booking (perf, under the staff bench).
  return {
    schedule: row.context.schedule,
    service: row.context.service,
    spaceId: row.context.spaceId,
    timeZone: row.context.timeZone,
    clinic: row.context.clinic,
    hostRole: row.context.hostRole,
    memberRole: row.context.memberRole,
    hostSchedules: row.context.hostSchedules,
    planRead: planRead === null ? null : planAndKeptRanksOf(planRead),
    hostBlocks: {
      window: { startAt: Number(startAt), endAt: Number(endAt) },
      ...blocksOf(hostBlocks),
    },
  };
}

type HostBlocksJson = {
  window: [number, number];
  disabledDates: StoredDisabledDateJson[];
  busy: Array<[number, number]>;
};

function blocksOf(json: { disabledDates: StoredDisabledDateJson[]; busy: Array<[number, number]> }) {
  const orNull = (value: string | null) => (value === null ? null : new Date(value));
  return {
    disabledDates: json.disabledDates.map((entry) => ({
      ...entry,
      startAt: orNull(entry.startAt),
      endAt: orNull(entry.endAt),
    })),
    busy: json.busy.map(([startAt, endAt]) => ({ startAt: Number(startAt), endAt: Number(endAt) })),
  };
}

/**
 * A schedule range with its service and the space's zone: everything a booking is checked against.
 * With `memberId`, that user's role in the schedule's space comes with it (null: not a member), so a
 * staff booking reads its schedule and its creator's role in one statement.
 */
export async function findScheduleContext(
  db: Executor,
  scheduleId: string,
  memberId?: string,
): Promise<ScheduleContextRow | null> {
  const [row] =
    memberId === undefined
      ? await queryPreparedRows<{ context: ScheduleContextRow }>(db, SCHEDULE_CONTEXT, [scheduleId])
      : await queryPreparedRows<{ context: ScheduleContextRow }>(db, SCHEDULE_CONTEXT_WITH_MEMBER, [
          scheduleId,
          memberId,
        ]);
  if (!row) return null;
  const { context } = row;
  // Without a member the ranges are not read, and the answer has no such field.
  if (memberId === undefined) delete context.hostSchedules;
  return context;
}
// What every booking path is checked against (the booking member's role is the staff paths' own).
export type ScheduleContext = Omit<ScheduleContextRow, 'memberRole' | 'hostSchedules'>;

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
  const window = [new Date(check.window.startAt).toISOString(), new Date(check.window.endAt).toISOString()];
  const [row] =
    check.excludeBookingId === undefined
      ? await queryPreparedRows<DisabledDatesAndBusyRow>(db, DISABLED_DATES_AND_BUSY, [
          check.spaceId,
          check.hostId,
          ...window,
        ])
      : await queryPreparedRows<DisabledDatesAndBusyRow>(db, DISABLED_DATES_AND_BUSY_EXCEPT_ONE, [
          check.spaceId,
          check.hostId,
          ...window,
          check.excludeBookingId,
        ]);
  return blocksOf({ disabledDates: row?.disabled_dates ?? [], busy: row?.busy ?? [] });
}

type DisabledDatesAndBusyRow = { disabled_dates: StoredDisabledDateJson[]; busy: Array<[number, number]> };

/**
 * listDisabledDatesAndBusy's text, built once from the fragments of @citavet/db/scheduling-inputs:
 * `$1` the space, `$2` the host, `$3`–`$4` the window, `$5` the booking a move leaves out.
 */
function disabledDatesAndBusyText(isExceptOne: boolean): string {
  const fields = sql.join(
    Object.entries(DISABLED_DATE_COLUMNS).map(([field, column]) => sql`${sql.raw(`'${field}'`)}, ${column}`),
    sql`, `,
  );
  const busyCondition = hostBusyCondition({
    hostId: sql.raw('$2::uuid'),
    from: sql.raw('$3'),
    to: sql.raw('$4'),
    excludeBookingId: isExceptOne ? sql.raw('$5::uuid') : undefined,
  });
  return statementText(sql`select
      to_json(array(select json_build_object(${fields})
         from ${disabledDates}
        where ${disabledDatesConcerningCondition(sql.raw('$1::uuid'), sql.raw('$2::uuid'))})) as disabled_dates,
      ${busyMillisecondsJson(busyCondition)} as busy`);
}
// A move leaves its own booking out: another text, another name (see STAFF_PATH_STATEMENTS).
const DISABLED_DATES_AND_BUSY: PreparedStatement = {
  name: STAFF_PATH_STATEMENTS.disabledDatesAndBusyPrepared,
  text: disabledDatesAndBusyText(false),
};
const DISABLED_DATES_AND_BUSY_EXCEPT_ONE: PreparedStatement = {
  name: STAFF_PATH_STATEMENTS.disabledDatesAndBusyExceptOnePrepared,
  text: disabledDatesAndBusyText(true),
};

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

/**
 * findSpacePet and findActiveSpaceClient of a staff booking in one statement built once: the pet
 * named (`$2`, or none), and the client named (`$3`) or else the pet's owner.
 */
const STAFF_BOOKING_PARTY: PreparedStatement = {
  name: STAFF_PATH_STATEMENTS.staffBookingParty,
  text: `select json_build_object(
      'pet', (select json_build_object('id', p.id, 'clientId', p.client_id, 'deceasedOn', p.deceased_on)
                from pets p where p.id = $2::uuid and p.space_id = $1::uuid),
      'client', (select json_build_object('id', c.id, 'name', c.name, 'email', c.email, 'phone', c.phone)
                   from clients c
                  where c.id = coalesce($3::uuid,
                          (select p.client_id from pets p where p.id = $2::uuid and p.space_id = $1::uuid))
                    and c.space_id = $1::uuid and c.archived_at is null)) as party`,
};

export type SpacePet = { id: string; clientId: string; deceasedOn: string | null };
export type SpaceClient = { id: string; name: string; email: string | null; phone: string | null };

/** The pet and client a staff booking names, as findSpacePet and findActiveSpaceClient answer them. */
export async function findStaffBookingParty(
  db: Executor,
  spaceId: string,
  named: { petId: string | null; clientId: string | null },
): Promise<{ pet: SpacePet | null; client: SpaceClient | null }> {
  const [row] = await queryPreparedRows<{ party: { pet: SpacePet | null; client: SpaceClient | null } }>(
    db,
    STAFF_BOOKING_PARTY,
    [spaceId, named.petId, named.clientId],
  );
  return row?.party ?? { pet: null, client: null };
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
  /**
   * The buffers are the service's as the booking was checked against them: written with the row, the
   * busy-range trigger (migration 0016) has nothing to look up; it still fills them when a writer
   * leaves them out.
   */
  service: {
    name: string;
    price: string;
    currency: string;
    duration: number;
    bufferBefore: number;
    bufferAfter: number;
  };
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
  ['bufferBefore', bookings.bufferBefore],
  ['bufferAfter', bookings.bufferAfter],
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

/** The parameters both prepared booking writes (staff and public) send under the same names. */
export type BookingPlaceholder =
  | 'id'
  | 'spaceId'
  | 'serviceId'
  | 'serviceScheduleId'
  | 'hostId'
  | 'clientName'
  | 'clientEmail'
  | 'clientPhone'
  | 'serviceName'
  | 'servicePrice'
  | 'serviceCurrency'
  | 'serviceDuration'
  | 'bufferBefore'
  | 'bufferAfter'
  | 'startAt'
  | 'endAt'
  | 'status'
  | 'manageTokenHash'
  | 'reason'
  | 'now';

/**
 * The columns of insertBookingStatement that both prepared writes fill alike, from their own
 * `$n::type` placeholders (`value`) and the `client` CTE each of them ends with; each adds the rest.
 */
export function sharedBookingInsertValues(value: (name: BookingPlaceholder, type: string) => SQL) {
  return {
    id: value('id', 'uuid'),
    spaceId: value('spaceId', 'uuid'),
    serviceId: value('serviceId', 'uuid'),
    serviceScheduleId: value('serviceScheduleId', 'uuid'),
    hostId: value('hostId', 'uuid'),
    clientId: sql`client.id`,
    clientName: value('clientName', 'text'),
    clientEmail: value('clientEmail', 'text'),
    clientPhone: value('clientPhone', 'text'),
    serviceName: value('serviceName', 'text'),
    servicePrice: value('servicePrice', 'numeric'),
    serviceCurrency: value('serviceCurrency', 'text'),
    serviceDuration: value('serviceDuration', 'integer'),
    bufferBefore: value('bufferBefore', 'integer'),
    bufferAfter: value('bufferAfter', 'integer'),
    startAt: value('startAt', 'timestamptz'),
    endAt: value('endAt', 'timestamptz'),
    status: value('status', 'text'),
    manageTokenHash: value('manageTokenHash', 'text'),
    reason: value('reason', 'text'),
    createdAt: value('now', 'timestamptz'),
    updatedAt: value('now', 'timestamptz'),
  };
}

/**
 * The booking insert every path shares, as `insert … select`: its client id may come from a CTE of
 * the same statement (`from`). The one copy of this statement: the public booking's prepared write
 * renders it as text with placeholders for values. `returning` names what it answers (its id).
 */
export function insertBookingStatement(values: BookingInsertValues, from?: SQL, returning?: SQL): SQL {
  const columns = sql.join(
    BOOKING_INSERT_COLUMNS.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const row = sql.join(
    BOOKING_INSERT_COLUMNS.map(([key]) => values[key]),
    sql`, `,
  );
  return sql`insert into ${bookings} (${columns}) select ${row} ${from ?? sql``} returning ${returning ?? sql`id`}`;
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
    bufferBefore: sql`${booking.service.bufferBefore}::integer`,
    bufferAfter: sql`${booking.service.bufferAfter}::integer`,
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

export function insertBooking(tx: Transaction, booking: NewBooking): Promise<string> {
  return firstId(
    tx,
    insertBookingStatement(bookingParameters(booking, randomUUID(), sql`${booking.clientId}::uuid`)),
  );
}
