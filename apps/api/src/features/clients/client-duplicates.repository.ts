import type { Database, Transaction } from '@citavet/db/database';
import { bookings, clients } from '@citavet/db/schema/bookings';
import { clientDuplicateDismissals } from '@citavet/db/schema/client-duplicates';
import type { DuplicateReason } from '@citavet/domain/clients/client-duplicates.schema';
import { and, count, eq, inArray, sql } from 'drizzle-orm';

type Executor = Database | Transaction;

export type DuplicatePairIds = { targetId: string; sourceId: string; reasons: DuplicateReason[] };

/**
 * The mailbox an e-mail reaches: e-mails are unique per space in any case
 * (`clients_space_email_unique`), so "the same e-mail" is the same mailbox written another way:
 * a "+tag" after the name ("ana+perro@x.es" is "ana@x.es"), and for Gmail the dots of the name
 * ("ana.perez@gmail.com" is "anaperez@gmail.com", googlemail.com the same).
 */
const MAILBOX_KEY = sql.raw(`(
  case when lower(split_part(email, '@', 2)) in ('gmail.com', 'googlemail.com')
    then replace(split_part(lower(split_part(email, '@', 1)), '+', 1), '.', '') || '@gmail.com'
    else split_part(lower(split_part(email, '@', 1)), '+', 1) || '@' || lower(split_part(email, '@', 2)) end)`);

/**
 * Pairs of active clients sharing a phone (national number), a mailbox (see above) or a document
 * key: in each group the oldest client is paired with every other one, a pair found by several
 * keys comes once with all its reasons, a pair the staff dismissed ('No son duplicados') never.
 * Ordered by the kept client's name, then the other's age.
 * One pass over the space's active clients (≈ 100 ms at 100,000): a review screen, not a hot path.
 */
export async function findDuplicatePairs(
  db: Executor,
  spaceId: string,
  page: { limit: number; offset: number },
): Promise<DuplicatePairIds[]> {
  const result = (await db.execute(sql`
    with active as (
      select id, created_at, phone_digits, ${MAILBOX_KEY} as email_key,
        nullif(regexp_replace(lower(document_id), '[^0-9a-z]', '', 'g'), '') as document_key
      from ${clients} where space_id = ${spaceId}::uuid and archived_at is null
    ), groups as (
      select 'phone' as reason, array_agg(id order by created_at, id) as ids
        from active where phone_digits is not null group by phone_digits having count(*) > 1
      union all
      select 'email', array_agg(id order by created_at, id)
        from active where email_key is not null group by email_key having count(*) > 1
      union all
      select 'document', array_agg(id order by created_at, id)
        from active where document_key is not null group by document_key having count(*) > 1
    ), pairs as (
      select reason, ids[1] as target_id, unnest(ids[2:]) as source_id from groups
    )
    select p.target_id, p.source_id, array_agg(distinct p.reason order by p.reason) as reasons
    from pairs p
    join ${clients} t on t.id = p.target_id
      and not exists (select 1 from ${clientDuplicateDismissals} d where d.space_id = ${spaceId}::uuid
        and d.first_client_id = least(p.target_id, p.source_id)
        and d.second_client_id = greatest(p.target_id, p.source_id))
    join ${clients} s on s.id = p.source_id
    group by p.target_id, p.source_id, t.name_folded, s.created_at
    order by t.name_folded, p.target_id, s.created_at, p.source_id
    limit ${page.limit} offset ${page.offset}`)) as unknown as {
    rows: { target_id: string; source_id: string; reasons: DuplicateReason[] | string }[];
  };
  return result.rows.map((row) => ({
    targetId: row.target_id,
    sourceId: row.source_id,
    reasons: typeof row.reasons === 'string' ? parsePgArray(row.reasons) : row.reasons,
  }));
}

/** A text[] the driver left as its literal ("{email,phone}"): the reasons hold no commas or quotes. */
const parsePgArray = (literal: string) =>
  literal
    .replace(/^\{|\}$/g, '')
    .split(',')
    .filter(Boolean) as DuplicateReason[];

/** How many appointments each client has (any status): what the merge moves. */
export async function countBookingsOf(db: Executor, clientIds: string[]): Promise<Map<string, number>> {
  if (clientIds.length === 0) return new Map();
  const rows = await db
    .select({ clientId: bookings.clientId, total: count() })
    .from(bookings)
    .where(inArray(bookings.clientId, clientIds))
    .groupBy(bookings.clientId);
  return new Map(rows.map((row) => [row.clientId ?? '', row.total]));
}

/**
 * Records that two clients are not the same person. The pair is stored in id order, so dismissing
 * it again (either way round) changes nothing; answers when it was first dismissed.
 */
export async function insertDuplicateDismissal(
  db: Executor,
  spaceId: string,
  clientIds: [string, string],
  userId: string,
): Promise<{ createdAt: Date; isNew: boolean }> {
  const [first, second] = [...clientIds].sort() as [string, string];
  const inserted = await db
    .insert(clientDuplicateDismissals)
    .values({ spaceId, firstClientId: first, secondClientId: second, dismissedBy: userId })
    .onConflictDoNothing()
    .returning({ createdAt: clientDuplicateDismissals.createdAt });
  if (inserted[0]) return { createdAt: inserted[0].createdAt, isNew: true };
  const [existing] = await db
    .select({ createdAt: clientDuplicateDismissals.createdAt })
    .from(clientDuplicateDismissals)
    .where(
      and(
        eq(clientDuplicateDismissals.spaceId, spaceId),
        eq(clientDuplicateDismissals.firstClientId, first),
        eq(clientDuplicateDismissals.secondClientId, second),
      ),
    );
  if (!existing) throw new Error('dismissal vanished');
  return { createdAt: existing.createdAt, isNew: false };
}
