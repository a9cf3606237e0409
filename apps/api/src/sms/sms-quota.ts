import type { Database, Transaction } from '@citavet/db/database';
import { findPlan, type Plan } from '@citavet/domain/plans/plans';
import { smsQuotaOf, smsUsageMonth } from '@citavet/domain/plans/sms-quota';
import { effectivePlanAt } from '@citavet/domain/plans/space-plan';
import type { AppConfig, AppDependencies } from '../app-dependencies';
import { arePlanLimitsOn } from '../plans/plan-guard';
import { findStoredSpacePlan } from '../plans/space-plan.repository';
import { findSmsUsage } from './sms-usage.repository';

// The space's SMS quota this month (decision 081): its plan's at the clock's now, or the server's
// default; and what it used. The worker reserves against it; the reminders' queueing, the settings
// and 'Plan y uso' read it.

export type SmsQuotaFacts = {
  now: Date;
  /** PLAN_LIMITS: off, every space has the server's default. */
  arePlanLimitsOn: boolean;
  /** SMS_MONTHLY_SEGMENT_QUOTA. */
  serverQuota: number;
};

/** The facts of the app's dependencies: its clock, PLAN_LIMITS, and the server's default quota. */
export function smsQuotaFactsOf(
  deps: Pick<AppDependencies, 'clock'> & { config: Pick<AppConfig, 'arePlanLimitsOn' | 'sms'> },
): SmsQuotaFacts {
  return {
    now: deps.clock.now(),
    arePlanLimitsOn: arePlanLimitsOn(deps),
    serverQuota: deps.config.sms?.monthlySegmentQuota ?? 0,
  };
}

export type SmsQuotaState = { month: string; used: number; quota: number; plan: Plan | null };

/** The segments the space may send this month. */
export async function spaceSmsQuota(
  db: Database | Transaction,
  facts: SmsQuotaFacts,
  spaceId: string,
): Promise<{ quota: number; plan: Plan | null }> {
  if (!facts.arePlanLimitsOn) return { quota: facts.serverQuota, plan: null };
  const stored = await findStoredSpacePlan(db, spaceId);
  const plan = stored ? effectivePlanAt(stored, facts.now).plan : findPlan('gratuito');
  return { quota: smsQuotaOf(plan, true, facts.serverQuota), plan };
}

export async function spaceSmsQuotaState(
  db: Database | Transaction,
  facts: SmsQuotaFacts,
  spaceId: string,
): Promise<SmsQuotaState> {
  const month = smsUsageMonth(facts.now);
  const [{ quota, plan }, used] = await Promise.all([
    spaceSmsQuota(db, facts, spaceId),
    findSmsUsage(db, spaceId, month),
  ]);
  return { month, used, quota, plan };
}
