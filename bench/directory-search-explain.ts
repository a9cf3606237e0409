// `tsx bench/directory-search-explain.ts [database]`: EXPLAIN (ANALYZE, BUFFERS) of the directory
// search statement for each kind the bench measures, at its size (50,000 clinics × 10 services) on
// PostgreSQL (decision 050 quotes the result). The database (default `citavet_explain_directory`)
// is created, migrated and seeded once and kept, so the plans can be read again after a change
// without seeding; drop it when done.
import { pathToFileURL } from 'node:url';
import { containsPattern } from '@citavet/domain/public/search-text';
import { type SQL, sql } from 'drizzle-orm';
import {
  type DirectorySearch,
  searchDirectory,
} from '../apps/api/src/features/directory/directory-search.repository';
import { CITIES, seedDirectory } from './directory-search.bench';
import { openKeptDatabase } from './kept-database';

async function openSeeded(name: string) {
  const database = await openKeptDatabase(name);
  const seeded = (await database.db.execute(
    sql`select count(*)::int as count from directory_entries`,
  )) as unknown as { rows: { count: number }[] };
  if ((seeded.rows[0]?.count ?? 0) === 0) await seedDirectory({ database } as never);
  return database;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const database = await openSeeded(process.argv[2] ?? 'citavet_explain_directory');
  const { db } = database;
  const [, latitude = 0, longitude = 0] = CITIES[3] ?? [];
  const near = { centre: { latitude: latitude + 0.03, longitude: longitude - 0.02 }, radiusKm: 25 };
  const now = new Date();
  const searches: [string, Omit<DirectorySearch, 'now' | 'limit'>][] = [
    ["text 'huellas'", { pattern: containsPattern('huellas') }],
    ["text 'vacunacion' (every clinic matches)", { pattern: containsPattern('vacunacion') }],
    ['near me (25 km, Sevilla)', { near }],
    ["near me + 'disponible hoy'", { near, available: 'hoy' }],
    ["'disponible hoy' (country)", { available: 'hoy' }],
    ["'disponible hoy' + gato", { available: 'hoy', species: 'gato' }],
    ["'abierto ahora'", { isOpenNow: true }],
  ];
  // The search runs one statement through `execute`: it is explained, then run.
  const explaining = {
    execute: async (query: SQL) => {
      const plan = (await db.execute(sql`explain (analyze, buffers, costs off) ${query}`)) as unknown as {
        rows: { 'QUERY PLAN': string }[];
      };
      console.log(plan.rows.map((line) => line['QUERY PLAN']).join('\n'));
      return db.execute(query);
    },
  };
  for (const [label, search] of searches) {
    console.log(`\n===== ${label}`);
    const rows = await searchDirectory(explaining as never, { ...search, now, limit: 21 });
    console.log(`-> ${rows.length} rows`);
  }
  await database.close();
}
