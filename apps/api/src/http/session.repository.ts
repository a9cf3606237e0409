import type { Database, Transaction } from '@citavet/db/database';
import { users } from '@citavet/db/schema/users';
import { eq } from 'drizzle-orm';
import type { SessionUser } from './session';

type Executor = Database | Transaction;

/** The token's user as the session needs it; `tokenVersion` decides whether the token still counts. */
export async function findSessionUser(db: Executor, userId: string): Promise<SessionUser | null> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      tokenVersion: users.tokenVersion,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}
