import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
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
  /**
   * Whether the account may write events into it (its DAV:current-user-privilege-set), as found when
   * connecting; absent for connections made before it was asked, and null when the server did not say.
   */
  writable?: boolean | null;
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
    /**
     * Writing bookings stopped (decision 090): the calendar receiving them is gone. Kept until the
     * professional chooses a calendar again; a successful pull does not clear it.
     */
    writeFailingSince: timestamp('write_failing_since', { withTimezone: true }),
    writeFailure: text('write_failure'),
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

/**
 * Bookings waiting to be written to their host's CalDAV calendar (decision 090): one row per booking,
 * queued when the change feed consumes its changes (migration 0049's trigger). A worker claims a row
 * with a lease (`claims` fences what it writes back), writes the booking as it is then, and deletes
 * the row only if no newer change was queued meanwhile (`generation`).
 */
export const caldavPushes = pgTable(
  'caldav_pushes',
  {
    bookingId: uuid('booking_id').primaryKey(),
    spaceId: uuid('space_id').notNull(),
    /** The latest booking_changes id queued: the per-booking cursor the event row records. */
    lastChangeId: bigint('last_change_id', { mode: 'number' }).notNull().default(0),
    generation: bigint('generation', { mode: 'number' }).notNull().default(1),
    claims: integer('claims').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    /** Null: due now. Set on a failure, with backoff. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    enqueuedAt: timestamp('enqueued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('caldav_pushes_due_idx').on(table.nextAttemptAt, table.enqueuedAt)],
);

/**
 * A booking's event as Citavet last wrote it to a CalDAV calendar: where (connection, calendar,
 * the event's URL), its ETag for the next If-Match, the SEQUENCE written, a hash of what it shows (an
 * unchanged booking is not written again) and the last change it reflects.
 */
export const caldavBookingEvents = pgTable(
  'caldav_booking_events',
  {
    bookingId: uuid('booking_id').primaryKey(),
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => caldavConnections.id, { onDelete: 'cascade' }),
    calendarUrl: text('calendar_url').notNull(),
    eventUrl: text('event_url').notNull(),
    etag: text('etag'),
    sequenceWritten: integer('sequence_written').notNull(),
    contentHash: text('content_hash').notNull(),
    changeId: bigint('change_id', { mode: 'number' }).notNull().default(0),
    writtenAt: timestamp('written_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('caldav_booking_events_connection_idx').on(table.connectionId)],
);
