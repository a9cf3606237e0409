import { sql } from 'drizzle-orm';
import { check, index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { spaces } from './spaces';
import { users } from './users';

/**
 * Pauses of online booking (decision 078): no public slot in [start_at, end_at) for the whole clinic
 * (host_id null) or one professional. 'Reanudar' moves end_at back to that moment, so the row stays
 * as the record of what was paused and when. Announced on the availability channel (migration 0039).
 */
export const onlineBookingPauses = pgTable(
  'online_booking_pauses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    hostId: uuid('host_id').references(() => users.id, { onDelete: 'cascade' }),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    resumedBy: uuid('resumed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('online_booking_pauses_space_end_idx').on(table.spaceId, table.endAt),
    check('online_booking_pauses_end_after_start', sql`${table.endAt} >= ${table.startAt}`),
  ],
);
