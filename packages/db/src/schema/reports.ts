import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { spaces } from './spaces';

/** The host of the whole space's rows in report_host_days and report_tally_days (no user has it). */
export const WHOLE_SPACE_HOST = '00000000-0000-0000-0000-000000000000';

// The reports' roll-ups (decision 044): kept exact by statement-level triggers on bookings in the
// transaction that writes the booking, rebuilt per space by citavet_report_rebuild(space) (the
// migration's backfill, the bench's seed, a change of the space's zone). Every row is keyed by the
// clinic-local day of the booking's start in the space's zone. Each table keeps only the dimensions
// its reads filter on; the triggers and functions are in migration 0027_report-rollups.sql.
// No foreign keys to hosts, services or clients: their deletion reaches the bookings (cascade or
// set null) and the triggers move the counts; a key left dangling would lose them.

/** A bit string (PostgreSQL varbit), as its '0'/'1' text. */
const bitString = customType<{ data: string; driverData: string }>({
  dataType: () => 'varbit',
});

/**
 * Counts, completed-or-not amounts and minutes per day, host, status and currency. Each key also
 * has a month row (is_month, local_day = the month's first day) summing its days: a year's
 * breakdown reads 12 month rows per key plus the days at its edges.
 */
export const reportHostDays = pgTable(
  'report_host_days',
  {
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    isMonth: boolean('is_month').notNull(),
    localDay: date('local_day').notNull(),
    hostId: uuid('host_id').notNull(),
    status: text('status').notNull(),
    currency: text('currency').notNull(),
    bookings: integer('bookings').notNull(),
    amount: numeric('amount', { precision: 16, scale: 2 }).notNull(),
    bookedSeconds: bigint('booked_seconds', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({
      columns: [table.spaceId, table.isMonth, table.localDay, table.hostId, table.status, table.currency],
    }),
    index('report_host_days_host_idx').on(table.spaceId, table.hostId, table.isMonth, table.localDay),
    // Rows brought to zero by a cancellation or a move are deleted right away through this index.
    index('report_host_days_empty_idx').on(table.spaceId).where(sql`${table.bookings} = 0`),
  ],
);

/**
 * Counts and amounts per day, service (null once the service is deleted), status and currency;
 * month rows as in report_host_days.
 */
export const reportServiceDays = pgTable(
  'report_service_days',
  {
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    isMonth: boolean('is_month').notNull(),
    localDay: date('local_day').notNull(),
    serviceId: uuid('service_id'),
    status: text('status').notNull(),
    currency: text('currency').notNull(),
    bookings: integer('bookings').notNull(),
    amount: numeric('amount', { precision: 16, scale: 2 }).notNull(),
  },
  (table) => [
    unique('report_service_days_key')
      .on(table.spaceId, table.isMonth, table.localDay, table.serviceId, table.status, table.currency)
      .nullsNotDistinct(),
    index('report_service_days_service_idx').on(
      table.spaceId,
      table.serviceId,
      table.isMonth,
      table.localDay,
    ),
    index('report_service_days_empty_idx').on(table.spaceId).where(sql`${table.bookings} = 0`),
  ],
);

/**
 * Per day and host, counts by one more key: kind 'source' (key = booking source) and 'lead'
 * (key = lead-time band index) over every status; 'hour' (key = local hour of start) over kept ones.
 */
export const reportTallyDays = pgTable(
  'report_tally_days',
  {
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    localDay: date('local_day').notNull(),
    hostId: uuid('host_id').notNull(),
    key: text('key').notNull(),
    bookings: integer('bookings').notNull(),
  },
  (table) => [
    // Host before day: a read is one host's (or the whole space's) run of days of one kind.
    primaryKey({ columns: [table.spaceId, table.kind, table.hostId, table.localDay, table.key] }),
    index('report_tally_days_empty_idx').on(table.spaceId).where(sql`${table.bookings} = 0`),
  ],
);

/** Each client's first kept (non-cancelled) booking start: "new" clients of a period. */
export const reportClientFirsts = pgTable(
  'report_client_firsts',
  {
    clientId: uuid('client_id').primaryKey(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    firstStartAt: timestamp('first_start_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('report_client_firsts_space_idx').on(table.spaceId, table.firstStartAt)],
);

/** A dense number per client of a space with kept bookings: their bit in report_client_days. */
export const reportClientOrdinals = pgTable(
  'report_client_ordinals',
  {
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    ordinal: integer('ordinal').notNull(),
    clientId: uuid('client_id').notNull().unique('report_client_ordinals_client_unique'),
  },
  (table) => [primaryKey({ columns: [table.spaceId, table.ordinal] })],
);

/**
 * Per day, the set of clients with a kept booking as a bitmap over their ordinals: the distinct
 * clients of any period are bit_count(bit_or(...)) over its days.
 */
export const reportClientDays = pgTable(
  'report_client_days',
  {
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    localDay: date('local_day').notNull(),
    clients: bitString('clients').notNull(),
  },
  (table) => [primaryKey({ columns: [table.spaceId, table.localDay] })],
);
