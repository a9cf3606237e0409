import { queryRows, type Transaction } from '@citavet/db/database';
import type { BookingStatus } from '@citavet/domain/bookings/booking-status';
import { sql } from 'drizzle-orm';

// A member's status change's e-mails, drafted after its write (decision 106): the change's one
// statement (booking-status-write.repository.ts) inserts one row in `booking_status_message_drafts`
// (insertStatusMessageDraftText), and the outbox worker, at the start of each round, claims the
// oldest rows, reads their bookings, drafts and queues their e-mails and deletes the rows, in one
// transaction (expand-status-message-drafts.ts). Apart from the new bookings' drafts
// (booking-message-drafts.repository.ts): a booking has one of those, but may have two changes waiting.

/** A claimed draft: the change, with what it knew that the booking's row does not keep. */
export type StatusMessageDraft = {
  /** The order the changes were written in. */
  id: number;
  bookingId: string;
  from: BookingStatus;
  to: BookingStatus;
  cancellationReason: string | null;
  isDeclinedRequest: boolean;
  /** A confirmed request's new link's token, which its e-mails carry; only its hash is in the booking. */
  manageToken: string | null;
  actorId: string | null;
  /** The change's `now`: its e-mails are drafted as at this instant. */
  createdAt: Date;
};

/**
 * The draft's insert as the text of a data-modifying CTE of the change's own statement (`$n::type`
 * placeholders of that statement), one row per row of `moved` (the booking the change updated, as
 * `m`), only when `when` holds.
 */
export function insertStatusMessageDraftText(at: {
  from: string;
  to: string;
  cancellationReason: string;
  isDeclinedRequest: string;
  manageToken: string;
  actorId: string;
  now: string;
  when: string;
}): string {
  return `insert into booking_status_message_drafts (booking_id, from_status, to_status, cancellation_reason,
      is_declined_request, manage_token, actor_id, created_at)
    select m.id, ${at.from}, ${at.to}, ${at.cancellationReason}, ${at.isDeclinedRequest}, ${at.manageToken},
      ${at.actorId}, ${at.now}
      from moved m where ${at.when}`;
}

/**
 * Takes the oldest drafts no other worker holds, and deletes them: the deletion commits with the
 * e-mails it makes, or rolls back with them and leaves the drafts for the next round. SKIP LOCKED:
 * a second worker takes the next ones instead of waiting for these. Answered in the changes' order.
 */
export async function claimStatusMessageDrafts(
  tx: Transaction,
  limit: number,
): Promise<StatusMessageDraft[]> {
  const rows = await queryRows<{
    id: string | number;
    booking_id: string;
    from_status: BookingStatus;
    to_status: BookingStatus;
    cancellation_reason: string | null;
    is_declined_request: boolean;
    manage_token: string | null;
    actor_id: string | null;
    created_at: string | Date;
  }>(
    tx,
    sql`delete from booking_status_message_drafts
         where (booking_id, id) in (select booking_id, id from booking_status_message_drafts
                                     order by id limit ${limit} for update skip locked)
     returning id, booking_id, from_status, to_status, cancellation_reason, is_declined_request,
       manage_token, actor_id, created_at`,
  );
  return rows
    .map((row) => ({
      id: Number(row.id),
      bookingId: row.booking_id,
      from: row.from_status,
      to: row.to_status,
      cancellationReason: row.cancellation_reason,
      isDeclinedRequest: row.is_declined_request,
      manageToken: row.manage_token,
      actorId: row.actor_id,
      createdAt: new Date(row.created_at),
    }))
    .sort((a, b) => a.id - b.id);
}
