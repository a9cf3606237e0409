import type { Database, Transaction } from '@citavet/db/database';
import { emailTokens, passwordResetTokens } from '@citavet/db/schema/users';
import { and, eq, gt, isNull } from 'drizzle-orm';

// The one-use tokens of password resets and e-mail links (verify, change, revert, sign in, not me).

type Executor = Database | Transaction;

export async function insertPasswordResetToken(
  db: Executor,
  values: { userId: string; tokenHash: string; expiresAt: Date },
) {
  await db.insert(passwordResetTokens).values(values);
}

/** Marks the token used and returns its user, atomically: a link works once. */
export async function consumePasswordResetToken(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId ?? null;
}

export type EmailTokenPurpose = 'VERIFY' | 'CHANGE' | 'REVERT' | 'SIGN_IN' | 'NOT_ME';

export async function insertEmailToken(
  db: Executor,
  values: {
    userId: string;
    purpose: EmailTokenPurpose;
    email: string;
    newEmail?: string;
    oldEmail?: string;
    tokenHash: string;
    expiresAt: Date;
    now: Date;
  },
) {
  const { now, ...columns } = values;
  await db.insert(emailTokens).values({ ...columns, createdAt: now });
}

/** Marks a link used and returns it, atomically: a link works once, and only before it expires. */
export async function consumeEmailToken(
  db: Executor,
  tokenHash: string,
  purpose: EmailTokenPurpose,
  now: Date,
) {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.tokenHash, tokenHash),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .returning({
      userId: emailTokens.userId,
      email: emailTokens.email,
      newEmail: emailTokens.newEmail,
      oldEmail: emailTokens.oldEmail,
    });
  return row ?? null;
}

/** Every unused link of that purpose stops working (a newer one replaces them, or a revert undoes them). */
export async function expireEmailTokens(db: Executor, userId: string, purpose: EmailTokenPurpose, now: Date) {
  await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
}
