import type { Database, Transaction } from '@citavet/db/database';
import { spaceMembers } from '@citavet/db/schema/spaces';
import type { SpaceRole } from '@citavet/domain/users/user.schema';
import { and, eq } from 'drizzle-orm';

type Executor = Database | Transaction;

/** The user's role in the space, or null when they are not a member. */
export async function selectSpaceRole(
  db: Executor,
  spaceId: string,
  userId: string,
): Promise<SpaceRole | null> {
  const [row] = await db
    .select({ role: spaceMembers.role })
    .from(spaceMembers)
    .where(and(eq(spaceMembers.spaceId, spaceId), eq(spaceMembers.userId, userId)))
    .limit(1);
  return row?.role ?? null;
}
