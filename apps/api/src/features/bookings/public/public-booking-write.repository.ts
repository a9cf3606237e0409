import {
  asBatchText,
  type BatchedWriteRow,
  type BatchOutcome,
  inLockOrder,
  outcomeOf,
  outcomesOfRows,
} from '@citavet/db/batcher';
import type { DatabaseHandle, PreparedStatement } from '@citavet/db/database';
import { statementText } from '@citavet/db/statement-text';
import type { BookingPet } from '@citavet/domain/bookings/booking-pet.schema';
import { MIN_MATCHING_PHONE_DIGITS } from '@citavet/domain/clients/returning-client';
import { sql } from 'drizzle-orm';
import { insertMessageDraftFromParameters } from '../emails/booking-message-drafts.repository';
import {
  type ClientContact,
  insertBookingStatement,
  type NewBooking,
  sharedBookingInsertValues,
  upsertClientByEmail,
} from '../placement/booking-placement.repository';

// A public booking's whole write in one statement, outside any transaction: the idempotency key
// with the booking it answers, the client record, the booking and the draft of its e-mails (the
// outbox worker drafts and queues them after, decision 104). One statement is atomic on its own, so
// nothing is ever half-written, and it costs one round trip where BEGIN, claim, write, save-answer and
// COMMIT cost five.
//
// Every row hangs off the key's claim (`cleared`): when another request already holds the key, the
// insert waits on the key's unique index until that request commits or fails, then writes nothing
// and answers no row. A request without a key is always cleared. The exclusion constraint on the
// booking still has the last word on overlaps; its violation fails the whole statement, key included.
//
// The statement is the body of citavet_public_booking_write (migration 0059), so that writes arriving
// together run as one call of citavet_public_booking_writes: one transaction, each write in its own
// subtransaction, its failure its own (decision 112). A batch whose writes cannot meet goes in as one
// statement for all of them instead, and one by one when that fails (migration 0061, decision 115).
// The text below is what each write runs one by one; public-booking-writes.test.ts fails when the two
// differ, and a change here then takes a migration that redefines the function (and the statement for
// a whole batch in migration 0061, which public-booking-writes-together.test.ts holds to this one).

/** The statement's values, in the order of its positional parameters. */
const PARAMETERS = [
  'scope',
  'key',
  'requestHash',
  'now',
  'statusCode',
  'expiredBefore',
  'spaceId',
  'clientName',
  'clientEmail',
  'clientPhone',
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
  'manageTokenHash',
  'manageToken',
  'petName',
  'petSpecies',
  'reason',
  'planMonthCap',
] as const;
type Parameter = (typeof PARAMETERS)[number];

/** `$n`: the position of a named value. */
const at = (name: Parameter) => `$${PARAMETERS.indexOf(name) + 1}`;
/** `$n::type` as a Drizzle fragment, for statementText. */
const value = (name: Parameter, type: string) => sql.raw(`${at(name)}::${type}`);

// The client upsert and the booking insert are the ones every path uses
// (booking-placement.repository.ts), rendered once as text with this statement's placeholders.
const CLIENT_UPSERT = statementText(
  upsertClientByEmail(
    {
      spaceId: value('spaceId', 'uuid'),
      name: value('clientName', 'text'),
      email: value('clientEmail', 'text'),
      phone: value('clientPhone', 'text'),
      now: value('now', 'timestamptz'),
    },
    // A client found by phone (below) is the visitor: no record is made for the e-mail.
    sql`from cleared where not exists (select 1 from by_phone)`,
  ),
);
const BOOKING_INSERT = statementText(
  insertBookingStatement(
    {
      ...sharedBookingInsertValues(value),
      notes: sql`null`,
      source: sql`'PUBLIC'`,
      createdBy: sql`null`,
      petId: sql`(select id from pet)`,
      // The public page can never book outside the schedule (decision 055): a constant, not a parameter.
      isOutsideSchedule: sql`false`,
    },
    sql`from client`,
  ),
);

