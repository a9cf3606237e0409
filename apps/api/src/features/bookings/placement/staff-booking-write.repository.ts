import type { Database, PreparedStatement, Transaction } from '@citavet/db/database';
import { queryPreparedRows } from '@citavet/db/prepared-rows';
import { STAFF_PATH_STATEMENTS } from '@citavet/db/statement-names';
import { statementText } from '@citavet/db/statement-text';
import type { BookingPet } from '@citavet/domain/bookings/booking-pet.schema';
import { MIN_MATCHING_PHONE_DIGITS } from '@citavet/domain/clients/returning-client';
import { sql } from 'drizzle-orm';
import type { BookingRow } from '../bookings.repository';
import { insertMessageDraftFromParameters } from '../emails/booking-message-drafts.repository';
import {
  insertBookingStatement,
  type NewBooking,
  sharedBookingInsertValues,
  upsertClientByEmail,
} from './booking-placement.repository';

// A staff booking's write and the read of what it wrote, in one statement whose text is built once:
// the client (found or created), the new pet, the booking, the draft of its e-mails (decision 107),
// and the booking as the API answers it. Before, the query builder rendered the write and
// the read (findBookingRowAndSummary) on every call, and the read was a round trip of its own
// (decision 101). The rows the read gave are the ones RETURNING gives: the booking's BEFORE triggers
// (busy range, caps) are in them, and no AFTER trigger changes the row.

/** The statements' values, in the order of their positional parameters. */
const PARAMETERS = [
  'spaceId',
  'clientName',
  'clientEmail',
  'clientPhone',
  'now',
  'id',
  'serviceId',
  'serviceScheduleId',
  'hostId',
  'serviceName',
  'servicePrice',
  'serviceCurrency',
  'serviceDuration',
  'bufferBefore',
  'bufferAfter',
  'startAt',
  'endAt',
  'status',
  'notes',
  'source',
  'createdBy',
  'manageTokenHash',
  'petId',
  'reason',
  'isOutsideSchedule',
  'petName',
  'petSpecies',
  'manageToken',
  'planMonthCap',
  'clientId',
] as const;
type Parameter = (typeof PARAMETERS)[number];

const at = (name: Parameter) => `$${PARAMETERS.indexOf(name) + 1}`;
const value = (name: Parameter, type: string) => sql.raw(`${at(name)}::${type}`);

/** The booking insert every path shares, with this statement's placeholders and all it answers. */
const BOOKING_INSERT = statementText(
  insertBookingStatement(
    {
      ...sharedBookingInsertValues(value),
      notes: value('notes', 'text'),
      source: value('source', 'text'),
      createdBy: value('createdBy', 'uuid'),
      // The pet created with the booking, else the one named (or none).
      petId: sql.raw(`coalesce((select id from new_pet), ${at('petId')}::uuid)`),
      isOutsideSchedule: value('isOutsideSchedule', 'boolean'),
    },
    sql`from client`,
    sql.raw(`id, space_id, host_id, client_id, client_name, client_email, client_phone, reason,
      service_id, service_name, service_duration, service_price, service_currency, start_at, end_at,
      status, status_changed_at, status_changed_by, notes, cancellation_reason, client_confirmed_at,
      checked_in_at, consultation_started_at, source, is_outside_schedule, created_by, created_at,
      service_schedule_id, pet_id`),
  ),
);

/** A pet named while booking (name and species only), under the booking's client. */
const NEW_PET = `insert into pets (space_id, client_id, name, species, created_at, updated_at)
    select ${at('spaceId')}::uuid, client.id, ${at('petName')}::text, ${at('petSpecies')}::text,
      ${at('now')}::timestamptz, ${at('now')}::timestamptz
      from client
     where ${at('petName')}::text is not null
    returning id, client_id, name, species, alerts`;

/**
 * The booking's e-mails are drafted after its write, by the outbox worker (decision 107, as 104 for
 * the public page): the write leaves their draft, with the manage link's token and who booked. The
 * pet is the booking's as stored (a staff booking names a pet by id or creates it as typed).
 */
const MESSAGE_DRAFT = insertMessageDraftFromParameters(
  {
    bookingId: 'written.id',
    manageToken: at('manageToken'),
    petName: 'null',
    petSpecies: 'null',
    actorId: at('createdBy'),
    now: at('now'),
  },
  'written',
);

/**
 * The row findBookingRowAndSummary reads of the booking just written (`written`), the one the API
 * answers with, as one json column (one field for the driver). The joins are that read's; the pet
 * just created is not in `pets` yet for this statement, so it comes from `new_pet`. The summary the
 * e-mails are drafted from is read by the outbox worker now (decision 107), not here.
 */
