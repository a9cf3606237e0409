import { type Database, queryRows, type Transaction } from '@citavet/db/database';
import { sql } from 'drizzle-orm';

// The bookings' change feed (decision 069): booking_changes rows written by a row trigger in the
// booking's transaction, applied here — report roll-ups and dropping a pet's due reminders — by
// citavet_feed_apply, which takes one space's feed lock and applies and deletes up to a batch of
// its changes in one transaction. The functions are in packages/db/migrations/0031_change-feed.sql.

type Executor = Database | Transaction;

/** One round: up to `limit` changes of one space, applied and deleted. Answers how many. */
export async function applyChangeFeedRound(db: Database, limit: number): Promise<number> {
  const [row] = await queryRows<{ applied: number }>(
    db,
    sql`select citavet_feed_apply(${limit}::int) as applied`,
  );
  return Number(row?.applied ?? 0);
}

/**
 * Applies every pending change, round after round, until none is left: what a test or a command
 * calls before reading what the feed derives. Answers how many were applied. A space another worker
 * holds at that moment is waited for (its round ends within a batch).
 */
export async function drainChangeFeed(db: Database, limit = 1000): Promise<number> {
  let total = 0;
  for (;;) {
    const applied = await applyChangeFeedRound(db, limit);
    total += applied;
    if (applied > 0) continue;
    if (!(await hasPendingChanges(db))) return total;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function hasPendingChanges(db: Executor): Promise<boolean> {
  const [row] = await queryRows<{ pending: boolean }>(
    db,
    sql`select exists (select 1 from booking_changes) as pending`,
  );
  return Boolean(row?.pending);
}

/** How fresh a space's derived figures are: changes still to apply and the age of the oldest. */
export type FeedPosition = {
  /** The last change applied (0 before any). */
  appliedThrough: number;
  /** Changes of the space not applied yet. */
  pending: number;
  /** When the figures last caught up; null if the space never had a change. */
  appliedAt: Date | null;
  /** Seconds since the oldest pending change was written (0 when none is pending). */
  lagSeconds: number;
};

export async function findFeedPosition(db: Executor, spaceId: string, now: Date): Promise<FeedPosition> {
  const [row] = await queryRows<{
    applied_through: string | null;
    applied_at: string | Date | null;
    pending: number;
    oldest: string | Date | null;
  }>(
    db,
    sql`select f.applied_through::text, f.applied_at,
        (select count(*)::int from booking_changes c where c.space_id = ${spaceId}::uuid) as pending,
        (select min(c.changed_at) from booking_changes c where c.space_id = ${spaceId}::uuid) as oldest
      from (select 1) one
      left join change_feed_spaces f on f.space_id = ${spaceId}::uuid`,
  );
  const oldest = row?.oldest ? new Date(row.oldest) : null;
  return {
    appliedThrough: Number(row?.applied_through ?? 0),
    pending: Number(row?.pending ?? 0),
    appliedAt: row?.applied_at ? new Date(row.applied_at) : null,
    lagSeconds: oldest ? Math.max(0, Math.round((now.getTime() - oldest.getTime()) / 1000)) : 0,
  };
}

/** Every space with bookings or pending changes: what a rebuild from scratch goes through. */
export async function listFeedSpaces(db: Executor): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select s.id from spaces s
        where exists (select 1 from bookings b where b.space_id = s.id)
           or exists (select 1 from booking_changes c where c.space_id = s.id)
        order by s.id`,
  );
  return rows.map((row) => row.id);
}

/**
 * A space's roll-ups recounted from its bookings, its pending changes consumed in the same
 * transaction (citavet_report_rebuild): the same figures the live feed reaches.
 */
export async function rebuildSpaceFromScratch(db: Executor, spaceId: string): Promise<void> {
  await db.execute(sql`select citavet_report_rebuild(${spaceId}::uuid)`);
}
