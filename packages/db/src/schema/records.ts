import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { pets } from './pets';
import { spaces } from './spaces';
import { users } from './users';

// A pet's medical record (docs/decisions/039-medical-records.md). The record is the
// clinic's legal document: names of author and signer are kept as written (an account may go, the
// record stays), and a trigger in the migration refuses any change to a signed entry or an addendum.

export const recordEntries = pgTable(
  'record_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    petId: uuid('pet_id')
      .notNull()
      .references(() => pets.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: ['CONSULTATION', 'VACCINATION', 'DEWORMING', 'PRESCRIPTION', 'PROCEDURE', 'LAB_RESULT', 'NOTE'],
    }).notNull(),
    status: text('status', { enum: ['DRAFT', 'SIGNED'] })
      .notNull()
      .default('DRAFT'),
    // The kind's content as validated by packages/domain/src/records/record-content.schema.ts.
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    // Every text of the content, folded for the timeline's search (recordSearchText).
    searchText: text('search_text').notNull(),
    searchFolded: text('search_folded').generatedAlwaysAs(sql`citavet_fold(search_text)`),
    // The consultation's weight, kept apart for the weight chart.
    weightKg: numeric('weight_kg', { precision: 9, scale: 3 }),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    signedById: uuid('signed_by_id').references(() => users.id, { onDelete: 'set null' }),
    signedByName: text('signed_by_name'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    // A prescription signed although it conflicts with the pet's alerts: the conflicts the signer
    // saw and confirmed (packages/domain/src/records/drug-allergy.ts). Null for every other entry.
    allergyOverride: jsonb('allergy_override').$type<{
      conflicts: { itemIndex: number; drug: string; drugClass: string | null; alert: string }[];
      confirmedByName: string;
    }>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The timeline: one pet's entries newest first, paged by (occurred_at, id).
    index('record_entries_pet_timeline_idx').on(table.petId, table.occurredAt.desc(), table.id.desc()),
    index('record_entries_space_idx').on(table.spaceId),
    index('record_entries_booking_idx').on(table.bookingId),
  ],
);

/** Corrections under a signed entry: append-only. */
export const recordAddenda = pgTable(
  'record_addenda',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    recordId: uuid('record_id')
      .notNull()
      .references(() => recordEntries.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('record_addenda_record_idx').on(table.recordId, table.createdAt)],
);

/** Lab PDFs, X-rays and photos of an entry. Stored under `records/<spaceId>/`, never served publicly. */
export const recordAttachments = pgTable(
  'record_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    petId: uuid('pet_id')
      .notNull()
      .references(() => pets.id, { onDelete: 'cascade' }),
    recordId: uuid('record_id')
      .notNull()
      .references(() => recordEntries.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    mimeType: text('mime_type').notNull(),
    originalName: text('original_name').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    // Files of one upload share their instant: this keeps the order they were sent in.
    position: integer('position').notNull().default(0),
    uploadedById: uuid('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('record_attachments_record_idx').on(table.recordId),
    index('record_attachments_space_idx').on(table.spaceId),
  ],
);
