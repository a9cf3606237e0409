import { type Database, queryRows, type Transaction } from '@citavet/db/database';
import { invitations, spaceMembers, spaces } from '@citavet/db/schema/spaces';
import { emailTokens, users } from '@citavet/db/schema/users';
import type { Profile, UserRole } from '@citavet/domain/users/user.schema';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { SessionUser } from '../../http/session';

type Executor = Database | Transaction;

const sessionColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  tokenVersion: users.tokenVersion,
  emailVerifiedAt: users.emailVerifiedAt,
};

/** The only function that hands out a password hash, and only to the sign-in check. */
export async function findCredentialsByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({ ...sessionColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row ?? null;
}

export async function findPasswordHashById(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row?.passwordHash ?? null;
}

export async function isEmailTaken(db: Executor, email: string, exceptUserId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row !== undefined && row.id !== exceptUserId;
}

export async function insertUser(
  db: Executor,
  values: { name: string; email: string; passwordHash: string; role: UserRole; phone: string | null },
): Promise<SessionUser> {
  const [row] = await db.insert(users).values(values).returning(sessionColumns);
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function updateUserProfile(
  db: Executor,
  userId: string,
  values: { name: string; phone: string | null; licenseNumber?: string | null; updatedAt: Date },
) {
  await db.update(users).set(values).where(eq(users.id, userId));
}

/** Stores the new hash and bumps the token version, which revokes every older token. */
export async function replacePassword(db: Executor, userId: string, passwordHash: string, updatedAt: Date) {
  const [row] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt })
    .where(eq(users.id, userId))
    .returning({ tokenVersion: users.tokenVersion });
  return row?.tokenVersion ?? 0;
}

export async function loadProfile(db: Executor, userId: string, now: Date): Promise<Profile | null> {
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      avatar: users.avatar,
      role: users.role,
      phone: users.phone,
      licenseNumber: users.licenseNumber,
      createdAt: users.createdAt,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  const pendingEmail = await findPendingEmailChange(db, userId, now);
  // A deleted space is no longer one of the user's (decision 067).
  const memberSpaces = await db
    .select({ id: spaceMembers.spaceId, role: spaceMembers.role })
    .from(spaceMembers)
    .innerJoin(spaces, and(eq(spaces.id, spaceMembers.spaceId), isNull(spaces.deletedAt)))
    .where(eq(spaceMembers.userId, userId))
    .orderBy(spaceMembers.joinedAt);
  // Only a proven address sees the invitations sent to it, and only those it proved itself after
  // (isAnswerableById; the others are answered from their e-mailed link: docs/decisions/022-email-verification.md).
  const pending =
    user.emailVerifiedAt === null
      ? []
      : await queryRows<{
          id: string;
          role: 'ADMIN' | 'MEMBER';
          expires_at: string | Date;
          space_id: string;
          space_name: string;
          space_description: string | null;
          inviter_name: string | null;
        }>(
          db,
          sql`
    select i.id, i.role, i.expires_at, s.id as space_id, s.name as space_name,
           s.description as space_description, u.name as inviter_name
    from ${invitations} i
    join ${spaces} s on s.id = i.space_id
    left join ${users} u on u.id = i.invited_by
    where lower(i.email) = lower(${user.email}) and i.status = 'PENDING' and i.expires_at > ${now.toISOString()}
      and i.created_at <= ${user.emailVerifiedAt.toISOString()}
      and not exists (select 1 from ${spaceMembers} m where m.space_id = i.space_id and m.user_id = ${userId})
    order by i.created_at`,
        );
  return {
    ...user,
    createdAt: user.createdAt.toISOString(),
    emailVerifiedAt: user.emailVerifiedAt?.toISOString() ?? null,
    pendingEmail,
    memberSpaces,
    pendingInvitations: pending.map((row) => ({
      id: row.id,
      // The e-mailed secret is stored hashed and never handed out again; a signed-in invitee whose
      // address is verified accepts by this handle instead (docs/decisions/002, 020). Unverified
      // accounts are never shown these: an id is not a credential.
      token: row.id,
      role: row.role,
      expiresAt: new Date(row.expires_at).toISOString(),
      space: { id: row.space_id, name: row.space_name, description: row.space_description },
      inviter: { name: row.inviter_name ?? 'Citavet' },
    })),
  };
}

async function findPendingEmailChange(db: Executor, userId: string, now: Date): Promise<string | null> {
  const [row] = await db
    .select({ newEmail: emailTokens.newEmail })
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.userId, userId),
        eq(emailTokens.purpose, 'CHANGE'),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .orderBy(desc(emailTokens.createdAt))
    .limit(1);
  return row?.newEmail ?? null;
}

/** Proves the address only if it is still the account's: a link to an old address proves nothing. */
export async function markEmailVerified(db: Executor, userId: string, email: string, now: Date) {
  const rows = await db
    .update(users)
    .set({ emailVerifiedAt: now, updatedAt: now })
    .where(and(eq(users.id, userId), eq(sql`lower(${users.email})`, email.toLowerCase())))
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * Sets the address (proven by the link just opened) and bumps the token version: every session
 * ends. `expectedEmail`, when given, must still be the current address (a stale link does nothing).
 */
export async function replaceEmail(
  db: Executor,
  userId: string,
  values: { email: string; expectedEmail?: string; now: Date },
) {
  const rows = await db
    .update(users)
    .set({
      email: values.email,
      emailVerifiedAt: values.now,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      updatedAt: values.now,
    })
    .where(
      and(
        eq(users.id, userId),
        values.expectedEmail ? eq(sql`lower(${users.email})`, values.expectedEmail.toLowerCase()) : undefined,
      ),
    )
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Ends every session of the user: tokens carrying the old version are refused from now on. */
export async function bumpTokenVersion(db: Executor, userId: string, now: Date) {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
    .where(eq(users.id, userId));
}
