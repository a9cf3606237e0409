import type { DatabaseHandle } from '@citavet/db/database';
import { clients } from '@citavet/db/schema/bookings';
import { pets } from '@citavet/db/schema/pets';
import type { Client } from '@citavet/domain/clients/client.schema';
import { documentKeyOf } from '@citavet/domain/clients/client-import-plan';
import { hasSeveralMatchableWords } from '@citavet/domain/clients/name-words';
import { type SQL, sql } from 'drizzle-orm';
import {
  type ClientSearch,
  escapeLike,
  foldOnce,
  rankPage,
  runSearchStatement,
} from './clients-search-rank.repository';
import { similarByWordPairs } from './clients-similar-names.repository';

export type { ClientSearch } from './clients-search-rank.repository';

/**
 * Up to this many matching clients are counted; past it the total says "at least" (`hasMore`).
 * Counting every match of a word most records share was what made such a search take a second.
 */
export const SEARCH_COUNT_CAP = 500;
/** Rows read from one branch of the match before ranking, when the matches are too many to rank. */
const CANDIDATES_PER_BRANCH = 100;

/** One way to match, read up to `limit` client ids; `isPet` when it matches the clients' pets. */
type Branch = ((limit: number) => SQL) & { isPet?: true };
const ofPet = (branch: (limit: number) => SQL): Branch => Object.assign(branch, { isPet: true as const });
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
  const ofPets = (condition: SQL, order = sql``): Branch =>
    ofPet((limit) =>
      includeArchived
        ? sql`select p.client_id as id from ${pets} p where p.space_id = ${spaceId} and ${condition}
          ${order} limit ${limit}`
        : sql`select p.client_id as id from ${pets} p join ${clients} c on c.id = p.client_id
          where p.space_id = ${spaceId} and c.archived_at is null and ${condition} ${order} limit ${limit}`,
    );
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
    ? ofPet(similarByWordPairs(spaceId, search.text, 'pet', active))
    : ofPets(similarPet.condition, similarPet.order);
  // Prefixes are byte ranges (`~>=~`, `~<~`: the pattern operators of the btree indexes) of a value
  // the statement computes, not LIKE patterns built here: a range of a parameter is an index range
  // in a generic plan too, so the statement is planned once per connection (decision 066).
  // A prefix branch reads in the index's own order (`using ~<~`), so its first rows, the ones
  // ranked when it has too many, start with the text itself (an exact match sorts first). Without
  // the order, a plan that scans the table (a small space, a common prefix) gave them in storage
  // order and an exact match could fall outside the rows ranked.
  const startsWith = (column: SQL, value: SQL): [SQL, SQL] => [
    sql`(${column} ~>=~ ${value} and ${column} ~<~ (${value} || chr(1114111)))`,
    sql`order by ${column} using ~<~`,
  ];
  const contains = sql`'%' || ${foldOnce(escapeLike(search.text))} || '%'`;
  const documentKey = documentKeyOf(search.text);

  const strong = [
    ofClients(...startsWith(sql`c.name_folded`, foldedText)),
    ofClients(...startsWith(sql`lower(c.email)`, sql`lower(${search.text})`)),
    ofPets(...startsWith(sql`p.name_folded`, foldedText)),
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
    strong.push(ofClients(...startsWith(sql`c.phone_digits`, sql`${search.phoneDigits}::text`)));
    fuzzy.push(ofClients(sql`c.phone_digits like ${`%${escapeLike(search.phoneDigits)}%`}`));
  }
  if (search.digits) {
    strong.push(ofPets(sql`p.microchip = ${search.digits}`));
    fuzzy.push(ofPets(...startsWith(sql`p.microchip`, sql`${search.digits}::text`)));
  }
  return { strong, word, fuzzy, isFullName };
}

/** A branch of a tier with how many rows it reads. */
type TierBranch = { branch: Branch; limit: number };

/**
 * The branches of a tier, each read up to its limit, in one statement that answers one row:
 * `counted` is every distinct client found (null when they are more than SEARCH_COUNT_CAP: only
 * their number matters then), `candidates` those among the first `rankedPerBranch` rows of each
 * branch, `isTruncated` whether a branch reached its limit (so more may exist), `hasPetMatches`
 * whether a branch of pets found any. Sending the found rows themselves cost more than finding
 * them: 501 rows for "mar", ≈ 0.4 ms of transfer and parsing.
 */
async function readTier(database: DatabaseHandle, tier: TierBranch[], rankedPerBranch: number) {
  if (tier.length === 0) return { counted: [], candidates: [], isTruncated: false, hasPetMatches: false };
  const parts = tier.map(
    ({ branch, limit }, index) =>
      sql`(select ${index}::int as branch, row_number() over () as position, id from (${branch(limit)}) as b)`,
  );
  const [row] = await runSearchStatement<{
    counted: string[] | null;
    candidates: string[] | null;
    branch_counts: Record<string, number> | null;
  }>(
    database,
    sql`with found as (${sql.join(parts, sql` union all `)})
      select
        (select coalesce(array_agg(distinct f.id), '{}')::text[] from found f
          having count(distinct f.id) <= ${SEARCH_COUNT_CAP}) as counted,
        (select array_agg(distinct f.id)::text[] from found f where f.position <= ${rankedPerBranch}) as candidates,
        (select json_object_agg(b.branch, b.found) from
          (select f.branch, count(*) as found from found f group by f.branch) b) as branch_counts`,
  );
  const found = Object.entries(row?.branch_counts ?? {}).map(([index, count]) => ({
    branch: tier[Number(index)],
    count,
  }));
  return {
    counted: row?.counted ?? null,
    candidates: row?.candidates ?? [],
    isTruncated: found.some(({ branch, count }) => count >= (branch?.limit ?? 0)),
    hasPetMatches: found.some(({ branch }) => branch?.branch.isPet === true),
  };
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
  /** A tier found more clients than the cap on its own. */
  let isOverCap = false;
  const candidates = new Set<string>();
  let hasMore = false;
  let hasPetMatches = false;
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
    if (read.counted === null) isOverCap = true;
    for (const id of read.counted ?? []) counted.add(id);
    for (const id of read.candidates) candidates.add(id);
    hasMore ||= read.isTruncated;
    hasPetMatches ||= read.hasPetMatches;
    if (candidates.size >= needed || isOverCap || counted.size > SEARCH_COUNT_CAP) {
      hasMore ||= index < tiers.length - 1;
      break;
    }
  }
  const page = await rankPage(database, search, [...candidates], { ...options, hasPetMatches });
  const total = isOverCap ? SEARCH_COUNT_CAP : Math.min(counted.size, SEARCH_COUNT_CAP);
  return { clients: page, total, hasMore: hasMore || isOverCap || counted.size > total };
}
