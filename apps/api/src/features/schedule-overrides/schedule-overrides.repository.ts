import type { Database, Transaction } from '@citavet/db/database';
import { scheduleDateOverrides } from '@citavet/db/schema/services';
import { users } from '@citavet/db/schema/users';
import type { ScheduleOverrideInput } from '@citavet/domain/schedule-overrides/schedule-override.schema';
import { and, eq, gte, isNull, lte, ne, type SQL, sql } from 'drizzle-orm';

type Executor = Database | Transaction;

export type ScheduleOverrideRow = {
  id: string;
  spaceId: string;
  hostId: string | null;
  hostName: string | null;
  date: string;
  kind: 'ADD' | 'REPLACE';
  startTime: string;
  endTime: string;
  note: string | null;
  createdBy: string | null;
  createdAt: Date;
};

const rowColumns = {
  id: scheduleDateOverrides.id,
  spaceId: scheduleDateOverrides.spaceId,
  hostId: scheduleDateOverrides.hostId,
  hostName: users.name,
  date: scheduleDateOverrides.date,
  kind: scheduleDateOverrides.kind,
  startTime: scheduleDateOverrides.startTime,
  endTime: scheduleDateOverrides.endTime,
  note: scheduleDateOverrides.note,
  createdBy: scheduleDateOverrides.createdBy,
  createdAt: scheduleDateOverrides.createdAt,
};

function selectRows(db: Executor, condition: SQL | undefined) {
  return db
    .select(rowColumns)
    .from(scheduleDateOverrides)
    .leftJoin(users, eq(users.id, scheduleDateOverrides.hostId))
    .where(condition)
    .orderBy(scheduleDateOverrides.date, scheduleDateOverrides.startTime, scheduleDateOverrides.id);
}

export async function findScheduleOverride(
  db: Executor,
  spaceId: string,
  id: string,
): Promise<ScheduleOverrideRow | null> {
  const [row] = await selectRows(
    db,
    and(eq(scheduleDateOverrides.spaceId, spaceId), eq(scheduleDateOverrides.id, id)),
  );
  return row ?? null;
}

/** The space's entries of local dates [from, to] (either open), optionally of one professional. */
export async function listSpaceScheduleOverrides(
  db: Executor,
  spaceId: string,
  filters: { from?: string; to?: string; hostId?: string },
): Promise<ScheduleOverrideRow[]> {
  return selectRows(
    db,
    and(
      eq(scheduleDateOverrides.spaceId, spaceId),
      filters.from ? gte(scheduleDateOverrides.date, filters.from) : undefined,
      filters.to ? lte(scheduleDateOverrides.date, filters.to) : undefined,
      filters.hostId ? eq(scheduleDateOverrides.hostId, filters.hostId) : undefined,
    ),
  );
}

/**
 * Serialises writers of one space's overrides to the end of the transaction, so two saves cannot
 * both pass the overlap check (the same advisory-lock idea as the daily caps, decision 048).
 */
export async function lockSpaceOverrides(tx: Transaction, spaceId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`citavet-overrides:${spaceId}`}, 0))`);
}

/** The entries of the same professional (or the clinic), date and kind, other than `exceptId`. */
export async function listSiblingOverrides(
  db: Executor,
  spaceId: string,
  target: { hostId: string | null; date: string; kind: 'ADD' | 'REPLACE' },
  exceptId?: string,
): Promise<ScheduleOverrideRow[]> {
  return selectRows(
    db,
    and(
      eq(scheduleDateOverrides.spaceId, spaceId),
      target.hostId ? eq(scheduleDateOverrides.hostId, target.hostId) : isNull(scheduleDateOverrides.hostId),
      eq(scheduleDateOverrides.date, target.date),
      eq(scheduleDateOverrides.kind, target.kind),
      exceptId ? ne(scheduleDateOverrides.id, exceptId) : undefined,
    ),
  );
}

export async function insertScheduleOverride(
  db: Executor,
  spaceId: string,
  values: ScheduleOverrideInput & { createdBy: string; now: Date },
): Promise<string> {
  const [row] = await db
    .insert(scheduleDateOverrides)
    .values({
      spaceId,
      hostId: values.hostId,
      date: values.date,
      kind: values.kind,
      startTime: values.startTime,
      endTime: values.endTime,
      note: values.note,
      createdBy: values.createdBy,
      createdAt: values.now,
    })
    .returning({ id: scheduleDateOverrides.id });
  if (!row) throw new Error('insert returned nothing');
  return row.id;
}

export async function updateScheduleOverride(
  db: Executor,
  spaceId: string,
  id: string,
  values: ScheduleOverrideInput,
): Promise<void> {
  await db
    .update(scheduleDateOverrides)
    .set({
      hostId: values.hostId,
      date: values.date,
      kind: values.kind,
      startTime: values.startTime,
      endTime: values.endTime,
      note: values.note,
    })
    .where(and(eq(scheduleDateOverrides.spaceId, spaceId), eq(scheduleDateOverrides.id, id)));
}

export async function deleteScheduleOverride(db: Executor, spaceId: string, id: string): Promise<void> {
  await db
    .delete(scheduleDateOverrides)
    .where(and(eq(scheduleDateOverrides.spaceId, spaceId), eq(scheduleDateOverrides.id, id)));
}
