import { type Database, queryRows, type Transaction } from '@citavet/db/database';
import { directoryEntries } from '@citavet/db/schema/directory';
import { services } from '@citavet/db/schema/services';
import { spaces } from '@citavet/db/schema/spaces';
import type { AvailabilityFilter, LatLng } from '@citavet/domain/public/directory-search';
import { boundingBox, EARTH_RADIUS_KM } from '@citavet/domain/public/directory-search';
import { type SQL, sql } from 'drizzle-orm';

// The directory search (docs/decisions/050-directory-search.md, with its query plans): one statement
// over directory_entries. Each condition is the SQL form of a rule in
// packages/domain/src/public/directory-search.ts; directory-search.oracle.test.ts compares them.

type Executor = Database | Transaction;

export type SearchKey =
  | { kind: 'name'; sortName: string; spaceId: string }
  | { kind: 'distance'; distance: number; spaceId: string };

export type DirectorySearch = {
  /** A folded LIKE pattern (search-text.ts). */
  pattern?: string;
  near?: { centre: LatLng; radiusKm: number };
  category?: string;
  species?: string;
  /** slugify(city): the /veterinarias/{ciudad} pages. */
  citySlug?: string;
  available?: AvailabilityFilter;
  isOpenNow?: boolean;
  now: Date;
  after?: SearchKey;
  limit: number;
};

export type DirectorySearchRow = {
  space_id: string;
  name: string;
  description: string | null;
  route: string;
  logo_key: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  phone: string | null;
  email: string | null;
  latitude: number | null;
  longitude: number | null;
  categories: string[];
  species: string[];
  services_count: number;
  hosts_count: number;
  sort_name: string;
  distance_km: number | null;
  is_open_now: boolean;
  next_slot_at: Date | string | null;
  next_slot_end_at: Date | string | null;
  next_slot_date: string | null;
  next_slot_service_id: string | null;
  next_slot_host_id: string | null;
  next_slot_service_name: string | null;
  fresh_until: Date | string;
  time_zone: string;
};

/** Haversine in SQL, the same formula as distanceKm(). */
function distanceSql(centre: LatLng): SQL {
  return sql`(2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1::float8, sqrt(
    power(sin(radians(e.latitude - ${centre.latitude}::float8) / 2), 2)
    + cos(radians(${centre.latitude}::float8)) * cos(radians(e.latitude))
      * power(sin(radians(e.longitude - ${centre.longitude}::float8) / 2), 2)))))`;
}

/** The clinic's local wall clock at `now`, the input of todayIn(). */
const localNow = (now: Date) => sql`(${now.toISOString()}::timestamptz at time zone e.time_zone)`;

/** isOpenWithin(): the entry's open instants (overrides and disabled dates included) hold `now`. */
const isOpenSql = (now: Date) => sql`e.open_ranges @> ${now.toISOString()}::timestamptz`;

/**
 * The next slot a result shows: the clinic's, or with a category the next slot of a service of that
 * category (an emergency is no answer to 'Vacunación'), which the refresher stores per category.
 */
function nextSlotColumns(category: string | undefined) {
  if (!category) {
    return {
      startAt: sql`e.next_slot_at`,
      endAt: sql`e.next_slot_end_at`,
      date: sql`e.next_slot_date`,
      serviceId: sql`e.next_slot_service_id`,
      hostId: sql`e.next_slot_host_id`,
    };
  }
  const field = (name: string) => sql`(e.category_next_slots -> ${category} ->> ${name})`;
  return {
    startAt: sql`${field('startAt')}::timestamptz`,
    endAt: sql`${field('endAt')}::timestamptz`,
    date: sql`${field('date')}::date`,
    serviceId: sql`${field('serviceId')}::uuid`,
    hostId: sql`${field('hostId')}::uuid`,
  };
}

