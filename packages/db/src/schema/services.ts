import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { spaces } from './spaces';
import { users } from './users';

export const services = pgTable(
  'services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    category: text('category'),
    duration: integer('duration').notNull(),
    // numeric keeps cents exact; drizzle hands it over as a string.
    price: numeric('price', { precision: 12, scale: 2 }).notNull().default('0'),
    currency: text('currency').notNull().default('USD'),
    isActive: boolean('is_active').notNull().default(true),
    isBookableByClients: boolean('is_bookable_by_clients').notNull().default(true),
    requiresApproval: boolean('requires_approval').notNull().default(false),
    allowRescheduling: boolean('allow_rescheduling').notNull().default(true),
    allowCancellation: boolean('allow_cancellation').notNull().default(true),
    minAdvanceBooking: integer('min_advance_booking').notNull().default(0),
    maxAdvanceBooking: integer('max_advance_booking'),
    cancellationPolicy: text('cancellation_policy'),
    // Minutes between offered starts; null means the duration (decision 046).
    slotStep: integer('slot_step'),
    // Minutes the professional is busy before and after each appointment (cleaning, preparing).
    bufferBefore: integer('buffer_before').notNull().default(0),
    bufferAfter: integer('buffer_after').notNull().default(0),
    // At most this many non-cancelled appointments of the service a local day; null: no cap (048).
    dailyCap: integer('daily_cap'),
    settings: jsonb('settings').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('services_space_idx').on(table.spaceId),
    check('services_duration_positive', sql`${table.duration} > 0`),
    check('services_slot_step_positive', sql`${table.slotStep} is null or ${table.slotStep} > 0`),
    check(
      'services_buffers_range',
      sql`${table.bufferBefore} between 0 and 1440 and ${table.bufferAfter} between 0 and 1440`,
    ),
    check('services_daily_cap_positive', sql`${table.dailyCap} is null or ${table.dailyCap} > 0`),
  ],
);

export const serviceSchedules = pgTable(
  'service_schedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // 1 = Lunes .. 7 = Domingo.
    dayOfWeek: smallint('day_of_week').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    customPrice: numeric('custom_price', { precision: 12, scale: 2 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('service_schedules_service_host_day_idx').on(table.serviceId, table.hostId, table.dayOfWeek),
    index('service_schedules_host_idx').on(table.hostId),
    check('service_schedules_weekday', sql`${table.dayOfWeek} between 1 and 7`),
    check('service_schedules_range', sql`${table.startTime} < ${table.endTime}`),
  ],
);

/**
 * A date whose hours differ from the week's (decision 047), for the whole space (host_id null) or one
 * professional: ADD opens the range besides the week's hours, REPLACE stands instead of them. Ranges
 * are the space's wall times; end_time may be '24:00'.
 */
export const scheduleDateOverrides = pgTable(
  'schedule_date_overrides',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    hostId: uuid('host_id').references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: ['ADD', 'REPLACE'] }).notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    note: text('note'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('schedule_date_overrides_space_date_idx').on(table.spaceId, table.date),
    check('schedule_date_overrides_range', sql`${table.startTime} < ${table.endTime}`),
  ],
);
