import type { DatabaseHandle } from '@citavet/db/database';
import { clients } from '@citavet/db/schema/bookings';
import { pets } from '@citavet/db/schema/pets';
import { preparedStatementOf } from '@citavet/db/statement-text';
import type { Client } from '@citavet/domain/clients/client.schema';
import { documentKeyOf } from '@citavet/domain/clients/client-import-plan';
import { hasSeveralMatchableWords } from '@citavet/domain/clients/name-words';
import { type SQL, sql } from 'drizzle-orm';
import { type PetJson, petRecordsOf, petsJsonOf, toClient } from './clients.repository';
import { similarByWordPairs } from './clients-similar-names.repository';

/**
 * Runs one of the search's statements prepared, with its generic plan: each shape of statement is
 * planned once per connection. Planned for its values, a search spent more time planning (1.6–2.5 ms
 * in 3–4 statements) than running; the statements are written so the generic plan uses the same
 * indexes (prefixes as ranges of parameters, decision 066).
 */
async function runSearchStatement<T>(database: DatabaseHandle, fragment: SQL): Promise<T[]> {
  const { statement, values } = preparedStatementOf(fragment, {
    prefix: 'client_search',
    isGenericPlan: true,
  });
  return database.run<T>(statement, values);
}

/** What a search looks for: the text as typed, and its phone and microchip readings if any. */
export type ClientSearch = { text: string; phoneDigits: string | null; digits: string | null };

/**
 * Up to this many matching clients are counted; past it the total says "at least" (`hasMore`).
 * Counting every match of a word most records share was what made such a search take a second.
 */
export const SEARCH_COUNT_CAP = 500;
/** Rows read from one branch of the match before ranking, when the matches are too many to rank. */
const CANDIDATES_PER_BRANCH = 100;

/**
 * The folded form of a value, computed once per statement: in a generic plan `citavet_fold($1)` is
 * not folded at planning time and runs again for every row it is compared with (unaccent, a few µs
 * each); a scalar subquery is an init plan, run once.
 */
const foldOnce = (value: string) => sql`(select citavet_fold(${value}))`;

/** LIKE patterns take the user's text literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** One way to match, read up to `limit` client ids. */
type Branch = (limit: number) => SQL;
type Branches = { strong: Branch[]; word: Branch[]; fuzzy: Branch[]; isFullName: boolean };

/**
 * The ways a client matches, by the best rank each can give: `strong` (exact or prefix: ranks 0–1,
 * btree ranges), `word` (a word of a name starts with the text: rank 2, trigram GIN) and `fuzzy`
 * (contains, or word similarity `<%`: rank 3). Plans: docs/decisions/060-client-search-plans.md.
 */
