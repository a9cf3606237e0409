import type { Database, PreparedStatement, Transaction } from '@citavet/db/database';
import { queryRows } from '@citavet/db/database';
import { queryPreparedRows } from '@citavet/db/prepared-rows';
import { statementText } from '@citavet/db/statement-text';
import type { TimeRange } from '@citavet/domain/availability/time-range';
import type { LimitedThing } from '@citavet/domain/plans/plan-limits';
import { isPlanId } from '@citavet/domain/plans/plans';
import type { StoredSpacePlan } from '@citavet/domain/plans/space-plan';
import { sql } from 'drizzle-orm';

// The plan's reads and the lock its counts are taken under (decision 073). Shared plumbing: the
// services, invitations, schedules and bookings features all ask the same questions.

type Executor = Database | Transaction;

type StoredPlanRow = {
  plan: string;
  plan_source: 'trial' | 'operator' | null;
  plan_ends_at: string | Date | null;
  trial_started_at: string | Date | null;
  time_zone: string;
};

const dateOrNull = (value: string | Date | null) => (value === null ? null : new Date(value));

/** Columns of `spaces` as a StoredSpacePlan; an unknown stored plan reads as Gratuito. */
export function storedPlanOf(row: Omit<StoredPlanRow, 'time_zone'>): StoredSpacePlan {
  return {
    planId: isPlanId(row.plan) ? row.plan : 'gratuito',
    source: row.plan_source,
    endsAt: dateOrNull(row.plan_ends_at),
    trialStartedAt: dateOrNull(row.trial_started_at),
  };
}

export async function findStoredSpacePlan(
  db: Executor,
  spaceId: string,
): Promise<(StoredSpacePlan & { timeZone: string }) | null> {
  const [row] = await queryPreparedRows<StoredPlanRow>(db, STORED_PLAN, [spaceId]);
  return row ? { ...storedPlanOf(row), timeZone: row.time_zone } : null;
}

// With plan limits on, every booking, move and status change asks these two: named, they are planned
// once per connection instead of on every call (0.05 and 0.17 ms of planning each, decision 110).
const STORED_PLAN: PreparedStatement = {
  name: 'stored_space_plan_v1',
  text: 'select plan, plan_source, plan_ends_at, trial_started_at, time_zone from spaces where id = $1::uuid',
};

/**
 * Writers that add one `thing` to a space queue here until their transaction ends, so the count
 * taken after it (a fresh snapshot per statement in READ COMMITTED) sees every committed addition:
 * at the limit, a race of two makes exactly one.
 */
export async function lockPlanCount(tx: Transaction, spaceId: string, thing: LimitedThing): Promise<void> {
  await queryRows(
    tx,
    sql`select pg_advisory_xact_lock(hashtextextended(${`citavet-plan:${thing}:${spaceId}`}, 0))`,
  );
}

/** Active services; members plus pending invitations not expired; members with an active schedule. */
export async function countPlanThings(
  db: Executor,
  spaceId: string,
  now: Date,
): Promise<{ services: number; users: number; members: number; professionals: number }> {
  const [row] = await queryRows<{
    services: number;
    members: number;
    invitations: number;
    professionals: number;
  }>(
    db,
    sql`select
      (select count(*)::integer from services where space_id = ${spaceId} and is_active) as services,
      (select count(*)::integer from space_members where space_id = ${spaceId}) as members,
      (select count(*)::integer from invitations
        where space_id = ${spaceId} and status = 'PENDING'
          and expires_at > ${now.toISOString()}::timestamptz) as invitations,
      (select count(*)::integer from space_professionals where space_id = ${spaceId}) as professionals`,
  );
  const counts = row ?? { services: 0, members: 0, invitations: 0, professionals: 0 };
  return {
    services: counts.services,
    users: counts.members + counts.invitations,
    members: counts.members,
    professionals: counts.professionals,
  };
}

/** Does the member already take appointments here (an active schedule of a service of the space)? */
export async function isProfessional(db: Executor, spaceId: string, hostId: string): Promise<boolean> {
  const [row] = await queryRows<{ found: boolean }>(
    db,
    sql`select exists (select 1 from space_professionals
          where space_id = ${spaceId} and host_id = ${hostId}) as found`,
  );
  return row?.found === true;
}

