import { sql } from 'drizzle-orm';
import {
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { spaces } from './spaces';
import { users } from './users';

/** A category's next slot (ISO instants, the clinic's local date), as the entry's columns hold the clinic's. */
export type CategoryNextSlot = {
  startAt: string;
  endAt: string;
  date: string;
  serviceId: string;
  hostId: string;
};

/** Instants, as one multirange of timestamptz ranges. */
const instantRanges = customType<{ data: string; driverData: string }>({
  dataType: () => 'tstzmultirange',
});

/**
 * One row per clinic listed in the directory (docs/decisions/050-directory-search.md): the
 * search's own copy of what it filters and sorts on, kept by features/directory/refresh-directory-entries.ts
 * from the availability notifications, with the clinic's next free slot from the slot engine.
 */
export const directoryEntries = pgTable(
  'directory_entries',
  {
    spaceId: uuid('space_id')
      .primaryKey()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    /** Folded (search-text.ts) name, for sorting and keyset paging. */
    sortName: text('sort_name').notNull(),
    /** Folded name, city and service names and categories: what text search matches. */
    searchText: text('search_text').notNull(),
    /** slugify(city): the /veterinarias/{ciudad} pages. */
    citySlug: text('city_slug'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    timeZone: text('time_zone').notNull(),
    categories: text('categories').array().notNull().default(sql`'{}'::text[]`),
    species: text('species').array().notNull().default(sql`'{}'::text[]`),
    /** Bookable services with a member's active schedule, and the members hosting them. */
    servicesCount: integer('services_count').notNull(),
    hostsCount: integer('hosts_count').notNull(),
    /**
     * When the clinic is open from its local today for OPEN_RANGE_DAYS days, date overrides and
     * disabled dates included (public/open-ranges.ts; decision 063): 'Abierto ahora' is `@> now`.
     */
    openRanges: instantRanges('open_ranges').notNull().default(sql`'{}'::tstzmultirange`),
    nextSlotAt: timestamp('next_slot_at', { withTimezone: true }),
    nextSlotEndAt: timestamp('next_slot_end_at', { withTimezone: true }),
    /** The next slot's day in the clinic's zone ('Disponible hoy' compares it with today there). */
    nextSlotDate: date('next_slot_date', { mode: 'string' }),
    nextSlotServiceId: uuid('next_slot_service_id'),
    nextSlotHostId: uuid('next_slot_host_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Per service category, the next slot of a service of that category (the same choice as the
     * columns above, over that category's services): a search filtered by category shows it.
     */
    categoryNextSlots: jsonb('category_next_slots')
      .$type<Record<string, CategoryNextSlot>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The entry's slot answer holds until then (slotsExpiry); the refresher recomputes it after. */
    freshUntil: timestamp('fresh_until', { withTimezone: true }).notNull(),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('directory_entries_sort_idx').on(table.sortName, table.spaceId),
    index('directory_entries_lat_lng_idx').on(table.latitude, table.longitude),
    index('directory_entries_city_idx').on(table.citySlug, table.sortName, table.spaceId),
    index('directory_entries_next_slot_idx').on(table.nextSlotAt),
    index('directory_entries_fresh_idx').on(table.freshUntil),
    index('directory_entries_categories_idx').using('gin', table.categories),
    index('directory_entries_species_idx').using('gin', table.species),
    // 'Abierto ahora' at night or on a holiday matches few clinics: the GiST index finds them
    // instead of a scan of every entry (decision 050's plans).
    index('directory_entries_open_ranges_idx').using('gist', table.openRanges),
  ],
);
