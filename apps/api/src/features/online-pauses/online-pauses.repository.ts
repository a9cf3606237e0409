import type { Database, Transaction } from '@citavet/db/database';
import { onlineBookingPauses } from '@citavet/db/schema/online-pauses';
import { spaces } from '@citavet/db/schema/spaces';
import { users } from '@citavet/db/schema/users';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';

type Executor = Database | Transaction;

const PAUSE_COLUMNS = {
  id: onlineBookingPauses.id,
  hostId: onlineBookingPauses.hostId,
  hostName: users.name,
  startAt: onlineBookingPauses.startAt,
  endAt: onlineBookingPauses.endAt,
};
export type PauseRow = {
  id: string;
  hostId: string | null;
  hostName: string | null;
  startAt: Date;
  endAt: Date;
};

export async function insertPause(
  db: Executor,
  pause: { spaceId: string; hostId: string | null; startAt: Date; endAt: Date; createdBy: string },
): Promise<string> {
  const [row] = await db.insert(onlineBookingPauses).values(pause).returning({ id: onlineBookingPauses.id });
  if (!row) throw new Error('pause insert answered no row');
  return row.id;
}

/** The space's pauses not over at `now` (the clinic's and every professional's), by start. */
export async function listRunningPauses(db: Executor, spaceId: string, now: Date): Promise<PauseRow[]> {
  return db
    .select(PAUSE_COLUMNS)
    .from(onlineBookingPauses)
    .leftJoin(users, eq(users.id, onlineBookingPauses.hostId))
    .where(and(eq(onlineBookingPauses.spaceId, spaceId), gt(onlineBookingPauses.endAt, now)))
    .orderBy(asc(onlineBookingPauses.startAt), asc(onlineBookingPauses.id));
}

/** One pause of the space, locked for the rest of the transaction; null for another space's id. */
export async function lockPause(tx: Transaction, spaceId: string, pauseId: string): Promise<PauseRow | null> {
  const [row] = await tx
    .select(PAUSE_COLUMNS)
    .from(onlineBookingPauses)
    .leftJoin(users, eq(users.id, onlineBookingPauses.hostId))
    .where(and(eq(onlineBookingPauses.id, pauseId), eq(onlineBookingPauses.spaceId, spaceId)))
    .for('update', { of: onlineBookingPauses });
  return row ?? null;
}

/** Ends the pause at `now` (never after its planned end), keeping the row as the record. */
export async function endPause(tx: Transaction, pauseId: string, now: Date, userId: string): Promise<Date> {
  const [row] = await tx
    .update(onlineBookingPauses)
    .set({
      endAt: sql`greatest(${onlineBookingPauses.startAt}, least(${onlineBookingPauses.endAt}, ${now.toISOString()}::timestamptz))`,
      resumedBy: userId,
    })
    .where(eq(onlineBookingPauses.id, pauseId))
    .returning({ endAt: onlineBookingPauses.endAt });
  if (!row) throw new Error('pause update answered no row');
  return row.endAt;
}

/** The space's zone and the phone the public page gives; null when the space does not exist. */
export async function findSpaceContact(db: Executor, spaceId: string) {
  const [row] = await db
    .select({ timeZone: spaces.timeZone, contactPhone: spaces.contactPhone, phone: spaces.phone })
    .from(spaces)
    .where(and(eq(spaces.id, spaceId), isNull(spaces.deletedAt)))
    .limit(1);
  return row ?? null;
}