const WRITTEN_SELECT = `select json_build_object(
      'id', b.id, 'spaceId', b.space_id, 'timeZone', sp.time_zone,
      'hostName', u.name, 'hostEmail', u.email, 'hostAvatar', u.avatar,
      'petId', p.id, 'petClientId', p.client_id, 'petName', p.name, 'petSpecies', p.species,
      'petAlerts', p.alerts, 'serviceDescription', sv.description,
      'scheduleId', ss.id, 'scheduleDayOfWeek', ss.day_of_week, 'scheduleStartTime', ss.start_time,
      'scheduleEndTime', ss.end_time, 'scheduleCustomPrice', ss.custom_price::text,
      'isReturningClient', exists (select 1 from bookings prior where prior.client_id = b.client_id
        and prior.status <> 'CANCELLED' and prior.start_at < b.start_at),
      'hostId', b.host_id, 'clientId', b.client_id, 'clientName', b.client_name,
      'clientEmail', b.client_email, 'clientPhone', b.client_phone, 'reason', b.reason,
      'serviceId', b.service_id, 'serviceName', b.service_name, 'serviceDuration', b.service_duration,
      'servicePrice', b.service_price::text, 'serviceCurrency', b.service_currency,
      'startAt', b.start_at, 'endAt', b.end_at, 'status', b.status,
      'statusChangedAt', b.status_changed_at, 'statusChangedBy', b.status_changed_by, 'notes', b.notes,
      'cancellationReason', b.cancellation_reason, 'clientConfirmedAt', b.client_confirmed_at,
      'checkedInAt', b.checked_in_at, 'consultationStartedAt', b.consultation_started_at,
      'source', b.source, 'isOutsideSchedule', b.is_outside_schedule, 'createdBy', b.created_by,
      'createdAt', b.created_at) as row
    from written b
    join spaces sp on sp.id = b.space_id
    join users u on u.id = b.host_id
    left join services sv on sv.id = b.service_id
    left join service_schedules ss on ss.id = b.service_schedule_id
    left join lateral (
      select n.id, n.client_id, n.name, n.species, n.alerts from new_pet n where n.id = b.pet_id
      union all
      select e.id, e.client_id, e.name, e.species, e.alerts from pets e
       where e.id = b.pet_id and e.space_id = b.space_id
      limit 1) p on true
`;

/**
 * The plan's monthly count (migration 0034) armed for this statement when it names a cap
 * (bookingLimitsOf), in the CTE the booking's row comes through, so it runs before the insert.
 * Without one it leaves the setting alone: a transaction's writer armed it already (armBookingLimits).
 */
const ARM_PLAN_MONTH = `case when ${at('planMonthCap')}::integer is not null
      then set_config('citavet.plan_month_cap', ${at('planMonthCap')}::integer::text, true) end`;

/**
 * A contact with an e-mail (not a client record): the rule of insertStaffBookingOfEmailContact (the
 * e-mail's record, else the oldest active client with the same national phone number, else a new
 * record), whose new names get their search words from the change feed (migration 0043).
 */
const OF_EMAIL_CONTACT: PreparedStatement = {
  name: STAFF_PATH_STATEMENTS.staffBookingWritten,
  text: `with words as (select set_config('citavet.name_words_follow_feed', 'on', true) as deferred,
      ${ARM_PLAN_MONTH} as armed),
    by_phone as (
      select c.id from clients c, words
       where c.space_id = ${at('spaceId')}::uuid
         and c.phone_digits = (select citavet_phone_digits(${at('clientPhone')}::text))
         -- The length of the phone's digits, not of each client's (the same, given the equality):
         -- conditions of the parameter alone, judged once before any client is read. Without a
         -- phone, or a short one, no client of the space is read at all (nor the digits worked
         -- out of no phone); before, the clients were walked by whichever index starting with
         -- space_id the plan picked (any of them, on a table not analyzed yet, decision 103) and
         -- none matched (decision 107).
         and ${at('clientPhone')}::text is not null
         and char_length((select citavet_phone_digits(${at('clientPhone')}::text))) >= ${MIN_MATCHING_PHONE_DIGITS}
         and c.archived_at is null
         and not exists (select 1 from clients e
               where e.space_id = ${at('spaceId')}::uuid and lower(e.email) = lower(${at('clientEmail')}::text))
       order by c.created_at, c.id limit 1),
    upserted as (${statementText(
      upsertClientByEmail(
        {
          spaceId: value('spaceId', 'uuid'),
          name: value('clientName', 'text'),
          email: value('clientEmail', 'text'),
          phone: value('clientPhone', 'text'),
          now: value('now', 'timestamptz'),
        },
        sql`from words where not exists (select 1 from by_phone)`,
      ),
    )}),
    client as (select id from upserted union all select id from by_phone),
    new_pet as (${NEW_PET}),
    written as (${BOOKING_INSERT}),
    message_draft as (${MESSAGE_DRAFT})
    ${WRITTEN_SELECT}`,
};

