import type { Database, Transaction } from '@citavet/db/database';
import type { PlanOverview } from '@citavet/domain/plans/plan.schema';
import { usageLines } from '@citavet/domain/plans/plan-limits';
import { monthWindowAround } from '@citavet/domain/plans/plan-month';
import { smsUsageLabel } from '@citavet/domain/plans/sms-quota';
import {
  daysLeft,
  effectivePlanAt,
  judgeTrialStart,
  TRIAL_REFUSAL_MESSAGES,
} from '@citavet/domain/plans/space-plan';
import type { AppDependencies } from '../../app-dependencies';
import { notFound } from '../../http/app-error';
import { requireSpaceMember, SPACE_NOT_FOUND_MESSAGE } from '../../http/space-access';
import { arePlanLimitsOn, keptByPlan } from '../../plans/plan-guard';
import {
  countMonthAppointments,
  countPlanThings,
  findStoredSpacePlan,
} from '../../plans/space-plan.repository';
import { smsQuotaFactsOf, spaceSmsQuotaState } from '../../sms/sms-quota';
import { findAccountTrialStart, findLastPlanRequest } from './plans.repository';

/** GET /spaces/{spaceId}/plan: the plan, its trial, what is used of it this month ('Plan y uso'). */
export async function getPlanOverview(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
): Promise<PlanOverview> {
  await requireSpaceMember(deps.database.db, spaceId, userId);
  return readPlanOverview(deps.database.db, deps, userId, spaceId);
}

/** The overview as `userId` sees it (the trial's refusal depends on their account). */
export async function readPlanOverview(
  db: Database | Transaction,
  deps: AppDependencies,
  userId: string,
  spaceId: string,
): Promise<PlanOverview> {
  const now = deps.clock.now();
  const stored = await findStoredSpacePlan(db, spaceId);
  if (!stored) throw notFound(SPACE_NOT_FOUND_MESSAGE, 'SPACE_NOT_FOUND');
  const effective = effectivePlanAt(stored, now);
  const month = monthWindowAround(now.getTime(), stored.timeZone);
  const [counts, appointments, accountTrialStartedAt, kept, requestedAt, sms] = await Promise.all([
    countPlanThings(db, spaceId, now),
    countMonthAppointments(db, spaceId, month, Number.MAX_SAFE_INTEGER),
    findAccountTrialStart(db, userId),
    keptByPlan(db, deps, spaceId),
    findLastPlanRequest(db, spaceId),
    spaceSmsQuotaState(db, smsQuotaFactsOf(deps), spaceId),
  ]);
  const trial = judgeTrialStart({ space: stored, accountTrialStartedAt }, now);
  const areLimitsOn = arePlanLimitsOn(deps);
  const usage = usageLines(effective.plan, { ...counts, monthlyAppointments: appointments }, areLimitsOn);
  return {
    plan: {
      id: effective.plan.id,
      name: effective.plan.name,
      isTrial: effective.isTrial,
      endsAt: effective.endsAt?.toISOString() ?? null,
      trialDaysLeft: effective.isTrial && effective.endsAt ? daysLeft(effective.endsAt, now) : null,
    },
    trialRefusal: trial.ok ? null : TRIAL_REFUSAL_MESSAGES[trial.reason],
    areLimitsOn,
    month: month.month,
    usage,
    sms: { used: sms.used, quota: sms.quota, label: smsUsageLabel(sms.used, sms.quota) },
    services: kept.candidates.services
      .sort((first, second) => first.createdAt - second.createdAt || (first.id < second.id ? -1 : 1))
      .map((service) => ({
        id: service.id,
        name: service.name,
        isActive: service.isActive,
        isKept: service.isActive && (kept.serviceIds?.has(service.id) ?? true),
      })),
    professionals: kept.candidates.professionals
      .sort((first, second) => first.createdAt - second.createdAt || (first.id < second.id ? -1 : 1))
      .map((professional) => ({
        userId: professional.id,
        name: professional.name,
        isKept: kept.professionalIds?.has(professional.id) ?? true,
      })),
    upgradeRequestedAt: requestedAt?.toISOString() ?? null,
  };
}
