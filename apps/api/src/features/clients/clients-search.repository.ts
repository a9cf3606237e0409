import type { Database, Transaction } from '@citavet/db/database';
import { clients } from '@citavet/db/schema/bookings';
import { pets } from '@citavet/db/schema/pets';
import type { Client } from '@citavet/domain/clients/client.schema';
import { type SQL, sql } from 'drizzle-orm';
import { clientsByIds, documentKeyOf } from './clients.repository';

type Executor = Database | Transaction;

/** What a search looks for: the text as typed, and its phone and microchip readings if any. */
export type ClientSearch = { text: string; phoneDigits: string | null; digits: string | null };

/**
 * Up to this many matching clients are counted; past it the total says "at least" (`hasMore`).
 * Counting every match of a word most records share was what made such a search take a second.
 */
export const SEARCH_COUNT_CAP = 500;
/** Rows read from one branch of the match before ranking, when the matches are too many to rank. */
const CANDIDATES_PER_BRANCH = 200;

/** LIKE patterns take the user's text literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

type Branches = { strong: SQL[]; word: SQL[]; fuzzy: SQL[] };

/**
 * The ways a client matches, by the best rank each can give: `strong` (exact or prefix: ranks 0–1,
 * btree ranges of migration 0006), `word` (a word of a name starts with the text: rank 2) and
 * `fuzzy` (contains, or word similarity: rank 3, trigram indexes of migration 0005). Every client
 * a branch finds is found by a `fuzzy` branch too, so the fuzzy branches alone are the whole match.
 */
function matchBranches(spaceId: string, search: ClientSearch, includeArchived: boolean): Branches {
  const active = includeArchived ? sql`` : sql`and c.archived_at is null`;
  const ofClients = (condition: SQL) =>
    sql`select c.id from ${clients} c where c.space_id = ${spaceId} ${active} and ${condition}`;
  const ofPets = (condition: SQL) =>
    includeArchived
      ? sql`select p.client_id as id from ${pets} p where p.space_id = ${spaceId} and ${condition}`
      : sql`select p.client_id as id from ${pets} p join ${clients} c on c.id = p.client_id
          where p.space_id = ${spaceId} and c.archived_at is null and ${condition}`;
  const prefix = `${escapeLike(search.text)}%`;
  const foldedPrefix = sql`citavet_fold(${prefix})`;
  const wordPrefix = sql`'% ' || citavet_fold(${prefix})`;
  const contains = sql`'%' || citavet_fold(${escapeLike(search.text)}) || '%'`;
  const folded = sql`citavet_fold(${search.text})`;
  const documentKey = documentKeyOf(search.text);

  const strong = [
    ofClients(sql`c.name_folded like ${foldedPrefix}`),
    ofClients(sql`lower(c.email) like lower(${prefix})`),
    ofPets(sql`p.name_folded like ${foldedPrefix}`),
  ];
  const fuzzy = [
    ofClients(sql`(c.name_folded like ${contains} or ${folded} <% c.name_folded)`),
    ofClients(sql`lower(c.email) like ${contains}`),
    ofClients(sql`citavet_fold(c.document_id) like ${contains}`),
    ofPets(sql`(p.name_folded like ${contains} or ${folded} <% p.name_folded)`),
  ];
  if (documentKey) {
    const byKey = ofClients(
      sql`regexp_replace(lower(c.document_id), '[^0-9a-z]', '', 'g') = ${documentKey}`,
    );
    strong.push(byKey);
    fuzzy.push(byKey);
  }
  if (search.phoneDigits) {
    strong.push(ofClients(sql`c.phone_digits like ${`${escapeLike(search.phoneDigits)}%`}`));
    fuzzy.push(ofClients(sql`c.phone_digits like ${`%${escapeLike(search.phoneDigits)}%`}`));
  }
  if (search.digits) {
    strong.push(ofPets(sql`p.microchip = ${search.digits}`));
    fuzzy.push(ofPets(sql`p.microchip like ${`${search.digits}%`}`));
  }
  const word = [
    ofClients(sql`c.name_folded like ${wordPrefix}`),
    ofPets(sql`p.name_folded like ${wordPrefix}`),
  ];
  return { strong, word, fuzzy };
}

/** Each branch read up to `perBranch` rows, one after the other, as distinct client ids. */
async function readBranches(db: Executor, branches: SQL[], perBranch: number): Promise<string[]> {
  const limited = branches.map((branch) => sql`(${branch} limit ${perBranch})`);
  const result = (await db.execute(
    sql`select distinct id from (${sql.join(limited, sql` union all `)}) as matched`,
  )) as unknown as { rows: { id: string }[] };
  return result.rows.map((row) => row.id);
}

