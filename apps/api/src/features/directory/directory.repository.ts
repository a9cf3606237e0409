import { type Database, queryRows, type Transaction } from '@citavet/db/database';
import { directoryEntries } from '@citavet/db/schema/directory';
import { spaces } from '@citavet/db/schema/spaces';
import { sql } from 'drizzle-orm';

// The directory's pages and sitemap read the listed clinics from directory_entries (decision 050):
// one row per listed clinic, kept by the refresher.

type Executor = Database | Transaction;

/** The cities of the listed clinics, with how many each has: the directory's city pages. */
export async function listDirectoryCities(db: Executor): Promise<{ city: string; clinics: number }[]> {
  const rows = await queryRows<{ city: string; clinics: number }>(
    db,
    sql`select s.city, count(*)::int as clinics
        from ${directoryEntries} e join ${spaces} s on s.id = e.space_id and s.deleted_at is null
        where s.city is not null and btrim(s.city) <> ''
        group by s.city order by count(*) desc, s.city`,
  );
  return rows.map((row) => ({ city: row.city, clinics: Number(row.clinics) }));
}

/**
 * The city of a city page by its slug, as the city list names it (the spelling most of its clinics
 * use), with its clinics of that spelling; null when no listed clinic is there.
 */
export async function findDirectoryCity(
  db: Executor,
  slug: string,
): Promise<{ slug: string; name: string; clinics: number } | null> {
  const [row] = await queryRows<{ city: string; clinics: number }>(
    db,
    sql`select s.city, count(*)::int as clinics
        from ${directoryEntries} e join ${spaces} s on s.id = e.space_id
        where e.city_slug = ${slug} and s.city is not null and btrim(s.city) <> ''
        group by s.city order by count(*) desc, s.city limit 1`,
  );
  return row ? { slug, name: row.city, clinics: Number(row.clinics) } : null;
}

/** Every listed clinic's route and last change, for /sitemap.xml. */
export async function listDirectoryRoutes(db: Executor): Promise<{ route: string; updatedAt: Date }[]> {
  const rows = await queryRows<{ route: string; updated_at: string | Date }>(
    db,
    sql`select s.route, s.updated_at from ${directoryEntries} e join ${spaces} s on s.id = e.space_id
        and s.deleted_at is null where s.route is not null order by s.route`,
  );
  return rows.map((row) => ({ route: row.route, updatedAt: new Date(row.updated_at) }));
}
