import type { Database, Transaction } from '@citavet/db/database';
import { emailOutbox } from '@citavet/db/schema/outbox';
import { spaceMembers, spaces } from '@citavet/db/schema/spaces';
import { users } from '@citavet/db/schema/users';
import { and, eq, inArray } from 'drizzle-orm';

// The Monday-morning summary: who receives it, what was already queued, and each user's choice.

type Executor = Database | Transaction;

/** Every space with its zone: which of them is on its Monday morning is worked out by the caller. */
export async function listSpaceZones(db: Executor) {
  return db.select({ id: spaces.id, name: spaces.name, timeZone: spaces.timeZone }).from(spaces);
}

/** The space's ADMINs who have not opted out of the weekly summary. */
export async function listSummaryRecipients(db: Executor, spaceId: string) {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(spaceMembers)
    .innerJoin(users, eq(users.id, spaceMembers.userId))
    .where(
      and(
        eq(spaceMembers.spaceId, spaceId),
        eq(spaceMembers.role, 'ADMIN'),
        eq(users.weeklySummaryEmail, true),
      ),
    );
}

/** Which of these outbox dedupe keys are already queued (sent or not). */
export async function findQueuedDedupeKeys(db: Executor, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: emailOutbox.dedupeKey })
    .from(emailOutbox)
    .where(inArray(emailOutbox.dedupeKey, keys));
  return new Set(rows.map((row) => row.key ?? ''));
}

export async function findWeeklySummaryPreference(db: Executor, userId: string): Promise<boolean | null> {
  const [row] = await db.select({ isOn: users.weeklySummaryEmail }).from(users).where(eq(users.id, userId));
  return row?.isOn ?? null;
}

export async function saveWeeklySummaryPreference(db: Executor, userId: string, isOn: boolean) {
  await db.update(users).set({ weeklySummaryEmail: isOn, updatedAt: new Date() }).where(eq(users.id, userId));
}
