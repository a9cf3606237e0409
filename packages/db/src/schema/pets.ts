import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clients } from './bookings';
import { spaces } from './spaces';

/** A client's pets. `space_id` is repeated so every query filters on the tenant directly. */
export const pets = pgTable(
  'pets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    // The name folded for search, as clients.name_folded.
    nameFolded: text('name_folded').generatedAlwaysAs(sql`citavet_fold(name)`),
    species: text('species', {
      enum: ['perro', 'gato', 'ave', 'conejo', 'roedor', 'reptil', 'huron', 'otro'],
    }).notNull(),
    breed: text('breed'),
    sex: text('sex', { enum: ['macho', 'hembra', 'desconocido'] })
      .notNull()
      .default('desconocido'),
    isNeutered: boolean('is_neutered').notNull().default(false),
    // An age told by the owner is kept as an estimated birth date, so it keeps counting.
    birthDate: date('birth_date'),
    isBirthDateEstimated: boolean('is_birth_date_estimated').notNull().default(false),
    color: text('color'),
    microchip: text('microchip'),
    alerts: text('alerts').array().notNull().default(sql`'{}'::text[]`),
    // The pet's own photo (decision 033): a stored file of its own, never a gallery item (the
    // gallery is public); its size counts towards the space's storage quota.
    photoKey: text('photo_key'),
    photoBytes: integer('photo_bytes'),
    deceasedOn: date('deceased_on'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('pets_client_idx').on(table.clientId),
    // A space's pets are read through pets_name_folded_pattern_idx (space_id first, migration 0009);
    // a (space_id) index of its own was dropped in 0053.
    uniqueIndex('pets_space_microchip_unique')
      .on(table.spaceId, table.microchip)
      .where(sql`${table.microchip} is not null`),
    check('pets_microchip_digits', sql`${table.microchip} ~ '^[0-9]{15}$'`),
    // Trigram index on the folded name lives in migration 0009.
  ],
);
