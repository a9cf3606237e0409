import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, MIGRATIONS_FOLDER, queryRows } from './database';
import { openPgliteFromTemplate } from './test-template';

// Migration 0056 rewrote citavet_fold and citavet_phone_digits in PL/pgSQL so that a statement no
// longer plans their SQL bodies on every call (decision 108). Their results must not move: generated
// columns and indexes hold values the old bodies computed. The old bodies, as 0009 wrote them, are
// created here under pg_temp and both versions answer the same inputs.

let handle: DatabaseHandle;

/** 0009's definition of `name`, renamed into pg_temp. */
async function originalDefinition(name: 'citavet_fold' | 'citavet_phone_digits'): Promise<string> {
  const text = await readFile(join(MIGRATIONS_FOLDER, '0009_clients-pets.sql'), 'utf8');
  const statement = text.split('--> statement-breakpoint').find((part) => part.includes(`FUNCTION ${name}(`));
  if (!statement) throw new Error(`0009 defines no ${name}`);
  return statement
    .replace(/^\s*--.*$/gm, '')
    .replace(`CREATE OR REPLACE FUNCTION ${name}(`, `CREATE FUNCTION pg_temp.original_${name}(`);
}

beforeAll(async () => {
  handle = await openPgliteFromTemplate(inject('pgliteTemplatePath'));
  for (const name of ['citavet_fold', 'citavet_phone_digits'] as const) {
    await handle.db.execute(sql.raw(await originalDefinition(name)));
  }
});

afterAll(async () => {
  await handle?.close();
});

const typedPhone = fc
  .tuple(
    fc.constantFrom('', '+', '00', '0', ' +', '(+', '+0'),
    fc.constantFrom('', '34', '598', '1', '54', '999', '351'),
    fc.array(fc.tuple(fc.constantFrom('', ' ', '-', '(', ')', '.'), fc.stringMatching(/^[0-9]{0,6}$/)), {
      maxLength: 4,
    }),
  )
  .map(([prefix, code, parts]) => prefix + code + parts.map(([sep, digits]) => sep + digits).join(''));
const typedName = fc.oneof(
  fc.string({ maxLength: 24 }),
  fc
    .array(fc.constantFrom('Á', 'é', 'Ñ', 'ü', 'ç', 'Ø', 'ß', 'a', 'Z', ' ', '-', "'", 'İ', 'œ'), {
      maxLength: 12,
    })
    .map((letters) => letters.join('')),
);

/** Both versions of `name` over `samples` (nulls included), in order. */
async function answersOf(name: string, samples: (string | null)[]) {
  const [row] = await queryRows<{ current: (string | null)[]; original: (string | null)[] }>(
    handle.db,
    sql`select array_agg(${sql.raw(name)}(raw) order by position) as current,
               array_agg(pg_temp.${sql.raw(`original_${name}`)}(raw) order by position) as original
          from jsonb_array_elements(${JSON.stringify(samples)}::jsonb) with ordinality as typed(value, position),
               lateral (select value #>> '{}' as raw) as unwrapped`,
  );
  return row;
}

describe('the folding functions in PL/pgSQL (migration 0056)', () => {
  it('fold names as 0009 did, nulls included', async () => {
    const samples = [null, '', ...fc.sample(typedName, 400)];
    const row = await answersOf('citavet_fold', samples);
    expect(row?.current).toEqual(row?.original);
    expect(row?.current).toHaveLength(samples.length);
  });

  it('read phone digits as 0009 did, nulls included', async () => {
    const samples = [null, '', ...fc.sample(fc.oneof(typedPhone, fc.string({ maxLength: 20 })), 400)];
    const row = await answersOf('citavet_phone_digits', samples);
    expect(row?.current).toEqual(row?.original);
    expect(row?.current).toHaveLength(samples.length);
  });

  it('are PL/pgSQL, immutable and keep their strictness', async () => {
    const rows = await queryRows<{
      proname: string;
      language: string;
      volatility: string;
      isStrict: boolean;
    }>(
      handle.db,
      sql`select p.proname, l.lanname as language, p.provolatile as volatility, p.proisstrict as "isStrict"
            from pg_proc p join pg_language l on l.oid = p.prolang
           where p.proname in ('citavet_fold', 'citavet_phone_digits')
             and p.pronamespace = 'public'::regnamespace
           order by p.proname`,
    );
    expect(rows).toEqual([
      { proname: 'citavet_fold', language: 'plpgsql', volatility: 'i', isStrict: true },
      { proname: 'citavet_phone_digits', language: 'plpgsql', volatility: 'i', isStrict: false },
    ]);
  });
});
