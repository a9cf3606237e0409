import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { type DatabaseHandle, PGLITE_EXTENSIONS, pgliteHandle, queryRows } from './database';
import { DRIZZLE_TEXT_TYPES } from './pglite-drizzle-client';
import { spaces } from './schema/spaces';

// The PGlite handle sends drizzle's queries without drizzle's parsers (pglite-drizzle-client.ts):
// drizzle must still read its types as PostgreSQL's text, and `run` must still get PGlite's own
// parsing (a Date for a timestamptz).

let handle: DatabaseHandle;
let client: PGlite;

const loadTemplate = async () =>
  PGlite.create({
    extensions: PGLITE_EXTENSIONS,
    loadDataDir: new Blob([await readFile(inject('pgliteTemplatePath'))]),
  });

const VALUES_TEXT = `select '2026-03-29 01:30:00'::timestamp as "timestamp",
  '2026-03-29 01:30:00+00'::timestamptz as "timestamptz", '1 day 02:00:00'::interval as "interval",
  '2026-03-29'::date as "date", '{1.50,2}'::numeric[] as "numerics",
  array['2026-03-29 01:30:00'::timestamp] as "timestamps",
  array['2026-03-29 01:30:00+00'::timestamptz] as "timestamptzs",
  array['1 day'::interval] as "intervals", array['2026-03-29'::date] as "dates",
  42::int as "int", '{"a":1}'::jsonb as "json", null::timestamptz as "missing"`;
const VALUES = sql.raw(VALUES_TEXT);
const AS_TEXT = {
  timestamp: '2026-03-29 01:30:00',
  timestamptz: '2026-03-29 01:30:00+00',
  interval: '1 day 02:00:00',
  date: '2026-03-29',
  numerics: '{1.50,2}',
  timestamps: '{"2026-03-29 01:30:00"}',
  timestamptzs: '{"2026-03-29 01:30:00+00"}',
  intervals: '{"1 day"}',
  dates: '{2026-03-29}',
  int: 42,
  json: { a: 1 },
  missing: null,
};

beforeAll(async () => {
  client = await loadTemplate();
  await client.exec(`set time zone 'UTC'`);
  handle = pgliteHandle(client);
}, 120_000);
afterAll(() => handle.close());

describe('the PGlite that drizzle queries through', () => {
  it('gives drizzle its types as text, in raw queries and in transactions', async () => {
    expect(await queryRows(handle.db, VALUES)).toEqual([AS_TEXT]);
    const inTransaction = await handle.db.transaction((tx) => queryRows(tx, VALUES));
    expect(inTransaction).toEqual([AS_TEXT]);
  });

  it('maps a timestamptz column to a Date through drizzle, as its schema says', async () => {
    const [space] = await handle.db
      .insert(spaces)
      .values({ name: 'Parsers', createdAt: new Date('2026-03-29T01:30:00.123Z') })
      .returning({ id: spaces.id });
    const [read] = await handle.db
      .select({ createdAt: spaces.createdAt })
      .from(spaces)
      .where(eq(spaces.id, space?.id ?? ''));
    expect(read?.createdAt).toEqual(new Date('2026-03-29T01:30:00.123Z'));
  });

  it('keeps PGlite’s own parsing for the statements the app runs itself', async () => {
    const plain = await loadTemplate();
    try {
      await plain.exec(`set time zone 'UTC'`);
      const [expected] = (await plain.query<Record<string, unknown>>(VALUES_TEXT)).rows;
      const [ran] = await handle.run<Record<string, unknown>>({ name: 'parsers', text: VALUES_TEXT }, []);
      expect(ran).toEqual(expected);
      expect(ran?.timestamptz).toEqual(new Date('2026-03-29T01:30:00Z'));
      expect(ran?.timestamptzs).toEqual([new Date('2026-03-29T01:30:00Z')]);
    } finally {
      await plain.close();
    }
  }, 60_000);

  it('sends drizzle’s queries without drizzle’s parsers, and other parsers as sent', async () => {
    const query = vi.spyOn(client, 'query');
    try {
      await handle.db.execute(sql`select 1`);
      await handle.db.select({ id: spaces.id }).from(spaces).limit(1);
      await handle.db.transaction(async (tx) => tx.execute(sql`select 1`));
      expect(query.mock.calls.length).toBe(2);
      for (const call of query.mock.calls) expect(call[2]).not.toHaveProperty('parsers');
    } finally {
      query.mockRestore();
    }
    const view = (handle.db as unknown as { $client: PGlite }).$client;
    const other = { [DRIZZLE_TEXT_TYPES[0] ?? 0]: (text: string) => `<${text}>` };
    const [row] = (
      await view.query<{ t: string }>(`select '2026-01-01 00:00'::timestamp as t`, [], { parsers: other })
    ).rows;
    expect(row?.t).toBe('<2026-01-01 00:00:00>');
  });
});
