import { type Database, queryRows, type Transaction } from '@citavet/db/database';
import { spaceMembers, spaces } from '@citavet/db/schema/spaces';
import { users } from '@citavet/db/schema/users';
import { eq, sql } from 'drizzle-orm';

// Deleting an account: the spaces it alone runs go with it, the spaces others share stop it.

type Executor = Database | Transaction;

export async function deleteUser(db: Executor, userId: string) {
  await db.delete(users).where(eq(users.id, userId));
}

/** Spaces where the user is the only ADMIN: deleting the account would orphan them. */
export async function findSpacesWhereOnlyAdmin(db: Executor, userId: string): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`
    select s.name from ${spaceMembers} m join ${spaces} s on s.id = m.space_id
    where m.user_id = ${userId} and m.role = 'ADMIN'
      and not exists (
        select 1 from ${spaceMembers} other
        where other.space_id = m.space_id and other.role = 'ADMIN' and other.user_id <> ${userId}
      )
      and exists (
        select 1 from ${spaceMembers} anyone where anyone.space_id = m.space_id and anyone.user_id <> ${userId}
      )`,
  );
  return rows.map((row) => row.name);
}

/** Live spaces the user owns that have other members: the OWNER hands them over before leaving. */
export async function findOwnedSpacesWithOthers(db: Executor, userId: string): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select s.name from ${spaces} s
        where s.owner_user_id = ${userId} and s.deleted_at is null
          and exists (select 1 from ${spaceMembers} m where m.space_id = s.id and m.user_id <> ${userId})`,
  );
  return rows.map((row) => row.name);
}

/**
 * Spaces the user alone belongs to go with the account: soft-deleted like any other deletion, so
 * their signed records and audit log stay, and the purge job takes the rest after the retention
 * period (docs/decisions/067-space-owner-and-soft-deletion.md).
 */
export async function deleteSpacesOnlyUsedBy(db: Executor, userId: string, now: Date) {
  await db.execute(sql`
    update ${spaces} s set deleted_at = ${now.toISOString()}::timestamptz, deleted_by = ${userId}
    where s.deleted_at is null and exists (
      select 1 from ${spaceMembers} m where m.space_id = s.id and m.user_id = ${userId}
    ) and not exists (
      select 1 from ${spaceMembers} m where m.space_id = s.id and m.user_id <> ${userId}
    )`);
}