function matchBranches(spaceId: string, search: ClientSearch, includeArchived: boolean): Branches {
  const active = includeArchived ? sql`` : sql`and c.archived_at is null`;
  const ofClients =
    (condition: SQL, order = sql``): Branch =>
    (limit) =>
      sql`select c.id from ${clients} c where c.space_id = ${spaceId} ${active} and ${condition}
        ${order} limit ${limit}`;
  const ofPets =
    (condition: SQL, order = sql``): Branch =>
    (limit) =>
      includeArchived
        ? sql`select p.client_id as id from ${pets} p where p.space_id = ${spaceId} and ${condition}
          ${order} limit ${limit}`
        : sql`select p.client_id as id from ${pets} p join ${clients} c on c.id = p.client_id
          where p.space_id = ${spaceId} and c.archived_at is null and ${condition} ${order} limit ${limit}`;
  const foldedText = foldOnce(search.text);
  // Similar names: within the word-similarity threshold (`<%`), nearest first (`<<->`). One word
  // (a typo: "gonzales") walks the GiST index nearest first and stops at the LIMIT (thousands of
  // names share a surname: sorting them all took 160 ms). The GiST index is on
  // `name_folded || ' '` (same trigrams), so the plain column reaches only GIN, and no contains or
  // prefix branch is ever planned on GiST (4–7 ms a branch). A text of two words or more of three
  // letters or more (a full name) takes the word pairs instead (decision 064).
  const isOneWord = !/\s/.test(search.text);
  const similarityKey = (column: SQL) => (isOneWord ? sql`(${column} || ' ')` : column);
  const similar = (column: SQL) => ({
    condition: sql`${foldedText} <% ${similarityKey(column)}`,
    order: sql`order by ${foldedText} <<-> ${similarityKey(column)}`,
  });
  const similarClient = similar(sql`c.name_folded`);
  const similarPet = similar(sql`p.name_folded`);
  const isFullName = hasSeveralMatchableWords(search.text);
  const similarClients = isFullName
    ? similarByWordPairs(spaceId, search.text, 'client', active)
    : ofClients(similarClient.condition, similarClient.order);
  const similarPets = isFullName
    ? similarByWordPairs(spaceId, search.text, 'pet', active)
    : ofPets(similarPet.condition, similarPet.order);
  // Prefixes are byte ranges (`~>=~`, `~<~`: the pattern operators of the btree indexes) of a value
  // the statement computes, not LIKE patterns built here: a range of a parameter is an index range
  // in a generic plan too, so the statement is planned once per connection (decision 066).
  const startsWith = (column: SQL, value: SQL) =>
    sql`(${column} ~>=~ ${value} and ${column} ~<~ (${value} || chr(1114111)))`;
  const contains = sql`'%' || ${foldOnce(escapeLike(search.text))} || '%'`;
  const documentKey = documentKeyOf(search.text);

  const strong = [
    ofClients(startsWith(sql`c.name_folded`, foldedText)),
    ofClients(startsWith(sql`lower(c.email)`, sql`lower(${search.text})`)),
    ofPets(startsWith(sql`p.name_folded`, foldedText)),
  ];
  // A full name's word prefixes and contained texts are names holding its words, which its word
  // pairs find (and the page ranks the same way): reading them too cost two trigram scans of the
  // name's common trigrams (≈ 2 ms) and a round trip. A text without letters (a phone, a chip) is
  // not how a word of a name starts; containing it still finds such a name.
  const hasLetters = /\p{L}/u.test(search.text);
  const word =
    isFullName || !hasLetters
      ? []
      : [
          ofClients(sql`c.name_folded like ${sql`'% ' || ${foldOnce(`${escapeLike(search.text)}%`)}`}`),
          ofPets(sql`p.name_folded like ${sql`'% ' || ${foldOnce(`${escapeLike(search.text)}%`)}`}`),
        ];
  // An e-mail address holds no spaces: a text with one is not in any.
  const fuzzy = /\s/.test(search.text) ? [] : [ofClients(sql`lower(c.email) like ${contains}`)];
  fuzzy.push(ofClients(sql`citavet_fold(c.document_id) like ${contains}`));
  if (!isFullName) {
    fuzzy.push(ofClients(sql`c.name_folded like ${contains}`), ofPets(sql`p.name_folded like ${contains}`));
  }
  // A text without letters (a phone, a chip, a document number) is never "similar" to a name:
  // containing it is the only way a name matches it.
  if (hasLetters) fuzzy.push(similarClients, similarPets);
  if (documentKey) {
    strong.push(ofClients(sql`regexp_replace(lower(c.document_id), '[^0-9a-z]', '', 'g') = ${documentKey}`));
  }
  if (search.phoneDigits) {
    strong.push(ofClients(startsWith(sql`c.phone_digits`, sql`${search.phoneDigits}::text`)));
    fuzzy.push(ofClients(sql`c.phone_digits like ${`%${escapeLike(search.phoneDigits)}%`}`));
  }
  if (search.digits) {
    strong.push(ofPets(sql`p.microchip = ${search.digits}`));
    fuzzy.push(ofPets(startsWith(sql`p.microchip`, sql`${search.digits}::text`)));
  }
  return { strong, word, fuzzy, isFullName };
}

/** A branch of a tier with how many rows it reads. */
type TierBranch = { branch: Branch; limit: number };

/**
 * The branches of a tier, each read up to its limit, in one statement: `counted` is every distinct
 * client found, `candidates` those among the first `rankedPerBranch` rows of each branch, and
 * `isTruncated` whether a branch reached its limit (so more may exist).
 */
