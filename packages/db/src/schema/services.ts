import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
    settings: jsonb('settings').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('services_space_idx').on(table.spaceId),
    check('services_duration_positive', sql`${table.duration} > 0`),
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
    // 1 = Lunes .. 7 = Domingo (design.md §3).
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
