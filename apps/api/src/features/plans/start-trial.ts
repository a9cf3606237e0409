import type { PlanOverview } from '@citavet/domain/plans/plan.schema';
import { UPGRADE_PLAN_ID } from '@citavet/domain/plans/plans';
import { judgeTrialStart, TRIAL_REFUSAL_MESSAGES } from '@citavet/domain/plans/space-plan';
import type { AppDependencies } from '../../app-dependencies';
import { insertAuditEvent } from '../../audit/audit.repository';
import { AppError, notFound } from '../../http/app-error';
import { requireSpaceAdmin, SPACE_NOT_FOUND_MESSAGE } from '../../http/space-access';
import { findStoredSpacePlan } from '../../plans/space-plan.repository';
import { readPlanOverview } from './get-plan-overview';
import { claimAccountTrial, findAccountTrialStart, lockSpacePlan, setSpacePlan } from './plans.repository';

/**
 * POST /spaces/{spaceId}/plan/trial: 'Probar Premium 14 días gratis, sin tarjeta'. Once per space
 * and once per account, from Gratuito only; the space is on Premium until the trial's end, then on
 * Gratuito again by itself. The space's row lock and the account's conditional update make two
 * clicks (or two spaces of one account at once) start one trial.
 */
export async function startTrial(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
  ip: string | null,
): Promise<PlanOverview> {
  const { db } = deps.database;
  await requireSpaceAdmin(
    db,
    spaceId,
    userId,
    'Solo los administradores del espacio pueden empezar la prueba',
  );
  const now = deps.clock.now();
  return db.transaction(async (tx) => {
    if (!(await lockSpacePlan(tx, spaceId))) throw notFound(SPACE_NOT_FOUND_MESSAGE, 'SPACE_NOT_FOUND');
    const stored = await findStoredSpacePlan(tx, spaceId);
    if (!stored) throw notFound(SPACE_NOT_FOUND_MESSAGE, 'SPACE_NOT_FOUND');
    const accountTrialStartedAt = await findAccountTrialStart(tx, userId);
    const verdict = judgeTrialStart({ space: stored, accountTrialStartedAt }, now);
    if (!verdict.ok) throw trialRefused(TRIAL_REFUSAL_MESSAGES[verdict.reason]);
    if (!(await claimAccountTrial(tx, userId, now)))
      throw trialRefused(TRIAL_REFUSAL_MESSAGES['account-used']);
    await setSpacePlan(
      tx,
      spaceId,
      { planId: UPGRADE_PLAN_ID, source: 'trial', endsAt: verdict.endsAt, trialStartedAt: now },
      now,
    );
    await insertAuditEvent(tx, {
      spaceId,
      actorUserId: userId,
      action: 'PLAN_TRIAL_STARTED',
      subjectType: 'space',
      subjectId: spaceId,
      ip,
      details: { plan: UPGRADE_PLAN_ID, endsAt: verdict.endsAt.toISOString() },
      at: now,
    });
    return readPlanOverview(tx, deps, userId, spaceId);
  });
}

function trialRefused(message: string): AppError {
  return new AppError(409, 'TRIAL_NOT_AVAILABLE', message);
}
