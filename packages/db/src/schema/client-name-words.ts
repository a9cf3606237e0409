import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';

/**
 * One row per folded word of each client's name (`pet_id` null) and each pet's name, for the client
 * search's similar full names (decision 064): a multi-word text matches names by a join of per-word
 * btree ranges instead of a trigram scan of every name. Kept by triggers on `clients` and `pets`
 * (migration 0028), so every writer of a name is covered without knowing of this table; the SQL
 * function `citavet_name_words()` says what a word is. No foreign keys: their checks, one per
 * column of each of the ~7 rows a client adds here, made seeding 100,000 clients 5× slower; delete
 * triggers on `clients` and `pets` remove a name's rows instead (a space's deletion cascades to its
 * clients and pets, and so reaches them). The pattern index on (space_id, word) lives in
 * the migration (it INCLUDEs the owner columns, which the schema builder cannot say).
 */
export const clientNameWords = pgTable(
  'client_name_words',
  {
    spaceId: uuid('space_id').notNull(),
    clientId: uuid('client_id').notNull(),
    petId: uuid('pet_id'),
    word: text('word').notNull(),
  },
  (table) => [
    // A name's rows, for the triggers' deletes (a pet's rows by its client and id).
    index('client_name_words_owner_idx').on(table.clientId, table.petId),
  ],
);

/**
 * One row per pair of distinct words of a name (the two words in byte order, joined by a space;
 * among the name's first 8 words), beside `client_name_words`: a full name typed matches the names
 * sharing two of its words by exact lookups of its word pairs, a few hundred rows, where the rows of
 * each single word are thousands (a common surname is in 3–8% of names). Kept by the same triggers.
 */
export const clientNameWordPairs = pgTable(
  'client_name_word_pairs',
  {
    spaceId: uuid('space_id').notNull(),
    clientId: uuid('client_id').notNull(),
    petId: uuid('pet_id'),
    pair: text('pair').notNull(),
  },
  (table) => [index('client_name_word_pairs_owner_idx').on(table.clientId, table.petId)],
);
