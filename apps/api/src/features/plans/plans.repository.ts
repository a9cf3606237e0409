import type { Database, Transaction } from '@citavet/db/database';
import { queryRows } from '@citavet/db/database';
import { planRequests } from '@citavet/db/schema/plans';
import { serviceSchedules, services } from '@citavet/db/schema/services';
import { spaces } from '@citavet/db/schema/spaces';
import { users } from '@citavet/db/schema/users';
import type { PlanId } from '@citavet/domain/plans/plans';
import type { PlanSource } from '@citavet/domain/plans/space-plan';
import { and, desc, eq, inArray, isNull, ne, notInArray, sql } from 'drizzle-orm';

type Executor = Database | Transaction;

/** Locks the space's row to the end of the transaction: plan changes of one space queue here. */
export async function lockSpacePlan(tx: Transaction, spaceId: string): Promise<boolean> {
  const rows = await tx.select({ id: spaces.id }).from(spaces).where(eq(spaces.id, spaceId)).for('update');
  return rows.length > 0;
}

export async function findAccountTrialStart(db: Executor, userId: string): Promise<Date | null> {
  const [row] = await db.select({ at: users.trialStartedAt }).from(users).where(eq(users.id, userId));
  return row?.at ?? null;
}

/**
 * Marks the account's trial as used, unless it already was: false when another space of the
 * account got there first (two trials started at once from two spaces).
 */
export async function claimAccountTrial(tx: Transaction, userId: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(users)
    .set({ trialStartedAt: now })
    .where(and(eq(users.id, userId), isNull(users.trialStartedAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function setSpacePlan(
  db: Executor,
  spaceId: string,
  plan: { planId: PlanId; source: PlanSource | null; endsAt: Date | null; trialStartedAt?: Date },
  now: Date,
): Promise<void> {
  await db
    .update(spaces)
    .set({
      plan: plan.planId,
      planSource: plan.source,
      planEndsAt: plan.endsAt,
      ...(plan.trialStartedAt ? { trialStartedAt: plan.trialStartedAt } : {}),
      updatedAt: now,
    })
    .where(eq(spaces.id, spaceId));
}

export async function findSpaceByRoute(db: Executor, route: string) {
  const [row] = await db
    .select({ id: spaces.id, name: spaces.name, plan: spaces.plan, planEndsAt: spaces.planEndsAt })
    .from(spaces)
    .where(eq(sql`lower(${spaces.route})`, route.toLowerCase()));
  return row ?? null;
}

export async function insertPlanRequest(
  db: Executor,
  request: { spaceId: string; userId: string; planId: PlanId; now: Date },
): Promise<void> {
  await db.insert(planRequests).values({
    spaceId: request.spaceId,
    requestedBy: request.userId,
    planId: request.planId,
    createdAt: request.now,
  });
}

export async function findLastPlanRequest(db: Executor, spaceId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: planRequests.createdAt })
    .from(planRequests)
    .where(eq(planRequests.spaceId, spaceId))
    .orderBy(desc(planRequests.createdAt))
    .limit(1);
  return row?.at ?? null;
}

/** The chosen services stay active, every other service of the space is turned off. */
export async function keepOnlyServices(tx: Transaction, spaceId: string, serviceIds: string[], now: Date) {
  await tx
    .update(services)
    .set({ isActive: false, updatedAt: now })
    .where(
      and(
        eq(services.spaceId, spaceId),
        eq(services.isActive, true),
        ...(serviceIds.length > 0 ? [notInArray(services.id, serviceIds)] : []),
      ),
    );
  if (serviceIds.length === 0) return;
  await tx
    .update(services)
    .set({ isActive: true, updatedAt: now })
    .where(
      and(eq(services.spaceId, spaceId), inArray(services.id, serviceIds), eq(services.isActive, false)),
    );
}

/** Only the chosen professional's ranges stay active: the others' are turned off (not deleted). */
export async function keepOnlyProfessional(tx: Transaction, spaceId: string, hostId: string, now: Date) {
  await tx
    .update(serviceSchedules)
    .set({ isActive: false, updatedAt: now })
    .where(
      and(
        ne(serviceSchedules.hostId, hostId),
        eq(serviceSchedules.isActive, true),
        inArray(
          serviceSchedules.serviceId,
          tx.select({ id: services.id }).from(services).where(eq(services.spaceId, spaceId)),
        ),
      ),
    );
}

export async function countSpaceServices(db: Executor, spaceId: string, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await queryRows<{ found: number }>(
    db,
    sql`select count(*)::integer as found from services where space_id = ${spaceId} and id in ${ids}`,
  );
  return row?.found ?? 0;
}

/** ADMINs of the space with their e-mail (trial and usage notices). */
export async function listSpaceAdmins(db: Executor, spaceId: string) {
  return queryRows<{ id: string; name: string; email: string }>(
    db,
    sql`select u.id, u.name, u.email from space_members m join users u on u.id = m.user_id
         where m.space_id = ${spaceId} and m.role = 'ADMIN' order by u.id`,
  );
}

/**
 * Spaces the notices scheduler looks at: a trial that ends within `soon` or ended after
 * `endedSince`, and every space on which the monthly limit could apply (stored plan Gratuito or
 * ended), each with its zone.
 */
export async function listSpacesForNotices(db: Executor, range: { endedSince: Date; soon: Date }) {
  return queryRows<{
    id: string;
    name: string;
    time_zone: string;
    plan: string;
    plan_source: 'trial' | 'operator' | null;
    plan_ends_at: string | Date | null;
    trial_started_at: string | Date | null;
  }>(
    db,
    sql`select id, name, time_zone, plan, plan_source, plan_ends_at, trial_started_at from spaces
         where (plan_source = 'trial' and plan_ends_at between ${range.endedSince.toISOString()}::timestamptz
                                                          and ${range.soon.toISOString()}::timestamptz)
            or plan = 'gratuito' or plan_ends_at <= ${range.soon.toISOString()}::timestamptz`,
  );
}

/** Dedupe keys already in the outbox, among these. */
export async function findQueuedKeys(db: Executor, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await queryRows<{ dedupe_key: string }>(
    db,
    sql`select dedupe_key from email_outbox where dedupe_key in ${keys}`,
  );
  return new Set(rows.map((row) => row.dedupe_key));
}