async function readTier(database: DatabaseHandle, tier: TierBranch[], rankedPerBranch: number) {
  if (tier.length === 0) return { counted: [], candidates: [], isTruncated: false };
  const parts = tier.map(
    ({ branch, limit }, index) =>
      sql`(select ${index}::int as branch, row_number() over () as position, id from (${branch(limit)}) as b)`,
  );
  const rows = await runSearchStatement<{ branch: number; position: string; id: string }>(
    database,
    sql`${sql.join(parts, sql` union all `)}`,
  );
  const found = new Map<number, number>();
  for (const row of rows) found.set(row.branch, (found.get(row.branch) ?? 0) + 1);
  return {
    counted: rows.map((row) => row.id),
    candidates: rows.filter((row) => Number(row.position) <= rankedPerBranch).map((row) => row.id),
    isTruncated: [...found.entries()].some(([index, count]) => count >= (tier[index]?.limit ?? 0)),
  };
}

/** 0 exact, 1 prefix of the field, 2 prefix of one of its words, 3 anything fuzzier. */
function fieldRank(field: SQL, value: string): SQL {
  const prefix = `${escapeLike(value)}%`;
  return sql`case when ${field} = ${foldOnce(value)} then 0
    when ${field} like ${foldOnce(prefix)} then 1
    when ${field} like '% ' || ${foldOnce(prefix)} then 2
    else 3 end`;
}

/**
 * The best rank of each candidate's pets (name or microchip), in one grouped read of the candidates'
 * pets: as a correlated subquery per candidate it was 100 executor runs (≈ 5 ms for "mar", decision
 * 064). Joined to the candidates as `pet_rank`.
 */
function petRanks(search: ClientSearch, candidateIds: SQL): SQL {
  return sql`(select p.client_id,
      min(case when p.microchip = ${search.digits ?? ''} then 0 else ${fieldRank(sql`p.name_folded`, search.text)} end) as rank
    from ${pets} p where p.client_id = any(${candidateIds}) group by p.client_id)`;
}

function searchRank(search: ClientSearch): SQL {
  const documentKey = documentKeyOf(search.text);
  const parts: SQL[] = [
    sql`(${fieldRank(sql`c.name_folded`, search.text)})`,
    sql`case when lower(c.email) = lower(${search.text}) then 0
      when lower(c.email) like lower(${`${escapeLike(search.text)}%`}) then 1 end`,
    sql`case when ${documentKey} <> '' and regexp_replace(lower(c.document_id), '[^0-9a-z]', '', 'g') = ${documentKey} then 0 end`,
    sql`pet_rank.rank`,
  ];
  if (search.phoneDigits) {
    parts.push(sql`case when c.phone_digits = ${search.phoneDigits} then 0
      when c.phone_digits like ${`${escapeLike(search.phoneDigits)}%`} then 1 end`);
  }
  return sql`least(${sql.join(parts, sql`, `)})`;
}

/** A client row as raw SQL answers it (snake case), with its pets as JSON. */
type RankedRow = {
  id: string;
  space_id: string;
  name: string;
  name_folded: string;
  email: string | null;
  phone: string | null;
  phone_digits: string | null;
  whatsapp: string | null;
  document_id: string | null;
  address: string | null;
  notes: string | null;
  reminder_consent_at: Date | string | null;
  reminders_unsubscribed_at: Date | string | null;
  marketing_consent_at: Date | string | null;
  archived_at: Date | string | null;
  erased_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  pets: PetJson[] | string;
};

const instant = (value: Date | string) => (value instanceof Date ? value : new Date(value));
const maybeInstant = (value: Date | string | null) => (value === null ? null : instant(value));

function toRankedClient(row: RankedRow): Client {
  return toClient(
    {
      id: row.id,
      spaceId: row.space_id,
      name: row.name,
      nameFolded: row.name_folded,
      email: row.email,
      phone: row.phone,
      phoneDigits: row.phone_digits,
      whatsapp: row.whatsapp,
      documentId: row.document_id,
      address: row.address,
      notes: row.notes,
      reminderConsentAt: maybeInstant(row.reminder_consent_at),
      remindersUnsubscribedAt: maybeInstant(row.reminders_unsubscribed_at),
      marketingConsentAt: maybeInstant(row.marketing_consent_at),
      archivedAt: maybeInstant(row.archived_at),
      erasedAt: maybeInstant(row.erased_at),
      createdAt: instant(row.created_at),
      updatedAt: instant(row.updated_at),
    },
    petRecordsOf(row.pets),
  );
}

