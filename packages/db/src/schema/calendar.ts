import { boolean, foreignKey, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { spaceMembers, spaces } from './spaces';
import { users } from './users';

// The professional's own calendar (docs/decisions/077-calendar-feed-and-caldav.md).

/**
 * A member's secret subscription feed in a space: their own bookings (scope HOST) or, for an
 * ADMIN, the whole clinic's (scope SPACE). Only the SHA-256 of the URL's token is kept; a new token
 * replaces the hash, so the old URL stops at once. The row hangs on the membership: removing the
 * member deletes it, and a member who comes back needs a new URL.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope', { enum: ['HOST', 'SPACE'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    hideClientNames: boolean('hide_client_names').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Any change of the row (token, setting) changes what the feed answers: part of its ETag.
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('calendar_feeds_token_unique').on(table.tokenHash),
    uniqueIndex('calendar_feeds_member_scope_unique').on(table.spaceId, table.userId, table.scope),
    foreignKey({
      name: 'calendar_feeds_membership_fk',
      columns: [table.spaceId, table.userId],
      foreignColumns: [spaceMembers.spaceId, spaceMembers.userId],
    }).onDelete('cascade'),
  ],
);
