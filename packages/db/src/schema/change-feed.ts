import { bigint, customType, index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

// The bookings' change feed (docs/decisions/069-booking-change-feed.md): a row trigger on bookings
// writes one row per booking change, in the writing transaction, and nothing else; a worker claims
// a space's rows, applies what is derived from them (report roll-ups, dropping a pet's due
// reminders) and deletes them in one transaction, so each change is applied exactly once. The
// trigger and the apply/rebuild functions are in migration 0031.

/** A booking's reported columns (the composite type citavet_report_delta of migration 0027). */
const reportDelta = customType<{ data: string; driverData: string }>({
  dataType: () => 'citavet_report_delta',
});

export const bookingChanges = pgTable(
  'booking_changes',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** No foreign key: the changes of a space being deleted are written while it goes. */
    spaceId: uuid().notNull(),
    bookingId: uuid().notNull(),
    /** The row as it was (null for an insert) and as it is (null for a delete), sign included. */
    oldRow: reportDelta(),
    newRow: reportDelta(),
    /**
     * The pet this change books at the booking's time (a new kept booking, or one moved to another
     * time or pet, or brought back from cancelled), and when (the booking's updated_at, on the app's
     * clock like the reminders' created_at): what may stop that pet's due reminders.
     */
    petId: uuid(),
    bookedAt: timestamp({ withTimezone: true }),
    /** When the change was written (its transaction's time): the feed's age is measured from it. */
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('booking_changes_space_idx').on(table.spaceId, table.id)],
);

/** Where each space's feed stands: the last change applied and when (the reports say how fresh they are). */
export const changeFeedSpaces = pgTable('change_feed_spaces', {
  spaceId: uuid().primaryKey(),
  appliedThrough: bigint({ mode: 'number' }).notNull(),
  appliedAt: timestamp({ withTimezone: true }).notNull(),
});
