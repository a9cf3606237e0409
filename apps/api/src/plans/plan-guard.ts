import type { Database, Transaction } from '@citavet/db/database';
import {
  isKeptAtRank,
  judgeAddition,
  keptUnderLimit,
  type LimitedThing,
  limitOf,
  memberOverPlanMessage,
} from '@citavet/domain/plans/plan-limits';
import { type EffectivePlan, effectivePlanAt, type StoredSpacePlan } from '@citavet/domain/plans/space-plan';
import type { AppConfig, AppDependencies } from '../app-dependencies';
import { AppError } from '../http/app-error';
import {
  armPlanMonthCap,
  countPlanThings,
  findKeptRanks,
  findMemberRank,
  findPlanAndKeptRanks,
  findStoredSpacePlan,
  isProfessional,
  type KeptCandidates,
  listKeptCandidates,
  lockPlanCount,
  type PlanAndKeptRanks,
} from './space-plan.repository';

// What every write path asks of the space's plan before adding something (decision 073): the
// rule is packages/domain/src/plans/plan-limits.ts; here it meets the database's counts and lock.

type PlanDependencies = Pick<AppDependencies, 'clock'> & { config: Pick<AppConfig, 'arePlanLimitsOn'> };

/** PLAN_LIMITS: on by default in production (env.ts); apps built without it (tests) have them off. */
export function arePlanLimitsOn(deps: { config: Pick<AppConfig, 'arePlanLimitsOn'> }): boolean {
  return deps.config.arePlanLimitsOn?.() ?? false;
}

export async function effectivePlanOf(
  db: Database | Transaction,
  deps: Pick<AppDependencies, 'clock'>,
  spaceId: string,
): Promise<EffectivePlan & { timeZone: string }> {
  return effectivePlanOfStored(await findStoredSpacePlan(db, spaceId), deps.clock.now());
}

/** The plan a space's stored columns put it on at `now`; a space not found is on Gratuito. */
function effectivePlanOfStored(
  stored: (StoredSpacePlan & { timeZone: string }) | null,
  now: Date,
): EffectivePlan & { timeZone: string } {
  const fallback = { planId: 'gratuito' as const, source: null, endsAt: null, trialStartedAt: null };
  return { ...effectivePlanAt(stored ?? fallback, now), timeZone: stored?.timeZone ?? 'UTC' };
}

export function planLimitError(message: string): AppError {
  return new AppError(409, 'PLAN_LIMIT_REACHED', message);
}

/**
 * Refuses, inside the writing transaction, the one more `thing` the plan has no room for: takes the
 * space's lock for it, counts what is there, judges. `members`: count members only (accepting an
 * invitation turns a pending one into a member, so the pending ones are not in its way).
 */
export async function requirePlanRoom(
  tx: Transaction,
  deps: PlanDependencies,
  spaceId: string,
  thing: Exclude<LimitedThing, 'monthlyAppointments'> | 'members',
): Promise<void> {
  if (!arePlanLimitsOn(deps)) return;
  const limited = thing === 'members' ? 'users' : thing;
  const { plan } = await effectivePlanOf(tx, deps, spaceId);
  if (plan.limits[limited] === null) return;
  await lockPlanCount(tx, spaceId, limited);
  const counts = await countPlanThings(tx, spaceId, deps.clock.now());
  const used = thing === 'members' ? counts.members : counts[limited];
  const verdict = judgeAddition(plan, limited, used, true);
  if (!verdict.ok) throw planLimitError(verdict.message);
}

/** A schedule for a host who has none yet makes one more professional. */
export async function requireProfessionalRoom(
  tx: Transaction,
  deps: PlanDependencies,
  spaceId: string,
  hostId: string,
): Promise<void> {
  if (!arePlanLimitsOn(deps)) return;
  if (await isProfessional(tx, spaceId, hostId)) return;
  await requirePlanRoom(tx, deps, spaceId, 'professionals');
}

/**
 * Before a booking's insert in its transaction: the service and the host must be among the ones the
 * plan keeps active, and the database counts the booking's month against the plan's limit.
 */
export async function armBookingLimits(
  tx: Transaction,
  deps: PlanDependencies,
  booking: { spaceId: string; serviceId: string; hostId: string },
): Promise<void> {
  if (!arePlanLimitsOn(deps)) return;
  const { plan } = await effectivePlanOf(tx, deps, booking.spaceId);
  const ranks = await findKeptRanks(tx, booking.spaceId, booking.serviceId, booking.hostId);
  const cap = judgeBookingLimits(plan, ranks);
  if (cap !== null) await armPlanMonthCap(tx, cap);
}

/**
 * armBookingLimits for a booking written by one statement, without a transaction: judged on one read
 * of the plan and the ranks before the write, as the public booking judges them on its snapshot. It
 * answers the month's cap for the write to arm itself (null: none, or the limits are off). The
 * database still counts the month at the insert, so a race for the last appointment has one winner.
 */
export async function bookingLimitsOf(
  db: Database,
  deps: PlanDependencies,
  booking: { spaceId: string; serviceId: string; hostId: string },
  /** The same read, made already with the schedule's (findStaffScheduleContext) for these ids. */
  readAlready?: PlanAndKeptRanks,
): Promise<number | null> {
  if (!arePlanLimitsOn(deps)) return null;
  const read =
    readAlready ?? (await findPlanAndKeptRanks(db, booking.spaceId, booking.serviceId, booking.hostId));
  const { plan } = effectivePlanOfStored(read.stored, deps.clock.now());
  return judgeBookingLimits(plan, read);
}