/**
 * The candidates in rank order (best rank, then the closest name, then name, then id), the page's
 * clients read with their pets in the same statement: one round trip instead of three.
 */
async function rankPage(
  database: DatabaseHandle,
  search: ClientSearch,
  candidates: string[],
  page: { limit: number; offset: number },
): Promise<Client[]> {
  if (candidates.length === 0) return [];
  const candidateIds = sql`${`{${candidates.join(',')}}`}::uuid[]`;
  const rows = await runSearchStatement<RankedRow>(
    database,
    sql`
    select c.id, c.space_id, c.name, c.name_folded, c.email, c.phone, c.phone_digits, c.whatsapp,
      c.document_id, c.address, c.notes, c.reminder_consent_at, c.reminders_unsubscribed_at, c.marketing_consent_at, c.archived_at, c.erased_at,
      c.created_at, c.updated_at,
      ${petsJsonOf(sql`c.id`)} as pets
    from ${clients} c left join ${petRanks(search, candidateIds)} as pet_rank on pet_rank.client_id = c.id
    where c.id = any(${candidateIds})
    order by ${searchRank(search)}, similarity(c.name_folded, ${foldOnce(search.text)}) desc,
      c.name_folded, c.id
    limit ${page.limit} offset ${page.offset}`,
  );
  return rows.map(toRankedClient);
}

/**
 * A search's page and its total, tier by tier: exact and prefix matches, then word prefixes, then
 * fuzzy ones, a later tier read only while the earlier ones hold fewer clients than the page needs
 * (offset + limit). The total counts the clients found in the tiers read, up to SEARCH_COUNT_CAP;
 * `hasMore` says there may be more (a tier not read, or a branch that reached its limit), so the
 * total is "at least". Ranking is exact among the candidates: every client of the tiers read when
 * each branch has at most CANDIDATES_PER_BRANCH matches (or the page's offset + limit, if more);
 * past that, a tier's page is the best of the rows its index gave first (folded-name order).
 */
export async function searchClientsByText(
  database: DatabaseHandle,
  spaceId: string,
  options: { search: ClientSearch; includeArchived: boolean; limit: number; offset: number },
): Promise<{ clients: Client[]; total: number; hasMore: boolean }> {
  const { search } = options;
  const branches = matchBranches(spaceId, search, options.includeArchived);
  const needed = options.offset + options.limit;
  const rankedPerBranch = Math.max(CANDIDATES_PER_BRANCH, needed);
  const counted = new Set<string>();
  const candidates = new Set<string>();
  let hasMore = false;
  // Exact, prefix and word-prefix branches walk btree or GIN entries cheaply up to the count cap;
  // the fuzzy ones (nearest names first, contains) only as far as the page needs, plus one to
  // know whether more exist: the nearest-name scan costs in proportion to the rows it returns.
  const upToCap = (tier: Branch[]) =>
    tier.map((branch) => ({ branch, limit: Math.max(SEARCH_COUNT_CAP + 1, needed) }));
  const upToPage = (tier: Branch[]) => tier.map((branch) => ({ branch, limit: needed + 1 }));
  // A full name's exact and prefix matches rarely fill a page: its fuzzy tier (word pairs) is read
  // in the same statement, one round trip fewer.
  const tiers = branches.isFullName
    ? [[...upToCap(branches.strong), ...upToPage(branches.fuzzy)]]
    : [upToCap(branches.strong), upToCap(branches.word), upToPage(branches.fuzzy)];
  for (const [index, tier] of tiers.entries()) {
    const read = await readTier(database, tier, rankedPerBranch);
    for (const id of read.counted) counted.add(id);
    for (const id of read.candidates) candidates.add(id);
    hasMore ||= read.isTruncated;
    if (candidates.size >= needed || counted.size > SEARCH_COUNT_CAP) {
      hasMore ||= index < tiers.length - 1;
      break;
    }
  }
  const page = await rankPage(database, search, [...candidates], options);
  const total = Math.min(counted.size, SEARCH_COUNT_CAP);
  return { clients: page, total, hasMore: hasMore || counted.size > total };
}
