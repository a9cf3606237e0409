import type { DatabaseHandle, PreparedStatement } from '@citavet/db/database';
import { insertOutboxRowsFromJson, type OutgoingEmail, outboxRowsJson } from '../../mail/outbox.repository';
import type { ClientContact, NewBooking } from './booking-placement.repository';

// A public booking's whole write in one prepared statement, outside any transaction: the
// idempotency key with its final answer, the client record, the booking and its e-mails. One
// statement is atomic on its own, so nothing is ever half-written, and it costs one round trip
// where BEGIN, claim, write, save-answer and COMMIT cost five.
//
// Every row hangs off the key's claim (`cleared`): when another request already holds the key, the
// insert waits on the key's unique index until that request commits or fails, then writes nothing
// and answers no row. A request without a key is always cleared. The exclusion constraint on the
// booking still has the last word on overlaps; its violation fails the whole statement, key included.

const WRITE_STATEMENT: PreparedStatement = {
  name: 'public_booking_write_v1',
  text: `with claim as (
      insert into idempotency_keys (scope, key, request_hash, created_at, status_code, response)
      select $1::text, $2::text, $3::text, $4::timestamptz, $5::integer, $6::jsonb
       where $2::text is not null
      on conflict (scope, key) do update
        set request_hash = excluded.request_hash, created_at = excluded.created_at,
            status_code = excluded.status_code, response = excluded.response
        where idempotency_keys.created_at < $7::timestamptz
      returning 1 as cleared
    ),
    cleared as (select 1 as cleared where $2::text is null union all select cleared from claim),
    client as (
      insert into clients (space_id, name, email, phone, created_at, updated_at)
      select $8::uuid, $9::text, $10::text, $11::text, $4::timestamptz, $4::timestamptz from cleared
      on conflict (space_id, lower(email)) where email is not null
      do update set phone = coalesce(clients.phone, excluded.phone), updated_at = excluded.updated_at
      returning id
    ),
    emails as (${insertOutboxRowsFromJson('$24', 'cleared')})
    insert into bookings (
      id, space_id, service_id, service_schedule_id, host_id, client_id, client_name, client_email,
      client_phone, service_name, service_price, service_currency, service_duration, start_at,
      end_at, status, notes, source, created_by, manage_token_hash, created_at, updated_at
    )
    select $12::uuid, $8::uuid, $13::uuid, $14::uuid, $15::uuid, client.id, $9::text, $10::text,
      $11::text, $16::text, $17::numeric, $18::text, $19::integer, $20::timestamptz, $21::timestamptz,
      $22::text, null, 'PUBLIC', null, $23::text, $4::timestamptz, $4::timestamptz
    from client
    returning id`,
};

export type PublicBookingWrite = {
  id: string;
  booking: Omit<NewBooking, 'clientId' | 'source' | 'notes' | 'createdBy'> & {
    client: ClientContact & { email: string };
  };
  emails: readonly OutgoingEmail[];
  /** The key and the answer kept with it; a key created before `expiredBefore` is taken over as new. */
  idempotency: {
    scope: string;
    key: string;
    requestHash: string;
    statusCode: number;
    response: unknown;
    expiredBefore: Date;
  } | null;
};

/** True when written; false when another request holds the key (nothing was written). */
export async function writePublicBooking(
  database: DatabaseHandle,
  write: PublicBookingWrite,
): Promise<boolean> {
  const { booking, idempotency } = write;
  const rows = await database.run<{ id: string }>(WRITE_STATEMENT, [
    idempotency?.scope ?? null,
    idempotency?.key ?? null,
    idempotency?.requestHash ?? null,
    booking.now.toISOString(),
    idempotency?.statusCode ?? null,
    idempotency ? JSON.stringify(idempotency.response) : null,
    idempotency?.expiredBefore.toISOString() ?? null,
    booking.spaceId,
    booking.client.name,
    booking.client.email,
    booking.client.phone,
    write.id,
    booking.serviceId,
    booking.serviceScheduleId,
    booking.hostId,
    booking.service.name,
    booking.service.price,
    booking.service.currency,
    booking.service.duration,
    new Date(booking.range.startAt).toISOString(),
    new Date(booking.range.endAt).toISOString(),
    booking.status,
    booking.manageTokenHash,
    outboxRowsJson(write.emails),
  ]);
  return rows.length > 0;
}
