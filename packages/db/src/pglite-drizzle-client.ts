import type { PGlite, Results, Transaction } from '@electric-sql/pglite';
import { types } from '@electric-sql/pglite';

/**
 * The types drizzle reads as PostgreSQL's text and maps itself: drizzle-orm/pglite's session sends
 * one parser per type, each returning the text as it came, with every query. Timestamps, dates,
 * intervals, and the arrays numeric[], timestamp[], timestamptz[], interval[] and date[].
 */
export const DRIZZLE_TEXT_TYPES: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231,
  1115,
  1185,
  1187,
  1182,
];

/** The arrays among DRIZZLE_TEXT_TYPES whose element is one too (numeric's is not). */
const ARRAYS_OF_TEXT_TYPES: readonly (readonly [number, number])[] = [
  [1115, types.TIMESTAMP],
  [1185, types.TIMESTAMPTZ],
  [1187, types.INTERVAL],
  [1182, types.DATE],
];

type QueryOptions = Parameters<PGlite['query']>[2];
type Parser = (text: string, typeId?: number) => unknown;
const keepText: Parser = (text) => text;
/** The PGlite's own parsers for DRIZZLE_TEXT_TYPES, kept when they were replaced by keepText. */
const ownParsersOf = new WeakMap<PGlite, Map<number, Parser>>();

/**
 * PGlite answers a query that names parsers by copying its whole parser table (one entry per
 * type, about 400 once every table's array type is known) and the query's over it, for every
 * query: 100–140 µs of a 150 µs query, measured. So the PGlite drizzle is given already reads
 * DRIZZLE_TEXT_TYPES as text, and the parsers drizzle sends are dropped when they name exactly
 * those types (any other set is passed on as sent). `runWithOwnParsers` gives the statements the
 * app runs itself (`DatabaseHandle.run`) PGlite's own parsing, as before
 * (docs/decisions/127-pglite-reads-drizzles-text-types.md).
 */
export function drizzleClientOf(client: PGlite): PGlite {
  if (!ownParsersOf.has(client)) {
    const own = new Map(DRIZZLE_TEXT_TYPES.map((typeId) => [typeId, parserOf(client, typeId)]));
    // PGlite's array parsers look their element's parser up when they run, so an array of a type
    // read as text here would come out as text: `run` parses those with the element's own parser.
    for (const [arrayType, elementType] of ARRAYS_OF_TEXT_TYPES) {
      const element = own.get(elementType) ?? keepText;
      own.set(arrayType, (text) => types.arrayParser(text, element, arrayType));
    }
    ownParsersOf.set(client, own);
    for (const typeId of DRIZZLE_TEXT_TYPES) client.parsers[typeId] = keepText;
  }
  return withDrizzleOptions(client) as PGlite;
}

export async function runWithOwnParsers<T>(client: PGlite, text: string, values: unknown[]): Promise<T[]> {
  const result = await client.query<Record<string, unknown>>(text, values);
  const ownParsers = ownParsersOf.get(client);
  const reparsed = ownParsers
    ? result.fields.flatMap(({ name, dataTypeID }) => {
        const parse = ownParsers.get(dataTypeID);
        return parse ? [{ name, dataTypeID, parse }] : [];
      })
    : [];
  if (reparsed.length === 0) return result.rows as T[];
  return result.rows.map((row) => {
    const parsed = { ...row };
    for (const { name, dataTypeID, parse } of reparsed) {
      const value = row[name];
      parsed[name] = typeof value === 'string' ? parse(value, dataTypeID) : value;
    }
    return parsed as T;
  });
}

function parserOf(client: PGlite, typeId: number): Parser {
  const own = client.parsers[typeId] ?? types.parsers[typeId];
  return own ? (own as Parser) : keepText;
}

const isDrizzlesOwn = (parsers: object | undefined) => {
  if (!parsers) return false;
  const keys = Object.keys(parsers);
  return keys.length === DRIZZLE_TEXT_TYPES.length && DRIZZLE_TEXT_TYPES.every((typeId) => typeId in parsers);
};

function withoutDrizzleParsers(options: QueryOptions): QueryOptions {
  if (!options || !isDrizzlesOwn(options.parsers)) return options;
  const { parsers: _sent, ...rest } = options;
  return rest;
}

/**
 * What drizzle calls on its client (`query`, and `transaction`, whose callback queries through the
 * transaction), dropping drizzle's parsers. Nothing else is reachable through it.
 */
function withDrizzleOptions(client: PGlite): PGlite {
  const queryOf =
    (target: Pick<Transaction, 'query'>) =>
    <R>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<R>> =>
      target.query<R>(text, params, withoutDrizzleParsers(options));
  const view: Pick<PGlite, 'query' | 'transaction'> = {
    query: queryOf(client),
    transaction: (callback) =>
      client.transaction((tx) =>
        callback(Object.assign(Object.create(tx) as Transaction, { query: queryOf(tx) })),
      ),
  };
  return view as PGlite;
}
