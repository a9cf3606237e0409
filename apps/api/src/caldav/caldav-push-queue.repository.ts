import { type Database, queryRows, type Transaction } from '@citavet/db/database';
import { UPCOMING_BOOKING_STATUSES } from '@citavet/domain/bookings/booking-status';
import { type SQL, sql } from 'drizzle-orm';

// Bookings queued for the CalDAV writer (caldav_pushes, decision 090) when something their event
// shows changes outside the booking itself: a pet, client or service renamed, or the professional's
// 'Ocultar los nombres de los clientes'. Those changes are not booking changes, so the change feed's
// trigger (migration 0049) never sees them; the use case that makes the change queues here, in its
// own transaction. Shared plumbing: the clients, pets, services and calendar features all queue.

type Executor = Database | Transaction;

/** Which bookings show what changed. */
export type EventSubject =
  | { clientId: string }
  | { petId: string }
  | { serviceId: string }
  | { hostId: string };

/** Bookings queued per statement: a service with thousands of upcoming bookings is queued in steps. */
export const PUSH_QUEUE_BATCH = 500;

function subjectCondition(subject: EventSubject): SQL {
  if ('clientId' in subject) return sql`b.client_id = ${subject.clientId}::uuid`;
  if ('petId' in subject) return sql`b.pet_id = ${subject.petId}::uuid`;
  if ('serviceId' in subject) return sql`b.service_id = ${subject.serviceId}::uuid`;
  return sql`b.host_id = ${subject.hostId}::uuid`;
}

/**
 * Queues the space's upcoming bookings (the one rule of `UPCOMING_BOOKING_STATUSES`, not started
 * yet) that show `subject` and whose host has a connection here with a calendar receiving bookings
 * that still writes. The writer re-writes each event as the booking now reads (same UID, `If-Match`);
 * one already queued is bumped, so a write in flight is followed by the new text. The per-booking
 * change id starts from the last one written, so it never goes back. Answers how many were queued.
 */
export async function queueUpcomingBookingPushes(
  db: Executor,
  spaceId: string,
  subject: EventSubject,
  now: Date,
  batch = PUSH_QUEUE_BATCH,
): Promise<number> {
  const statuses = sql.join(
    UPCOMING_BOOKING_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  let after = '00000000-0000-0000-0000-000000000000';
  let queued = 0;
  for (;;) {
    const rows = await queryRows<{ booking_id: string }>(
      db,
      sql`with picked as (
            select b.id, b.space_id from bookings b
             where b.space_id = ${spaceId}::uuid and ${subjectCondition(subject)}
               and b.status in (${statuses}) and b.start_at > ${now}
               and b.id > ${after}::uuid
               and exists (select 1 from caldav_connections k
                            where k.space_id = b.space_id and k.user_id = b.host_id
                              and k.write_failing_since is null
                              and k.calendars @> '[{"receivesBookings": true}]'::jsonb)
             order by b.id
             limit ${batch})
          insert into caldav_pushes as p (booking_id, space_id, last_change_id)
          select picked.id, picked.space_id, coalesce(e.change_id, 0)
            from picked left join caldav_booking_events e on e.booking_id = picked.id
          on conflict (booking_id) do update set generation = p.generation + 1
          returning p.booking_id`,
    );
    queued += rows.length;
    if (rows.length < batch) return queued;
    // Canonical UUID text sorts as PostgreSQL orders uuids (bytewise).
    after = rows.reduce((max, row) => (row.booking_id > max ? row.booking_id : max), after);
  }
}