/** Non-cancelled appointments of the space starting within the month's instants, up to `upTo`. */
export async function countMonthAppointments(
  db: Executor,
  spaceId: string,
  month: TimeRange,
  upTo: number,
): Promise<number> {
  const [row] = await queryRows<{ taken: number }>(
    db,
    sql`select count(*)::integer as taken from (select 1 from bookings
          where space_id = ${spaceId} and status <> 'CANCELLED'
            and start_at >= ${new Date(month.startAt).toISOString()}::timestamptz
            and start_at < ${new Date(month.endAt).toISOString()}::timestamptz
          limit ${upTo}) as counted`,
  );
  return row?.taken ?? 0;
}

/**
 * Arms the database's monthly count for the rest of the transaction (migration 0034): the trigger
 * refuses a booking over `cap` appointments in its clinic-local month.
 */
export async function armPlanMonthCap(tx: Transaction, cap: number): Promise<void> {
  await queryRows(tx, sql`select set_config('citavet.plan_month_cap', ${String(cap)}, true)`);
}

/** Where a service and a host stand among the space's active ones: how many come before them. */
export async function findKeptRanks(
  db: Executor,
  spaceId: string,
  serviceId: string,
  hostId: string,
): Promise<{ serviceRank: number; hostRank: number }> {
  const [row] = await queryPreparedRows<{ service_rank: number; host_rank: number }>(db, KEPT_RANKS, [
    spaceId,
    serviceId,
    hostId,
  ]);
  return { serviceRank: row?.service_rank ?? 0, hostRank: row?.host_rank ?? 0 };
}

const KEPT_RANKS: PreparedStatement = {
  name: 'kept_ranks_v1',
  text: statementText(
    sql`select ${serviceRankSql(sql.raw('$1::uuid'), sql.raw('$2::uuid'))} as service_rank,
               ${hostRankSql(sql.raw('$1::uuid'), sql.raw('$3::uuid'))} as host_rank`,
  ),
};

/** The space's stored plan (null: no such space) and where a service and a host stand in it. */
export type PlanAndKeptRanks = {
  stored: (StoredSpacePlan & { timeZone: string }) | null;
  serviceRank: number;
  hostRank: number;
};

type PlanAndKeptRanksRow = { [Key in keyof StoredPlanRow]: StoredPlanRow[Key] | null } & {
  service_rank: number | null;
  host_rank: number | null;
};

/** findPlanAndKeptRanks's row, or planAndKeptRanksJsonSql's object, as a PlanAndKeptRanks. */
export function planAndKeptRanksOf(row: PlanAndKeptRanksRow | undefined): PlanAndKeptRanks {
  const stored =
    row?.plan == null || row.time_zone == null
      ? null
      : { ...storedPlanOf({ ...row, plan: row.plan }), timeZone: row.time_zone };
  return { stored, serviceRank: row?.service_rank ?? 0, hostRank: row?.host_rank ?? 0 };
}

/**
 * The space's stored plan and where the service and the host stand among its active ones, in one
 * statement: what a booking written by one statement is judged on before its write (decision 110).
 * The plan is null when the space does not exist; the ranks are counted all the same.
 */
export async function findPlanAndKeptRanks(
  db: Executor,
  spaceId: string,
  serviceId: string,
  hostId: string,
): Promise<PlanAndKeptRanks> {
  const [row] = await queryPreparedRows<PlanAndKeptRanksRow>(db, PLAN_AND_KEPT_RANKS, [
    spaceId,
    serviceId,
    hostId,
  ]);
  return planAndKeptRanksOf(row);
}

const PLAN_AND_KEPT_RANKS: PreparedStatement = {
  name: 'plan_and_kept_ranks_v1',
  text: statementText(
    sql`select sp.plan, sp.plan_source, sp.plan_ends_at, sp.trial_started_at, sp.time_zone,
               ${serviceRankSql(sql.raw('$1::uuid'), sql.raw('$2::uuid'))} as service_rank,
               ${hostRankSql(sql.raw('$1::uuid'), sql.raw('$3::uuid'))} as host_rank
          from (select 1) as anchor left join spaces sp on sp.id = $1::uuid`,
  ),
};

