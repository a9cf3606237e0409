import { date, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clients } from './bookings';
import { emailOutbox } from './outbox';
import { pets } from './pets';
import { recordEntries } from './records';
import { spaces } from './spaces';
import { users } from './users';

// Reminders (docs/decisions/056-reminder-settings.md).

/**
 * A space's reminder settings, validated by packages/domain/src/reminders/reminder-settings.schema.ts
 * on write and read; no row means the defaults (today's single 24-h reminder and friends).
 */
export const reminderSettings = pgTable('reminder_settings', {
  spaceId: uuid('space_id')
    .primaryKey()
    .references(() => spaces.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A due-date reminder queued for a pet (vaccine, deworming, próximo control): the outbox row it
 * became, and what it is about, so a booking for that pet drops the pending ones of that due date.
 */
export const petDueReminders = pgTable(
  'pet_due_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    petId: uuid('pet_id')
      .notNull()
      .references(() => pets.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => recordEntries.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['VACCINE', 'FOLLOW_UP'] }).notNull(),
    phase: text('phase', { enum: ['before', 'overdue'] }).notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    outboxId: uuid('outbox_id').references(() => emailOutbox.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('pet_due_reminders_entry_phase_unique').on(table.entryId, table.kind, table.phase),
    index('pet_due_reminders_pet_idx').on(table.petId, table.dueOn),
  ],
);
