import type { Database, Transaction } from '@citavet/db/database';
import { spaceMembers, spaces } from '@citavet/db/schema/spaces';
import type { SpaceRole } from '@citavet/domain/users/user.schema';
import { and, eq, isNull } from 'drizzle-orm';

type Executor = Database | Transaction;

/**
 * The user's role in the space, or null when they are not a member or the space is deleted: a
 * deleted space answers its members the 404 of a space that does not exist (decision 067).
 */
export async function selectSpaceRole(
  db: Executor,
  spaceId: string,
  userId: string,
): Promise<SpaceRole | null> {
  const [row] = await db
    .select({ role: spaceMembers.role })
    .from(spaceMembers)
    .innerJoin(spaces, and(eq(spaces.id, spaceMembers.spaceId), isNull(spaces.deletedAt)))
    .where(and(eq(spaceMembers.spaceId, spaceId), eq(spaceMembers.userId, userId)))
    .limit(1);
  return row?.role ?? null;
}
