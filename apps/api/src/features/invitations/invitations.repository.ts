import type { Database, Transaction } from '@citavet/db/database';
import { invitations, spaceMembers, spaces } from '@citavet/db/schema/spaces';
import { users } from '@citavet/db/schema/users';
import type { SpaceRole } from '@citavet/domain/users/user.schema';
import { and, asc, eq, lte, sql } from 'drizzle-orm';

type Executor = Database | Transaction;

export type InvitationRecord = {
  id: string;
  spaceId: string;
  email: string;
  role: SpaceRole;
  status: 'PENDING' | 'ACCEPTED' | 'REJECTED' | 'CANCELLED';
  createdAt: Date;
  expiresAt: Date;
  lastSentAt: Date;
  invitedBy: { id: string; name: string } | null;
  spaceName: string;
  spaceTimeZone: string;
};

const invitationColumns = {
  id: invitations.id,
  spaceId: invitations.spaceId,
  email: invitations.email,
  role: invitations.role,
  status: invitations.status,
  createdAt: invitations.createdAt,
  expiresAt: invitations.expiresAt,
  lastSentAt: invitations.lastSentAt,
  inviterId: users.id,
  inviterName: users.name,
  spaceName: spaces.name,
  spaceTimeZone: spaces.timeZone,
};

type InvitationRow = Omit<InvitationRecord, 'invitedBy'> & {
  inviterId: string | null;
  inviterName: string | null;
};

function toRecord({ inviterId, inviterName, ...row }: InvitationRow): InvitationRecord {
  return { ...row, invitedBy: inviterId && inviterName ? { id: inviterId, name: inviterName } : null };
}

function selectInvitations(db: Executor) {
  return db
    .select(invitationColumns)
    .from(invitations)
    .innerJoin(spaces, eq(spaces.id, invitations.spaceId))
    .leftJoin(users, eq(users.id, invitations.invitedBy));
}

/** Pending invitations of a space, expired ones included (the members page offers to resend them). */
export async function findPendingInvitations(db: Executor, spaceId: string): Promise<InvitationRecord[]> {
  const rows = await selectInvitations(db)
    .where(and(eq(invitations.spaceId, spaceId), eq(invitations.status, 'PENDING')))
    .orderBy(asc(invitations.createdAt), asc(invitations.email));
  return rows.map(toRecord);
}

/** One invitation by id or by the hash of its e-mailed token; `isLocked` holds its row until commit. */
export async function findInvitation(
  db: Executor,
  where: { id: string } | { tokenHash: string },
  options: { isLocked?: boolean } = {},
): Promise<InvitationRecord | null> {
  const query = selectInvitations(db)
    .where('id' in where ? eq(invitations.id, where.id) : eq(invitations.tokenHash, where.tokenHash))
    .limit(1);
  const [row] = options.isLocked ? await query.for('update', { of: invitations }) : await query;
  return row ? toRecord(row) : null;
}

export async function findPendingInvitationByEmail(tx: Transaction, spaceId: string, email: string) {
  const [row] = await tx
    .select({ id: invitations.id, expiresAt: invitations.expiresAt })
    .from(invitations)
    .where(
      and(
        eq(invitations.spaceId, spaceId),
        eq(invitations.status, 'PENDING'),
        eq(sql`lower(${invitations.email})`, email.toLowerCase()),
      ),
    )
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function isSpaceMemberEmail(db: Executor, spaceId: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: spaceMembers.id })
    .from(spaceMembers)
    .innerJoin(users, eq(users.id, spaceMembers.userId))
    .where(and(eq(spaceMembers.spaceId, spaceId), eq(sql`lower(${users.email})`, email.toLowerCase())))
    .limit(1);
  return row !== undefined;
}

export async function hasAccountWithEmail(db: Executor, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row !== undefined;
}

export async function insertInvitation(
  tx: Transaction,
  values: {
    spaceId: string;
    email: string;
    role: SpaceRole;
    tokenHash: string;
    invitedBy: string;
    now: Date;
    expiresAt: Date;
  },
): Promise<string> {
  const { now, ...columns } = values;
  const [row] = await tx
    .insert(invitations)
    .values({ ...columns, createdAt: now, lastSentAt: now })
    .returning({ id: invitations.id });
  if (!row) throw new Error('invitation insert returned nothing');
  return row.id;
}

export async function setInvitationStatus(
  tx: Transaction,
  id: string,
  status: 'ACCEPTED' | 'REJECTED' | 'CANCELLED',
  respondedAt: Date | null,
) {
  await tx.update(invitations).set({ status, respondedAt }).where(eq(invitations.id, id));
}

/**
 * Gives a pending invitation a new token and expiry, but only when its last e-mail is older than
 * `sentBefore`: the check and the change are one statement, so two clicks cannot both send.
 */
export async function renewInvitationToken(
  tx: Transaction,
  id: string,
  values: { tokenHash: string; expiresAt: Date; now: Date; sentBefore: Date },
): Promise<boolean> {
  const rows = await tx
    .update(invitations)
    .set({ tokenHash: values.tokenHash, expiresAt: values.expiresAt, lastSentAt: values.now })
    .where(
      and(
        eq(invitations.id, id),
        eq(invitations.status, 'PENDING'),
        lte(invitations.lastSentAt, values.sentBefore),
      ),
    )
    .returning({ id: invitations.id });
  return rows.length > 0;
}

/** Adds the member; someone who already belongs keeps the role they have. */
export async function insertMembership(
  tx: Transaction,
  values: { spaceId: string; userId: string; role: SpaceRole; joinedAt: Date },
) {
  await tx.insert(spaceMembers).values(values).onConflictDoNothing();
}