/** The plan keeps the service and the professional, or refuses; answers the month's cap (null: none). */
function judgeBookingLimits(
  plan: EffectivePlan['plan'],
  ranks: { serviceRank: number; hostRank: number },
): number | null {
  if (!isKeptAtRank(ranks.serviceRank, limitOf(plan, 'services', true))) {
    throw planLimitError(keptMessage(plan.name, 'el servicio'));
  }
  if (!isKeptAtRank(ranks.hostRank, limitOf(plan, 'professionals', true))) {
    throw planLimitError(keptMessage(plan.name, 'el profesional'));
  }
  return limitOf(plan, 'monthlyAppointments', true);
}

/**
 * Before a booking's time is moved in its transaction: the database counts it against the plan's
 * month when it lands in another clinic-local month, or comes back from CANCELLED (migration 0041).
 */
export async function armMonthForMove(
  tx: Transaction,
  deps: PlanDependencies,
  spaceId: string,
): Promise<void> {
  if (!arePlanLimitsOn(deps)) return;
  const { plan } = await effectivePlanOf(tx, deps, spaceId);
  const cap = limitOf(plan, 'monthlyAppointments', true);
  if (cap !== null) await armPlanMonthCap(tx, cap);
}

/**
 * Is the user one of the members the plan has no room for (after a move to a smaller plan)? Those
 * keep reading their own past appointments and nothing else (decision 081). The plan keeps the
 * owner, then ADMINs, then members by when they joined.
 */
export async function isMemberOverPlan(
  db: Database | Transaction,
  deps: PlanDependencies,
  spaceId: string,
  userId: string,
): Promise<boolean> {
  if (!arePlanLimitsOn(deps)) return false;
  const { plan } = await effectivePlanOf(db, deps, spaceId);
  const limit = limitOf(plan, 'users', true);
  if (limit === null) return false;
  const rank = await findMemberRank(db, spaceId, userId);
  return rank !== null && !isKeptAtRank(rank, limit);
}

/** A MEMBER the plan has no room for changes nothing: 403 with the plan and the way up. */
export async function requireMemberWithinPlan(
  db: Database | Transaction,
  deps: PlanDependencies,
  spaceId: string,
  userId: string,
): Promise<void> {
  if (!(await isMemberOverPlan(db, deps, spaceId, userId))) return;
  const { plan } = await effectivePlanOf(db, deps, spaceId);
  throw new AppError(403, 'PLAN_LIMIT_REACHED', memberOverPlanMessage(plan));
}

export type KeptByPlan = {
  candidates: KeptCandidates;
  /** Null: the plan keeps every active one. */
  serviceIds: Set<string> | null;
  professionalIds: Set<string> | null;
};

/** Which services and professionals the space's plan keeps active now (keptUnderLimit). */
export async function keptByPlan(
  db: Database | Transaction,
  deps: PlanDependencies,
  spaceId: string,
): Promise<KeptByPlan> {
  const { plan } = await effectivePlanOf(db, deps, spaceId);
  const candidates = await listKeptCandidates(db, spaceId);
  const isOn = arePlanLimitsOn(deps);
  const serviceLimit = limitOf(plan, 'services', isOn);
  const professionalLimit = limitOf(plan, 'professionals', isOn);
  return {
    candidates,
    serviceIds: serviceLimit === null ? null : keptUnderLimit(candidates.services, serviceLimit),
    professionalIds:
      professionalLimit === null ? null : keptUnderLimit(candidates.professionals, professionalLimit),
  };
}

export type OfferKeptByPlan = {
  isServiceKept: boolean;
  /** Null when no host was asked about. */
  isHostKept: boolean | null;
  /** When the plan that holds now ends (a trial, a paid period): an answer cached until then at most. */
  planEndsAt: Date | null;
};

/**
 * Does the space's plan keep this service (and host) active now? The public reads ask it before
 * offering slots: a service or professional the plan keeps out is not offered even by its URL.
 */
export async function offerKeptByPlan(
  db: Database | Transaction,
  deps: PlanDependencies,
  spaceId: string,
  offer: { serviceId: string; hostId?: string },
): Promise<OfferKeptByPlan> {
  if (!arePlanLimitsOn(deps)) return { isServiceKept: true, isHostKept: true, planEndsAt: null };
  const { plan, endsAt } = await effectivePlanOf(db, deps, spaceId);
  const serviceLimit = limitOf(plan, 'services', true);
  const hostLimit = limitOf(plan, 'professionals', true);
  if (serviceLimit === null && hostLimit === null) {
    return { isServiceKept: true, isHostKept: true, planEndsAt: endsAt };
  }
  const { serviceRank, hostRank } = await findKeptRanks(
    db,
    spaceId,
    offer.serviceId,
    offer.hostId ?? offer.serviceId,
  );
  return {
    isServiceKept: isKeptAtRank(serviceRank, serviceLimit),
    isHostKept: offer.hostId === undefined ? null : isKeptAtRank(hostRank, hostLimit),
    planEndsAt: endsAt,
  };
}

function keptMessage(planName: string, what: string): string {
  return `Con el plan ${planName}, ${what} no está entre los que siguen activos. Elige cuáles siguen activos en Configuración › Plan y uso, o pasa a Premium.`;
}
