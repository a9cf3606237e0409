import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { services } from './services';
import { spaces } from './spaces';
import { users } from './users';

// A service's waitlist (docs/decisions/085-waitlist.md): people who found no slot ask to be told
// when one frees up; a freed slot is offered to the first in line, held for them a few minutes.

/** A span of one local date the client can come, wall times of the clinic ('24:00' ends the day). */
export type StoredWaitlistWindow = { date: string; from: string; to: string };

export const waitlistRequests = pgTable(
  'waitlist_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    /** null: any professional. */
    hostId: uuid('host_id').references(() => users.id, { onDelete: 'cascade' }),
    clientName: text('client_name').notNull(),
    clientEmail: text('client_email'),
    clientPhone: text('client_phone'),
    petName: text('pet_name'),
    petSpecies: text('pet_species'),
    windows: jsonb('windows').$type<StoredWaitlistWindow[]>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['WAITING', 'OFFERED', 'BOOKED', 'LEFT', 'EXPIRED'] })
      .notNull()
      .default('WAITING'),
    /** SHA-256 of the token in the client's link (leave the list). */
    tokenHash: text('token_hash').notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    /** The line's order: first come, first served (the id settles a tie). */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('waitlist_requests_service_line_idx')
      .on(table.serviceId, table.createdAt, table.id)
      .where(sql`${table.status} = 'WAITING'`),
    index('waitlist_requests_space_idx').on(table.spaceId, table.createdAt),
    index('waitlist_requests_space_waiting_idx').on(table.spaceId).where(sql`${table.status} = 'WAITING'`),
    uniqueIndex('waitlist_requests_token_unique').on(table.tokenHash),
    // A client's requests in their communication log: by e-mail, or by phone digits without one (0051).
    index('waitlist_requests_space_email_idx')
      .on(table.spaceId, sql`lower(${table.clientEmail})`, table.createdAt)
      .where(sql`${table.clientEmail} is not null`),
    index('waitlist_requests_space_phone_idx')
      .on(table.spaceId, sql`citavet_phone_digits(${table.clientPhone})`, table.createdAt)
      .where(sql`${table.clientEmail} is null and ${table.clientPhone} is not null`),
  ],
);

export const waitlistOffers = pgTable(
  'waitlist_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id')
      .notNull()
      .references(() => waitlistRequests.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    holdUntil: timestamp('hold_until', { withTimezone: true }).notNull(),
    /** OPEN → CONFIRMING (one confirmation claimed it) → BOOKED or TAKEN; OPEN → EXPIRED after the hold. */
    status: text('status', { enum: ['OPEN', 'CONFIRMING', 'BOOKED', 'TAKEN', 'EXPIRED'] })
      .notNull()
      .default('OPEN'),
    tokenHash: text('token_hash').notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When a confirmation claimed it; a claim left by a process that died is recovered after a timeout. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('waitlist_offers_token_unique').on(table.tokenHash),
    index('waitlist_offers_confirming_idx').on(table.claimedAt).where(sql`${table.status} = 'CONFIRMING'`),
    index('waitlist_offers_open_idx').on(table.holdUntil).where(sql`${table.status} = 'OPEN'`),
    index('waitlist_offers_slot_idx').on(table.hostId, table.startAt),
    index('waitlist_offers_request_idx').on(table.requestId),
    // The report's refilled slots: booked offers by space and slot start (migration 0048).
    index('waitlist_offers_booked_idx')
      .on(table.spaceId, table.startAt)
      .where(sql`${table.status} = 'BOOKED'`),
  ],
);

/**
 * Slots a kept booking gave back (cancelled, moved away, deleted), written by a row trigger on
 * bookings (migration 0044) and nothing else; the waitlist's sweep claims them after the booking's
 * transaction committed and makes the offers, so no offer is worked out inside a booking's write.
 */
export const waitlistFreedSlots = pgTable('waitlist_freed_slots', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  spaceId: uuid('space_id').notNull(),
  serviceId: uuid('service_id').notNull(),
  hostId: uuid('host_id').notNull(),
  startAt: timestamp('start_at', { withTimezone: true }).notNull(),
  endAt: timestamp('end_at', { withTimezone: true }).notNull(),
  freedAt: timestamp('freed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Time that may have opened in a space where someone waits — a schedule range added or widened, a
 * disabled date or closure removed, a date override changed, a pause resumed early — written by row
 * triggers (migration 0047, decision 088); the sweep computes with the slot engine what is free now.
 * `hostId` null: any professional of the space.
 */
export const waitlistOpenings = pgTable('waitlist_openings', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  spaceId: uuid('space_id').notNull(),
  hostId: uuid('host_id'),
  openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
});
