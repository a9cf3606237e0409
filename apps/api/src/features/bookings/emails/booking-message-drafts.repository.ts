import { queryRows, type Transaction } from '@citavet/db/database';
import { bookingMessageDrafts } from '@citavet/db/schema/message-drafts';
import { sql } from 'drizzle-orm';

// A new booking's e-mails, drafted after its write (decisions 104 and 107): the booking's own
// statement inserts one row in `booking_message_drafts` (insertMessageDraftFromParameters), and the outbox
// worker, at the start of each round, claims the oldest rows, reads their bookings, drafts and
// queues their e-mails and deletes the rows, in one transaction (expand-booking-message-drafts.ts).

/** A claimed draft: what the booking's write knew that the booking's row does not keep. */
export type BookingMessageDraft = {
  bookingId: string;
  /** The manage link's token the e-mails carry; only its hash is in the booking. */
  manageToken: string | null;
  /** The pet as the form named it, which the e-mails say; null: the booking's pet as stored. */
  pet: { name: string; species: string | null } | null;
  actorId: string | null;
  /** The booking's `now`: its e-mails are drafted as at this instant. */
  createdAt: Date;
};

/**
 * The draft's insert as the text of a data-modifying CTE, for the booking's own prepared statement
 * (`$n::type` placeholders of that statement); `from` may name the CTE that lets it go ahead.
 */
export function insertMessageDraftFromParameters(
  at: {
    bookingId: string;
    manageToken: string;
    petName: string;
    petSpecies: string;
    actorId: string;
    now: string;
  },
  from = '',
): string {
  return `insert into booking_message_drafts (booking_id, manage_token, pet_name, pet_species, actor_id, created_at)
    select ${at.bookingId}::uuid, ${at.manageToken}::text, ${at.petName}::text, ${at.petSpecies}::text,
      ${at.actorId}::uuid, ${at.now}::timestamptz
    ${from ? `from ${from}` : ''}`;
}

/**
 * The draft of a booking whose write is not one statement with it (a staff booking of a contact
 * without an e-mail): inserted in the booking's transaction, after the booking.
 */
export async function insertBookingMessageDraft(
  tx: Transaction,
  draft: { bookingId: string; manageToken: string | null; actorId: string | null; createdAt: Date },
): Promise<void> {
  await tx.insert(bookingMessageDrafts).values(draft);
}

/**
 * Takes the oldest drafts no other worker holds, and deletes them: the deletion commits with the
 * e-mails it makes, or rolls back with them and leaves the drafts for the next round. SKIP LOCKED:
 * a second worker takes the next ones instead of waiting for these.
 */
export async function claimBookingMessageDrafts(
  tx: Transaction,
  limit: number,
): Promise<BookingMessageDraft[]> {
  const rows = await queryRows<{
    booking_id: string;
    manage_token: string | null;
    pet_name: string | null;
    pet_species: string | null;
    actor_id: string | null;
    created_at: string | Date;
  }>(
    tx,
    sql`delete from booking_message_drafts
         where booking_id in (select booking_id from booking_message_drafts
                               order by created_at limit ${limit} for update skip locked)
     returning booking_id, manage_token, pet_name, pet_species, actor_id, created_at`,
  );
  return rows
    .map((row) => ({
      bookingId: row.booking_id,
      manageToken: row.manage_token,
      pet: row.pet_name === null ? null : { name: row.pet_name, species: row.pet_species },
      actorId: row.actor_id,
      createdAt: new Date(row.created_at),
    }))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}
