import type { Database, Transaction } from '@citavet/db/database';
import { type CalDavCalendarState, caldavConnections } from '@citavet/db/schema/calendar';
import { and, eq, inArray } from 'drizzle-orm';

type Executor = Database | Transaction;

export type CalDavConnectionRow = typeof caldavConnections.$inferSelect;

export async function findMemberConnection(
  db: Executor,
  spaceId: string,
  userId: string,
): Promise<CalDavConnectionRow | null> {
  const [row] = await db
    .select()
    .from(caldavConnections)
    .where(and(eq(caldavConnections.spaceId, spaceId), eq(caldavConnections.userId, userId)));
  return row ?? null;
}

/** Connects the member (or replaces their account): the busy times of the old account go with it. */
export async function replaceMemberConnection(
  db: Database,
  connection: {
    spaceId: string;
    userId: string;
    url: string;
    username: string;
    passwordSealed: string;
    calendars: CalDavCalendarState[];
    now: Date;
  },
): Promise<CalDavConnectionRow> {
  return db.transaction(async (tx) => {
    await tx
      .delete(caldavConnections)
      .where(
        and(
          eq(caldavConnections.spaceId, connection.spaceId),
          eq(caldavConnections.userId, connection.userId),
        ),
      );
    const [row] = await tx
      .insert(caldavConnections)
      .values({
        spaceId: connection.spaceId,
        userId: connection.userId,
        url: connection.url,
        username: connection.username,
        passwordSealed: connection.passwordSealed,
        calendars: connection.calendars,
        createdAt: connection.now,
        updatedAt: connection.now,
      })
      .returning();
    if (!row) throw new Error('caldav connection insert returned no row');
    return row;
  });
}

export async function updateConnectionCalendars(
  db: Executor,
  connectionId: string,
  calendars: CalDavCalendarState[],
  now: Date,
): Promise<void> {
  await db
    .update(caldavConnections)
    .set({ calendars, updatedAt: now })
    .where(eq(caldavConnections.id, connectionId));
}

export async function deleteMemberConnection(
  db: Executor,
  spaceId: string,
  userId: string,
): Promise<boolean> {
  const rows = await db
    .delete(caldavConnections)
    .where(and(eq(caldavConnections.spaceId, spaceId), eq(caldavConnections.userId, userId)))
    .returning({ id: caldavConnections.id });
  return rows.length > 0;
}

export type ConnectionHealthRow = {
  userId: string;
  createdAt: Date;
  lastSucceededAt: Date | null;
  failingSince: Date | null;
  lastFailure: string | null;
  calendars: CalDavCalendarState[];
};

/** The space's connections' health facts, of the given members (or every member when null). */
export async function listConnectionHealth(
  db: Executor,
  spaceId: string,
  userIds: readonly string[] | null,
): Promise<ConnectionHealthRow[]> {
  if (userIds && userIds.length === 0) return [];
  return db
    .select({
      userId: caldavConnections.userId,
      createdAt: caldavConnections.createdAt,
      lastSucceededAt: caldavConnections.lastSucceededAt,
      failingSince: caldavConnections.failingSince,
      lastFailure: caldavConnections.lastFailure,
      calendars: caldavConnections.calendars,
    })
    .from(caldavConnections)
    .where(
      and(
        eq(caldavConnections.spaceId, spaceId),
        userIds ? inArray(caldavConnections.userId, [...userIds]) : undefined,
      ),
    );
}
