import { type Database, queryRows, type Transaction } from '@citavet/db/database';
import { serviceSchedules, services } from '@citavet/db/schema/services';
import { spaceMembers, spaces } from '@citavet/db/schema/spaces';
import { ACCENTED_LETTERS, PLAIN_LETTERS } from '@citavet/domain/public/search-text';
import { type SQL, sql } from 'drizzle-orm';

type Executor = Database | Transaction;

export type DirectoryRow = {
  id: string;
  name: string;
  description: string | null;
  route: string;
  logoKey: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  phone: string | null;
  email: string | null;
  servicesCount: number;
  availableHosts: number;
};

const folded = (column: SQL) => sql`translate(lower(${column}), ${ACCENTED_LETTERS}, ${PLAIN_LETTERS})`;

/**
 * Spaces a client can book, sorted by their folded name ('Ávila' next to 'Avila', not after 'Z'): a public route and at least one active, client-bookable service with an
 * active schedule of a member (design.md §4.7). `pattern` is a folded LIKE pattern (search-text.ts)
 * matched against the folded name and city.
 */
function listedSpaces(pattern: string | undefined, city?: string) {
  const search = pattern
    ? sql`and (${folded(sql`s.name`)} like ${pattern} escape '\\' or ${folded(sql`coalesce(s.city, '')`)} like ${pattern} escape '\\')`
    : sql``;
  const inCity = city === undefined ? sql`` : sql`and s.city = ${city}`;
  return sql`
    select s.id, s.name, ${folded(sql`s.name`)} as sort_name,
           s.description, s.route, s.logo_key, s.address, s.city, s.state, s.country,
           coalesce(s.contact_phone, s.phone) as phone, coalesce(s.contact_email, s.email) as email,
           count(distinct sv.id)::int as services_count, count(distinct sc.host_id)::int as available_hosts
    from ${spaces} s
    join ${services} sv on sv.space_id = s.id and sv.is_active and sv.is_bookable_by_clients
    join ${serviceSchedules} sc on sc.service_id = sv.id and sc.is_active
    join ${spaceMembers} m on m.space_id = s.id and m.user_id = sc.host_id
    where s.route is not null ${search} ${inCity}
    group by s.id`;
}

export async function listDirectorySpaces(
  db: Executor,
  page: { pattern?: string; city?: string; limit: number; offset: number },
): Promise<DirectoryRow[]> {
  const rows = await queryRows<{
    id: string;
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
    services_count: number;
    available_hosts: number;
  }>(
    db,
    sql`select * from (${listedSpaces(page.pattern, page.city)}) listed
        order by listed.sort_name, listed.id
        limit ${page.limit} offset ${page.offset}`,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    route: row.route,
    logoKey: row.logo_key,
    address: row.address,
    city: row.city,
    state: row.state,
    country: row.country,
    phone: row.phone,
    email: row.email,
    servicesCount: Number(row.services_count),
    availableHosts: Number(row.available_hosts),
  }));
}

export async function countDirectorySpaces(db: Executor, pattern?: string): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from (${listedSpaces(pattern)}) listed`,
  );
  return Number(row?.total ?? 0);
}

/** The cities of the listed clinics, with how many each has: the directory's city pages. */
export async function listDirectoryCities(db: Executor): Promise<{ city: string; clinics: number }[]> {
  const rows = await queryRows<{ city: string; clinics: number }>(
    db,
    sql`select listed.city, count(*)::int as clinics from (${listedSpaces(undefined)}) listed
        where listed.city is not null and btrim(listed.city) <> ''
        group by listed.city order by count(*) desc, listed.city`,
  );
  return rows.map((row) => ({ city: row.city, clinics: Number(row.clinics) }));
}

/** The listed clinics of one city (exact, as stored), by folded name. */
export async function listDirectorySpacesInCity(
  db: Executor,
  city: string,
  limit: number,
): Promise<DirectoryRow[]> {
  return listDirectorySpaces(db, { city, limit, offset: 0 });
}

/** Every listed clinic's route and last change, for /sitemap.xml. */
export async function listDirectoryRoutes(db: Executor): Promise<{ route: string; updatedAt: Date }[]> {
  const rows = await queryRows<{ route: string; updated_at: string | Date }>(
    db,
    sql`select s.route, s.updated_at from ${spaces} s
        where s.id in (select listed.id from (${listedSpaces(undefined)}) listed)
        order by s.route`,
  );
  return rows.map((row) => ({ route: row.route, updatedAt: new Date(row.updated_at) }));
}