/** 0 exact, 1 prefix of the field, 2 prefix of one of its words, 3 anything fuzzier. */
function fieldRank(field: SQL, value: string): SQL {
  const prefix = `${escapeLike(value)}%`;
  return sql`case when ${field} = citavet_fold(${value}) then 0
    when ${field} like citavet_fold(${prefix}) then 1
    when ${field} like '% ' || citavet_fold(${prefix}) then 2
    else 3 end`;
}

function searchRank(search: ClientSearch): SQL {
  const documentKey = documentKeyOf(search.text);
  const parts: SQL[] = [
    sql`(${fieldRank(sql`c.name_folded`, search.text)})`,
    sql`case when lower(c.email) = lower(${search.text}) then 0
      when lower(c.email) like lower(${`${escapeLike(search.text)}%`}) then 1 end`,
    sql`case when ${documentKey} <> '' and regexp_replace(lower(c.document_id), '[^0-9a-z]', '', 'g') = ${documentKey} then 0 end`,
    sql`(select min(case when p.microchip = ${search.digits ?? ''} then 0 else ${fieldRank(sql`p.name_folded`, search.text)} end)
      from ${pets} p where p.client_id = c.id)`,
  ];
  if (search.phoneDigits) {
    parts.push(sql`case when c.phone_digits = ${search.phoneDigits} then 0
      when c.phone_digits like ${`${escapeLike(search.phoneDigits)}%`} then 1 end`);
  }
  return sql`least(${sql.join(parts, sql`, `)})`;
}

/** The candidates in rank order: best rank, then the closest name, then name, then id. */
async function rankPage(
  db: Executor,
  search: ClientSearch,
  candidates: string[],
  page: { limit: number; offset: number },
): Promise<string[]> {
  if (candidates.length === 0) return [];
  const result = (await db.execute(sql`
    select c.id from ${clients} c
    where c.id = any(${`{${candidates.join(',')}}`}::uuid[])
    order by ${searchRank(search)}, similarity(c.name_folded, citavet_fold(${search.text})) desc,
      c.name_folded, c.id
    limit ${page.limit} offset ${page.offset}`)) as unknown as { rows: { id: string }[] };
  return result.rows.map((row) => row.id);
}

/**
 * A search's page and its total. When the space has at most SEARCH_COUNT_CAP matches they are all
 * ranked (the exact ranking). With more, the total is SEARCH_COUNT_CAP with `hasMore`, and the
 * page is ranked among candidates read tier by tier (exact and prefix first, then word prefix, then
 * fuzzy), each branch capped at CANDIDATES_PER_BRANCH rows and the later tiers read only while the
 * earlier ones hold fewer than the page needs: within a tier bigger than that cap, the page is the
 * best among the rows its indexes gave first (folded-name order for names), not among all of them.
 */
export async function searchClientsByText(
  db: Executor,
  spaceId: string,
  options: { search: ClientSearch; includeArchived: boolean; limit: number; offset: number },
): Promise<{ clients: Client[]; total: number; hasMore: boolean }> {
  const { search } = options;
  const branches = matchBranches(spaceId, search, options.includeArchived);
  const needed = options.offset + options.limit;
  // Exact and prefix matches first (btree ranges that stop at the cap): past the cap, a word many
  // records share never reaches the trigram indexes.
  const strong = await readBranches(db, branches.strong, Math.max(SEARCH_COUNT_CAP + 1, needed));
  if (strong.length <= SEARCH_COUNT_CAP) {
    // The fuzzy branches are the whole match; each stops after SEARCH_COUNT_CAP + 1 rows.
    const everyMatch = await readBranches(db, branches.fuzzy, SEARCH_COUNT_CAP + 1);
    if (everyMatch.length <= SEARCH_COUNT_CAP) {
      const ids = await rankPage(db, search, everyMatch, options);
      return { clients: await clientsByIds(db, ids), total: everyMatch.length, hasMore: false };
    }
  }
  const candidates = new Set(strong);
  const perBranch = Math.max(CANDIDATES_PER_BRANCH, needed);
  for (const tier of [branches.word, branches.fuzzy]) {
    if (candidates.size >= needed) break;
    for (const id of await readBranches(db, tier, perBranch)) candidates.add(id);
  }
  const ids = await rankPage(db, search, [...candidates], options);
  return { clients: await clientsByIds(db, ids), total: SEARCH_COUNT_CAP, hasMore: true };
}
