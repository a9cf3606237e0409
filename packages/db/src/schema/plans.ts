import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { spaces } from './spaces';
import { users } from './users';

/**
 * 'Pasar a Premium': a space's request to the platform's sales team (no payment provider yet,
 * decision 073). Kept so the sales team and the settings page know it was asked.
 */
export const planRequests = pgTable(
  'plan_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    planId: text('plan_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('plan_requests_space_created_idx').on(table.spaceId, table.createdAt)],
);