export async function searchDirectory(db: Executor, search: DirectorySearch): Promise<DirectorySearchRow[]> {
  const { now } = search;
  const slot = nextSlotColumns(search.category);
  const conditions: SQL[] = [];
  if (search.pattern) conditions.push(sql`e.search_text like ${search.pattern} escape '\\'`);
  if (search.citySlug) conditions.push(sql`e.city_slug = ${search.citySlug}`);
  if (search.category) conditions.push(sql`e.categories @> array[${search.category}]::text[]`);
  if (search.species) conditions.push(sql`e.species @> array[${search.species}]::text[]`);
  if (search.isOpenNow) conditions.push(isOpenSql(now));
  if (search.available) {
    // The range on next_slot_at lets the index find the candidates; the local day decides. With a
    // category the category's slot decides (its GIN index finds the candidates).
    const days = search.available === 'hoy' ? 2 : 8;
    const until = new Date(now.getTime() + days * 86_400_000).toISOString();
    conditions.push(
      sql`${slot.startAt} >= ${now.toISOString()}::timestamptz and ${slot.startAt} < ${until}::timestamptz`,
    );
    // A slot at or after now is on the clinic's local today or later, so only the upper bound is
    // written: an inequality the planner estimates as one (a third of the rows), where `=` on a
    // per-row expression is estimated at 0.5 % and sent 'disponible hoy' + species to a bitmap
    // over every clinic of the species instead of a walk of the name index (decision 050's plans).
    const today = sql`(${localNow(now)})::date`;
    conditions.push(
      search.available === 'hoy' ? sql`${slot.date} <= ${today}` : sql`${slot.date} < ${today} + 7`,
    );
  }
  let distance: SQL = sql`null::float8`;
  if (search.near) {
    const box = boundingBox(search.near.centre, search.near.radiusKm);
    distance = distanceSql(search.near.centre);
    conditions.push(
      sql`e.latitude between ${box.minLatitude}::float8 and ${box.maxLatitude}::float8`,
      sql`e.longitude between ${box.minLongitude}::float8 and ${box.maxLongitude}::float8`,
    );
  }
  const after = search.after;
  if (search.near) conditions.push(sql`${distance} <= ${search.near.radiusKm}::float8`);
  if (after?.kind === 'distance') {
    conditions.push(sql`(${distance}, e.space_id) > (${after.distance}::float8, ${after.spaceId}::uuid)`);
  } else if (after?.kind === 'name') {
    conditions.push(sql`(e.sort_name, e.space_id) > (${after.sortName}, ${after.spaceId}::uuid)`);
  }
  const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const order = search.near ? sql`distance_km, space_id` : sql`sort_name, space_id`;
  // Two steps: the page's ids by the indexed conditions first, then the shown fields of those rows
  // only (the clinic's zone conversions and joins for 20 rows, not for every candidate).
  return queryRows<DirectorySearchRow>(
    db,
    sql`with page as (
      select e.space_id, e.sort_name, ${distance} as distance_km
      from ${directoryEntries} e
      ${where}
      order by ${order}
      limit ${search.limit}
    )
    select e.space_id, s.name, s.description, s.route, s.logo_key, s.address, s.city, s.state, s.country,
           coalesce(s.contact_phone, s.phone) as phone, coalesce(s.contact_email, s.email) as email,
           e.latitude, e.longitude, e.categories, e.species, e.services_count, e.hosts_count, page.sort_name,
           page.distance_km,
           ${isOpenSql(now)} as is_open_now,
           ${slot.startAt} as next_slot_at, ${slot.endAt} as next_slot_end_at,
           (${slot.date})::text as next_slot_date, ${slot.serviceId} as next_slot_service_id,
           ${slot.hostId} as next_slot_host_id, sv.name as next_slot_service_name, e.fresh_until, e.time_zone
    from page
    join ${directoryEntries} e on e.space_id = page.space_id
    join ${spaces} s on s.id = e.space_id and s.deleted_at is null
    left join ${services} sv on sv.id = ${slot.serviceId}
    order by ${search.near ? sql`page.distance_km, page.space_id` : sql`page.sort_name, page.space_id`}`,
  );
}
