import {
  boolean,
  foreignKey,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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

/** One calendar of a CalDAV account as the connection keeps it (docs/decisions/087). */
export type CalDavCalendarState = {
  url: string;
  name: string;
  color: string | null;
  blocksTime: boolean;
  receivesBookings: boolean;
  /** The ctag / sync-token seen at the last pull that read its events: unchanged means nothing to read. */
  pulledCtag: string | null;
  pulledSyncToken: string | null;
  /** When its events were last read (ISO): the window moves, so they are read again at least daily. */
  readAt: string | null;
};

/**
 * A member's CalDAV account in a space: the address and user, the app password sealed with
 * AES-256-GCM (apps/api/src/security/secret-box.ts), the calendars found and which of them block
 * time or receive bookings, and how the last pull went. Hangs on the membership like the feed.
 */
export const caldavConnections = pgTable(
  'caldav_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    username: text('username').notNull(),
    passwordSealed: text('password_sealed').notNull(),
    calendars: jsonb('calendars').$type<CalDavCalendarState[]>().notNull(),
    lastPulledAt: timestamp('last_pulled_at', { withTimezone: true }),
    /** When pulls started failing (null while they succeed): 'Tu calendario no responde desde …'. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    lastFailure: text('last_failure'),
    /** The last pull that read every chosen calendar (last_pulled_at moves on failures too): how old the busy time is. */
    lastSucceededAt: timestamp('last_succeeded_at', { withTimezone: true }),
    /** A pull holds the connection until then, so two never run at once (docs/decisions/091). */
    pullLeaseUntil: timestamp('pull_lease_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('caldav_connections_member_unique').on(table.spaceId, table.userId),
    index('caldav_connections_user_idx').on(table.userId),
    foreignKey({
      name: 'caldav_connections_membership_fk',
      columns: [table.spaceId, table.userId],
      foreignColumns: [spaceMembers.spaceId, spaceMembers.userId],
    }).onDelete('cascade'),
  ],
);

/**
 * Busy time pulled from a connection's calendars (opaque events, recurrences expanded): it blocks
 * the host's slots in every space, like their bookings. Replaced per calendar when it changes.
 */
export const caldavBusyTimes = pgTable(
  'caldav_busy_times',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => caldavConnections.id, { onDelete: 'cascade' }),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    calendarUrl: text('calendar_url').notNull(),
    /** The calendar object it came from (absolute URL): an incremental pull replaces only its rows. */
    resourceHref: text('resource_href'),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('caldav_busy_times_host_idx').on(table.hostId, table.startAt),
    index('caldav_busy_times_connection_idx').on(table.connectionId, table.calendarUrl),
  ],
);
