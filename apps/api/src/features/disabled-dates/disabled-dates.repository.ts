import type { Database, Transaction } from '@citavet/db/database';
import { disabledDates } from '@citavet/db/schema/bookings';
import { services } from '@citavet/db/schema/services';
import { spaces } from '@citavet/db/schema/spaces';
import { users } from '@citavet/db/schema/users';
import type { DisabledDateScope } from '@citavet/domain/disabled-dates/disabled-date.schema';
import type { DisabledDateBounds } from '@citavet/domain/disabled-dates/disabled-date-window';
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';

type Executor = Database | Transaction;

export type DisabledDateRow = {
  id: string;
  spaceId: string;
  scope: DisabledDateScope;
  hostId: string | null;
  hostName: string | null;
  isAllDay: boolean;
  isRecurring: boolean;
  serviceIds: string[];
  startDay: string | null;
  endDay: string | null;
  startAt: Date | null;
  endAt: Date | null;
  title: string;
  reason: string;
  createdBy: string | null;
  createdAt: Date;
  updatedAt: Date;
};

export type DisabledDateValues = {
  scope: DisabledDateScope;
  hostId: string | null;
  bounds: DisabledDateBounds;
  isRecurring: boolean;
  serviceIds: string[];
  title: string;
  reason: string;
};

const rowColumns = {
  id: disabledDates.id,
  spaceId: disabledDates.spaceId,
  scope: disabledDates.scope,
  hostId: disabledDates.hostId,
  hostName: users.name,
  isAllDay: disabledDates.isAllDay,
  isRecurring: disabledDates.isRecurring,
  serviceIds: disabledDates.serviceIds,
  startDay: disabledDates.startDay,
  endDay: disabledDates.endDay,
  startAt: disabledDates.startAt,
  endAt: disabledDates.endAt,
  title: disabledDates.title,
  reason: disabledDates.reason,
  createdBy: disabledDates.createdBy,
  createdAt: disabledDates.createdAt,
  updatedAt: disabledDates.updatedAt,
};

export async function findSpaceTimeZone(db: Executor, spaceId: string): Promise<string | null> {
  const [row] = await db.select({ timeZone: spaces.timeZone }).from(spaces).where(eq(spaces.id, spaceId));
  return row?.timeZone ?? null;
}

function selectRows(db: Executor, condition: SQL | undefined) {
  return db
    .select(rowColumns)
    .from(disabledDates)
    .leftJoin(users, eq(users.id, disabledDates.hostId))
    .where(condition)
    .orderBy(disabledDates.createdAt, disabledDates.id);
}

export async function findDisabledDate(
  db: Executor,
  spaceId: string,
  id: string,
): Promise<DisabledDateRow | null> {
  const [row] = await selectRows(db, and(eq(disabledDates.spaceId, spaceId), eq(disabledDates.id, id)));
  return row ?? null;
}

/** Every entry of the space, optionally of one scope or one host; the window is applied by the caller. */
export async function listSpaceDisabledDates(
  db: Executor,
  spaceId: string,
  filters: { scope?: DisabledDateScope; hostId?: string },
): Promise<DisabledDateRow[]> {
  return selectRows(
    db,
    and(
      eq(disabledDates.spaceId, spaceId),
      filters.scope ? eq(disabledDates.scope, filters.scope) : undefined,
      filters.hostId ? eq(disabledDates.hostId, filters.hostId) : undefined,
    ),
  );
}

/** The entries that concern a host: the space's own, plus that host's when one is given. */
export async function listEntriesConcerning(
  db: Executor,
  spaceId: string,
  hostId: string | null,
): Promise<DisabledDateRow[]> {
  const concerning = hostId
    ? or(eq(disabledDates.scope, 'SPACE'), eq(disabledDates.hostId, hostId))
    : eq(disabledDates.scope, 'SPACE');
  return selectRows(db, and(eq(disabledDates.spaceId, spaceId), concerning));
}

/** How many of the ids are services of the space (deleted ones included: a closure may outlive them). */
export async function countSpaceServices(
  db: Executor,
  spaceId: string,
  ids: readonly string[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.spaceId, spaceId), inArray(services.id, [...ids])));
  return rows.length;
}

function boundColumns(bounds: DisabledDateBounds) {
  return bounds.isAllDay
    ? { isAllDay: true, startDay: bounds.startDay, endDay: bounds.endDay, startAt: null, endAt: null }
    : {
        isAllDay: false,
        startDay: null,
        endDay: null,
        startAt: new Date(bounds.startAt),
        endAt: new Date(bounds.endAt),
      };
}

export async function insertDisabledDate(
  db: Executor,
  spaceId: string,
  values: DisabledDateValues & { createdBy: string; now: Date },
): Promise<string> {
  const [row] = await db
    .insert(disabledDates)
    .values({
      spaceId,
      scope: values.scope,
      hostId: values.hostId,
      ...boundColumns(values.bounds),
      isRecurring: values.isRecurring,
      serviceIds: values.serviceIds,
      title: values.title,
      reason: values.reason,
      createdBy: values.createdBy,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning({ id: disabledDates.id });
  if (!row) throw new Error('insert returned nothing');
  return row.id;
}

export async function updateDisabledDate(
  db: Executor,
  spaceId: string,
  id: string,
  values: DisabledDateValues & { now: Date },
): Promise<void> {
  await db
    .update(disabledDates)
    .set({
      scope: values.scope,
      hostId: values.hostId,
      ...boundColumns(values.bounds),
      isRecurring: values.isRecurring,
      serviceIds: values.serviceIds,
      title: values.title,
      reason: values.reason,
      updatedAt: values.now,
    })
    .where(and(eq(disabledDates.spaceId, spaceId), eq(disabledDates.id, id)));
}

export async function deleteDisabledDate(db: Executor, spaceId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(disabledDates)
    .where(and(eq(disabledDates.spaceId, spaceId), eq(disabledDates.id, id)))
    .returning({ id: disabledDates.id });
  return deleted.length > 0;
}
