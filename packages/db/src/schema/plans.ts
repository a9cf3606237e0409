import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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

/**
 * The space's professionals (members with an active schedule of one of its services) and when their
 * first active schedule was made: the order a plan keeps professionals in (decision 111). Kept by
 * triggers on `service_schedules` (migration 0057), so a booking's plan check counts the professionals
 * before one in an index instead of grouping every schedule of the space.
 */
export const spaceProfessionals = pgTable(
  'space_professionals',
  {
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstActiveAt: timestamp('first_active_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.spaceId, table.hostId] }),
    index('space_professionals_order_idx').on(table.spaceId, table.firstActiveAt, table.hostId),
  ],
);
