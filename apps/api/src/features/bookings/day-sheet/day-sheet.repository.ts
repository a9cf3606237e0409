import type { Database, Transaction } from '@citavet/db/database';
import { spaceMembers, spaces } from '@citavet/db/schema/spaces';
import { users } from '@citavet/db/schema/users';
import { asc, eq } from 'drizzle-orm';

type Executor = Database | Transaction;

export async function findDaySheetSpace(db: Executor, spaceId: string) {
  const [row] = await db
    .select({ name: spaces.name, timeZone: spaces.timeZone })
    .from(spaces)
    .where(eq(spaces.id, spaceId));
  return row ?? null;
}

/** The space's members with their names, by name (the sheet's order of professionals). */
export async function listSpaceProfessionals(db: Executor, spaceId: string) {
  return db
    .select({ userId: spaceMembers.userId, role: spaceMembers.role, name: users.name })
    .from(spaceMembers)
    .innerJoin(users, eq(users.id, spaceMembers.userId))
    .where(eq(spaceMembers.spaceId, spaceId))
    .orderBy(asc(users.name));
}