/**
 * findPlanAndKeptRanks's columns as one json object, for a statement that has the space as `sp`
 * already (the staff booking's schedule read, decision 111): the same fragments, no statement of
 * its own.
 */
export function planAndKeptRanksJsonSql(serviceId: ReturnType<typeof sql>, hostId: ReturnType<typeof sql>) {
  return sql`json_build_object('plan', sp.plan, 'plan_source', sp.plan_source,
      'plan_ends_at', sp.plan_ends_at, 'trial_started_at', sp.trial_started_at, 'time_zone', sp.time_zone,
      'service_rank', ${serviceRankSql(sql.raw('sp.id'), serviceId)},
      'host_rank', ${hostRankSql(sql.raw('sp.id'), hostId)})`;
}

/** Active services of the space created before the service (created_at, then id). */
export function serviceRankSql(spaceId: ReturnType<typeof sql>, serviceId: ReturnType<typeof sql>) {
  return sql`(select count(*)::integer from services o, services me
     where me.id = ${serviceId} and o.space_id = ${spaceId} and o.is_active
       and (o.created_at, o.id) < (me.created_at, me.id))`;
}

/**
 * Professionals of the space whose first active schedule came before the host's: a count in
 * `space_professionals`, which the schedules' triggers keep (migration 0057, decision 111).
 */
export function hostRankSql(spaceId: ReturnType<typeof sql>, hostId: ReturnType<typeof sql>) {
  return sql`(select count(*)::integer from space_professionals o, space_professionals me
      where me.space_id = ${spaceId} and me.host_id = ${hostId} and o.space_id = ${spaceId}
        and (o.first_active_at, o.host_id) < (me.first_active_at, me.host_id))`;
}

export type KeptCandidates = {
  services: { id: string; name: string; createdAt: number; isActive: boolean }[];
  /** Members with an active schedule, by the creation of their first one. */
  professionals: { id: string; name: string; createdAt: number; isActive: boolean }[];
};

/** What keptUnderLimit chooses among: the space's services, and its professionals. */
export async function listKeptCandidates(db: Executor, spaceId: string): Promise<KeptCandidates> {
  const services = await queryRows<{
    id: string;
    name: string;
    created_at: string | Date;
    is_active: boolean;
  }>(db, sql`select id, name, created_at, is_active from services where space_id = ${spaceId}`);
  const professionals = await queryRows<{ id: string; name: string; first_at: string | Date }>(
    db,
    sql`select u.id, u.name, k.first_active_at as first_at from space_professionals k
          join users u on u.id = k.host_id
         where k.space_id = ${spaceId}`,
  );
  return {
    services: services.map((row) => ({
      id: row.id,
      name: row.name,
      createdAt: new Date(row.created_at).getTime(),
      isActive: row.is_active,
    })),
    professionals: professionals.map((row) => ({
      id: row.id,
      name: row.name,
      createdAt: new Date(row.first_at).getTime(),
      isActive: true,
    })),
  };
}

/**
 * How many of the space's members come before the user when the plan keeps its first users
 * (decision 081): the owner, then ADMINs, then by when they joined (ties by id). Null: not a member.
 */
export async function findMemberRank(db: Executor, spaceId: string, userId: string): Promise<number | null> {
  const [row] = await queryRows<{ member_rank: number | null }>(
    db,
    sql`with ranked as (
          select m.user_id, m.role, m.joined_at, coalesce(m.user_id = s.owner_user_id, false) as is_owner
            from space_members m join spaces s on s.id = m.space_id
           where m.space_id = ${spaceId})
        select (select count(*)::integer from ranked o
                 where (not o.is_owner, o.role <> 'ADMIN', o.joined_at, o.user_id)
                     < (not me.is_owner, me.role <> 'ADMIN', me.joined_at, me.user_id)) as member_rank
          from ranked me where me.user_id = ${userId}`,
  );
  return row?.member_rank ?? null;
}