// Who the visitor is (packages/domain/src/clients/returning-client.ts, decision 030), in SQL: the
// client with the e-mail (the upsert's ON CONFLICT), else the oldest active client with the same
// national phone number, else a new client; then the client's living pet whose folded name is the
// one typed, else a new pet. Nothing of what was found goes into the answer. The typed phone and pet
// name are folded once, in sub-selects: a prepared statement's generic plan may filter rows instead
// of using the index, and then a function call per row of the space (unaccent for every pet) was
// most of the statement's time (decision 069).
const BY_PHONE = `select c.id from clients c, cleared
     where c.space_id = ${at('spaceId')}::uuid
       and c.phone_digits = (select citavet_phone_digits(${at('clientPhone')}::text))
       and char_length(c.phone_digits) >= ${MIN_MATCHING_PHONE_DIGITS}
       and c.archived_at is null
       and not exists (select 1 from clients e
             where e.space_id = ${at('spaceId')}::uuid and lower(e.email) = lower(${at('clientEmail')}::text))
     order by c.created_at, c.id limit 1`;
const NAMED_PET = `select p.id from pets p, client
     where p.client_id = client.id and p.space_id = ${at('spaceId')}::uuid
       and p.name_folded = (select citavet_fold(${at('petName')}::text)) and p.deceased_on is null
     order by p.created_at, p.id limit 1`;
const NEW_PET = `insert into pets (space_id, client_id, name, species, created_at, updated_at)
    select ${at('spaceId')}::uuid, client.id, ${at('petName')}::text, ${at('petSpecies')}::text,
      ${at('now')}::timestamptz, ${at('now')}::timestamptz
      from client
     where ${at('petName')}::text is not null and not exists (select 1 from named_pet)
    returning id`;

/**
 * The key keeps the booking's id, not the answer: the answer holds the manage link's token, which is
 * stored nowhere but in the client's e-mail (only its hash is in the booking). A replay rebuilds the
 * answer from the booking (public-booking-idempotency.ts).
 */
export const PUBLIC_BOOKING_WRITE_TEXT = `with claim as (
      insert into idempotency_keys (scope, key, request_hash, created_at, status_code, booking_id)
      select ${at('scope')}::text, ${at('key')}::text, ${at('requestHash')}::text, ${at('now')}::timestamptz,
        ${at('statusCode')}::integer, ${at('id')}::uuid
       where ${at('key')}::text is not null
      on conflict (scope, key) do update
        set request_hash = excluded.request_hash, created_at = excluded.created_at,
            status_code = excluded.status_code, booking_id = excluded.booking_id
        where idempotency_keys.created_at < ${at('expiredBefore')}::timestamptz
      returning 1 as cleared
    ),
    -- The plan's monthly count (migration 0034) armed for this statement before the booking's row
    -- is made: the row comes through cleared, which cannot yield one before plan_month ran. The
    -- new client's and pet's name words follow the change feed (migration 0043, decision 079).
    plan_month as (select set_config('citavet.plan_month_cap', coalesce(${at('planMonthCap')}::integer::text, ''), true) as armed,
      set_config('citavet.name_words_follow_feed', 'on', true) as words),
    cleared as (select 1 as cleared from plan_month where ${at('key')}::text is null
                union all select cleared from claim, plan_month),
    by_phone as (${BY_PHONE}),
    upserted as (${CLIENT_UPSERT}),
    client as (select id from upserted union all select id from by_phone),
    named_pet as (${NAMED_PET}),
    new_pet as (${NEW_PET}),
    pet as (select id from named_pet union all select id from new_pet),
    message_draft as (${insertMessageDraftFromParameters(
      {
        bookingId: at('id'),
        manageToken: at('manageToken'),
        petName: at('petName'),
        petSpecies: at('petSpecies'),
        actorId: 'null',
        now: at('now'),
      },
      'cleared',
    )})
    ${BOOKING_INSERT}`;

