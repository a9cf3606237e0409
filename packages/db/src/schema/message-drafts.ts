import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';

/**
 * A new booking's e-mails, not drafted yet: the booking's write inserts this one small row instead
 * of its confirmation (HTML and .ics), reminders and host notice, and the outbox worker drafts and
 * queues them at the start of its next round, in one transaction that deletes the row
 * (apps/api/src/features/bookings/emails/). Only the primary key: the worker claims the
 * oldest rows of a table that holds a round's worth at most.
 */
export const bookingMessageDrafts = pgTable('booking_message_drafts', {
  bookingId: uuid('booking_id')
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  // The manage link's token, which the confirmation and reminders carry (only its hash is in the
  // booking). It was kept in the outbox's bodies until the e-mails were sent before; now here until
  // they are drafted, then there: no place holds it longer than before.
  manageToken: text('manage_token'),
  // The pet as the form named it: the e-mails the request drafted said its words, and a returning
  // client's pet is found whatever the case or accents it is typed in (the stored one may read 'Lúna'
  // where 'LUNA' was typed). Null: the booking's pet, as stored.
  petName: text('pet_name'),
  petSpecies: text('pet_species'),
  // Who made the booking (the host is not told of their own); null for the public page. No foreign
  // key: a deleted user's draft is still drafted, and the write pays no check for it.
  actorId: uuid('actor_id'),
  // The booking's `now`: the e-mails are drafted as at this instant (reminders already past none).
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