/** A client record of the space, already checked (insertBookingPet and insertBooking before). */
const OF_CLIENT: PreparedStatement = {
  name: STAFF_PATH_STATEMENTS.staffBookingOfClientWritten,
  text: `with client as (select ${at('clientId')}::uuid as id, ${ARM_PLAN_MONTH} as armed),
    new_pet as (${NEW_PET}),
    written as (${BOOKING_INSERT}),
    message_draft as (${MESSAGE_DRAFT})
    ${WRITTEN_SELECT}`,
};

/**
 * The two statements' texts: migration 0063 holds each, verbatim, as the body of the function a batch
 * of staff writes calls (citavet_staff_booking_write_of_contact, _of_client; decision 120).
 */
export const STAFF_BOOKING_OF_CONTACT_TEXT = OF_EMAIL_CONTACT.text;
export const STAFF_BOOKING_OF_CLIENT_TEXT = OF_CLIENT.text;

/** The written row as json: its instants come as text. */
export type WrittenJson = {
  row: Omit<
    BookingRow,
    | 'startAt'
    | 'endAt'
    | 'statusChangedAt'
    | 'clientConfirmedAt'
    | 'checkedInAt'
    | 'consultationStartedAt'
    | 'createdAt'
  > & {
    startAt: string;
    endAt: string;
    statusChangedAt: string | null;
    clientConfirmedAt: string | null;
    checkedInAt: string | null;
    consultationStartedAt: string | null;
    createdAt: string;
  };
};

/**
 * A staff booking (INTERNAL or HOST) written with its client, new pet and e-mails' draft, answered
 * as findBookingRowAndSummary reads its row. `clientId` names a client record of the space; without it the
 * contact's e-mail finds or makes one.
 */
export type StaffBookingParty = {
  id: string;
  clientId: string | null;
  newPet: BookingPet | null;
  /** The manage link's plain token, which the e-mails drafted later carry (its hash is the booking's). */
  manageToken: string | null;
  /** The plan's appointments a month, armed for the insert (bookingLimitsOf); none when absent. */
  planMonthCap?: number | null;
};

/**
 * A staff booking (INTERNAL or HOST) written with its client, new pet and e-mails' draft, answered
 * as findBookingRowAndSummary reads its row. `clientId` names a client record of the space; without it the
 * contact's e-mail finds or makes one.
 */
export async function writeStaffBooking(
  db: Database | Transaction,
  booking: Omit<NewBooking, 'clientId'>,
  party: StaffBookingParty,
): Promise<BookingRow> {
  const values = staffBookingValues(booking, party);
  // The contact's statement has no client id: it takes every value but that last one.
  const [written] =
    party.clientId === null
      ? await queryPreparedRows<WrittenJson>(db, OF_EMAIL_CONTACT, values.slice(0, -1))
      : await queryPreparedRows<WrittenJson>(db, OF_CLIENT, values);
  if (!written) throw new Error('booking insert returned nothing');
  return bookingRowOf(written);
}

/** The write's values in the order of PARAMETERS; the last, the client's id, is null for a contact. */
export function staffBookingValues(
  booking: Omit<NewBooking, 'clientId'>,
  party: StaffBookingParty,
): unknown[] {
  const values: Record<Parameter, unknown> = {
    spaceId: booking.spaceId,
    clientName: booking.client.name,
    clientEmail: booking.client.email,
    clientPhone: booking.client.phone,
    now: booking.now.toISOString(),
    id: party.id,
    serviceId: booking.serviceId,
    serviceScheduleId: booking.serviceScheduleId,
    hostId: booking.hostId,
    serviceName: booking.service.name,
    servicePrice: booking.service.price,
    serviceCurrency: booking.service.currency,
    serviceDuration: booking.service.duration,
    bufferBefore: booking.service.bufferBefore,
    bufferAfter: booking.service.bufferAfter,
    startAt: new Date(booking.range.startAt).toISOString(),
    endAt: new Date(booking.range.endAt).toISOString(),
    status: booking.status,
    notes: booking.notes,
    source: booking.source,
    createdBy: booking.createdBy,
    manageTokenHash: booking.manageTokenHash,
    petId: booking.petId,
    reason: booking.reason,
    isOutsideSchedule: booking.isOutsideSchedule,
    petName: party.newPet?.name ?? null,
    petSpecies: party.newPet?.species ?? null,
    manageToken: party.manageToken,
    planMonthCap: party.planMonthCap ?? null,
    clientId: party.clientId,
  };
  return PARAMETERS.map((name) => values[name]);
}

const dateOrNull = (value: string | null) => (value === null ? null : new Date(value));

/** The row the statement answers (its `row` column), with its instants as dates. */
export function bookingRowOf({ row: json }: WrittenJson): BookingRow {
  return {
    ...json,
    startAt: new Date(json.startAt),
    endAt: new Date(json.endAt),
    statusChangedAt: dateOrNull(json.statusChangedAt),
    clientConfirmedAt: dateOrNull(json.clientConfirmedAt),
    checkedInAt: dateOrNull(json.checkedInAt),
    consultationStartedAt: dateOrNull(json.consultationStartedAt),
    createdAt: new Date(json.createdAt),
  };
}
