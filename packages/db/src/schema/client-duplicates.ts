import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clients } from './bookings';
import { spaces } from './spaces';
import { users } from './users';

/**
 * Pairs the staff said are not duplicates ('No son duplicados'): the suggestion list leaves them
 * out for good. One row per unordered pair, stored in id order (`first < second`) so a pair is one
 * key whichever side was clicked; merging or deleting either client removes the row.
 */
export const clientDuplicateDismissals = pgTable(
  'client_duplicate_dismissals',
  {
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    firstClientId: uuid('first_client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    secondClientId: uuid('second_client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    dismissedBy: uuid('dismissed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.spaceId, table.firstClientId, table.secondClientId] }),
    check('client_duplicate_dismissals_ordered', sql`${table.firstClientId} < ${table.secondClientId}`),
  ],
);
