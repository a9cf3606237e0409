import type { Database, Transaction } from '@citavet/db/database';
import { spaces } from '@citavet/db/schema/spaces';
import { and, eq, isNull } from 'drizzle-orm';

type Executor = Database | Transaction;

/** The space's logo key (null when it has none), or undefined when there is no such space (or it is deleted). */
export async function findLogoKey(
  db: Executor,
  where: { spaceId: string } | { route: string },
): Promise<string | null | undefined> {
  const [row] = await db
    .select({ logoKey: spaces.logoKey })
    .from(spaces)
    .where(
      and(
        'spaceId' in where ? eq(spaces.id, where.spaceId) : eq(spaces.route, where.route),
        isNull(spaces.deletedAt),
      ),
    )
    .limit(1);
  return row ? row.logoKey : undefined;
}

/** The logo key a space's row points at, deleted or not: a restorable space keeps its files. */
export async function findStoredLogoKey(db: Executor, spaceId: string): Promise<string | null> {
  const [row] = await db
    .select({ logoKey: spaces.logoKey })
    .from(spaces)
    .where(eq(spaces.id, spaceId))
    .limit(1);
  return row?.logoKey ?? null;
}

/**
 * Points the space at a new logo (or at none) and answers the key it pointed at before, locking the
 * row so two uploads at once each remove exactly the file they replaced. Undefined: no such space.
 */
export async function replaceLogoKey(
  tx: Transaction,
  spaceId: string,
  logoKey: string | null,
  now: Date,
): Promise<string | null | undefined> {
  const [current] = await tx
    .select({ logoKey: spaces.logoKey })
    .from(spaces)
    .where(eq(spaces.id, spaceId))
    .for('update');
  if (!current) return undefined;
  await tx.update(spaces).set({ logoKey, updatedAt: now }).where(eq(spaces.id, spaceId));
  return current.logoKey;
}