export type PublicBookingWrite = {
  id: string;
  booking: Omit<NewBooking, 'clientId' | 'source' | 'notes' | 'createdBy'> & {
    client: ClientContact & { email: string };
  };
  /** The manage link's token, which the draft keeps for the e-mails (the booking keeps its hash). */
  manageToken: string;
  /** The pet the visitor named: theirs of that name, or created under them. */
  pet: BookingPet | null;
  /** Appointments the space's plan allows in the booking's clinic-local month; null: no limit. */
  planMonthCap: number | null;
  /** The key and the status answered; a key created before `expiredBefore` is taken over as new. */
  idempotency: {
    scope: string;
    key: string;
    requestHash: string;
    statusCode: number;
    expiredBefore: Date;
  } | null;
};

/** The write's values, in the order of the statement's (and the function's) parameters. */
function valuesOf(write: PublicBookingWrite): unknown[] {
  const { booking, idempotency } = write;
  const values: Record<Parameter, unknown> = {
    scope: idempotency?.scope ?? null,
    key: idempotency?.key ?? null,
    requestHash: idempotency?.requestHash ?? null,
    now: booking.now.toISOString(),
    statusCode: idempotency?.statusCode ?? null,
    expiredBefore: idempotency?.expiredBefore.toISOString() ?? null,
    spaceId: booking.spaceId,
    clientName: booking.client.name,
    clientEmail: booking.client.email,
    clientPhone: booking.client.phone,
    id: write.id,
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
    manageTokenHash: booking.manageTokenHash,
    manageToken: write.manageToken,
    petName: write.pet?.name ?? null,
    petSpecies: write.pet?.species ?? null,
    reason: booking.reason,
    planMonthCap: write.planMonthCap,
  };
  return PARAMETERS.map((name) => values[name]);
}

/** One write: the function called with its values, each sent as text (the body casts them). */
const WRITE_ONE: PreparedStatement = {
  name: 'public_booking_write_v8',
  text: `select citavet_public_booking_write(${PARAMETERS.map((_, index) => `$${index + 1}::text`).join(', ')}) as id`,
};

/** Several writes in one call: the values of each as a JSON array, in the parameters' order. */
export const WRITE_MANY: PreparedStatement = {
  name: 'public_booking_writes_v1',
  text: `select ordinal, booking_id as id, sql_state, constraint_name, message, detail
    from citavet_public_booking_writes($1::jsonb) order by ordinal`,
};

type WrittenRow = BatchedWriteRow & { id: string | null };

/**
 * The writes, in one statement and one transaction. Each outcome: written (true), the key held by
 * another request (false, nothing written), or the database's error for that write alone. One write
 * goes alone, without a subtransaction: its error is the driver's own.
 */
export async function writePublicBookings(
  database: DatabaseHandle,
  writes: readonly PublicBookingWrite[],
): Promise<BatchOutcome<boolean>[]> {
  const [only] = writes;
  if (writes.length === 1 && only) {
    return [
      await outcomeOf(async () => {
        const rows = await database.run<{ id: string | null }>(WRITE_ONE, valuesOf(only));
        return rows[0]?.id != null;
      }),
    ];
  }
  const sent = inLockOrder(writes, lockKeysOf);
  const rows = await database.run<WrittenRow>(WRITE_MANY, [writesPayload(sent.map(({ write }) => write))]);
  return outcomesOfRows(sent, rows, (row) => ({ isAnswered: true, value: row.id !== null }));
}

/** The writes as citavet_public_booking_writes takes them: each write's values as text, in order. */
export function writesPayload(writes: readonly PublicBookingWrite[]): string {
  return JSON.stringify(writes.map((write) => valuesOf(write).map(asBatchText)));
}

/** By professional, then start, then e-mail: the rows a write waits on (its time, its new client). */
function lockKeysOf(write: PublicBookingWrite): string[] {
  return [
    write.booking.hostId,
    String(write.booking.range.startAt).padStart(16, '0'),
    write.booking.client.email.toLowerCase(),
  ];
}
