import type { DatabaseHandle } from '@citavet/db/database';
import { clients } from '@citavet/db/schema/bookings';
import { pets } from '@citavet/db/schema/pets';
import { preparedStatementOf } from '@citavet/db/statement-text';
import type { Client } from '@citavet/domain/clients/client.schema';
import { documentKeyOf } from '@citavet/domain/clients/client-import-plan';
import { type SQL, sql } from 'drizzle-orm';
import { type PetJson, petRecordsOf, petsJsonOf, toClient } from './clients-with-pets.repository';

// The client search's ranked page, and what its statements share (clients-search.repository.ts
// finds the candidates).

/** What a search looks for: the text as typed, and its phone and microchip readings if any. */
export type ClientSearch = { text: string; phoneDigits: string | null; digits: string | null };

/**
 * Runs one of the search's statements prepared, with its generic plan: each shape of statement is
 * planned once per connection. Planned for its values, a search spent more time planning (1.6–2.5 ms
 * in 3–4 statements) than running; the statements are written so the generic plan uses the same
 * indexes (prefixes as ranges of parameters, decision 066).
 */
export async function runSearchStatement<T>(database: DatabaseHandle, fragment: SQL): Promise<T[]> {
  const { statement, values } = preparedStatementOf(fragment, {
    prefix: 'client_search',
    isGenericPlan: true,
  });
  return database.run<T>(statement, values);
}

/**
 * The folded form of a value, computed once per statement: in a generic plan `citavet_fold($1)` is
 * not folded at planning time and runs again for every row it is compared with (unaccent, a few µs
 * each); a scalar subquery is an init plan, run once.
 */
export const foldOnce = (value: string) => sql`(select citavet_fold(${value}))`;

/** LIKE patterns take the user's text literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

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

function searchRank(search: ClientSearch, hasPetMatches: boolean): SQL {
  const documentKey = documentKeyOf(search.text);
  const parts: SQL[] = [
    sql`(${fieldRank(sql`c.name_folded`, search.text)})`,
    sql`case when lower(c.email) = lower(${search.text}) then 0
      when lower(c.email) like lower(${`${escapeLike(search.text)}%`}) then 1 end`,
    sql`case when ${documentKey} <> '' and regexp_replace(lower(c.document_id), '[^0-9a-z]', '', 'g') = ${documentKey} then 0 end`,
  ];
  if (hasPetMatches) parts.push(sql`pet_rank.rank`);
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
  sms_consent_at: Date | string | null;
  sms_unsubscribed_at: Date | string | null;
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
      // Only the backfill reads the mark (normalize-stored-phones.ts); no client view shows it.
      phoneNeedsE164: false,
      documentId: row.document_id,
      address: row.address,
      notes: row.notes,
      reminderConsentAt: maybeInstant(row.reminder_consent_at),
      remindersUnsubscribedAt: maybeInstant(row.reminders_unsubscribed_at),
      smsConsentAt: maybeInstant(row.sms_consent_at),
      smsUnsubscribedAt: maybeInstant(row.sms_unsubscribed_at),
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
export async function rankPage(
  database: DatabaseHandle,
  search: ClientSearch,
  candidates: string[],
  page: { limit: number; offset: number; hasPetMatches: boolean },
): Promise<Client[]> {
  if (candidates.length === 0) return [];
  const candidateIds = sql`${`{${candidates.join(',')}}`}::uuid[]`;
  // A pet ranks better than 3 only by a name or microchip that a branch of pets matches: when none
  // matched, no pet can better a candidate's rank, and reading every candidate's pets (151 rows
  // for "mar") is skipped.
  const petRankJoin = page.hasPetMatches
    ? sql`left join ${petRanks(search, candidateIds)} as pet_rank on pet_rank.client_id = c.id`
    : sql``;
  const rows = await runSearchStatement<RankedRow>(
    database,
    sql`
    select c.id, c.space_id, c.name, c.name_folded, c.email, c.phone, c.phone_digits, c.whatsapp,
      c.document_id, c.address, c.notes, c.reminder_consent_at, c.reminders_unsubscribed_at, c.sms_consent_at, c.sms_unsubscribed_at, c.marketing_consent_at, c.archived_at, c.erased_at,
      c.created_at, c.updated_at,
      ${petsJsonOf(sql`c.id`)} as pets
    from ${clients} c ${petRankJoin}
    where c.id = any(${candidateIds})
    order by ${searchRank(search, page.hasPetMatches)}, similarity(c.name_folded, ${foldOnce(search.text)}) desc,
      c.name_folded, c.id
    limit ${page.limit} offset ${page.offset}`,
  );
  return rows.map(toRankedClient);
}
