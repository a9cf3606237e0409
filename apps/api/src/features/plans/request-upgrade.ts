import { findPlan, type PlanId, UPGRADE_PLAN_ID } from '@citavet/domain/plans/plans';
import type { AppDependencies } from '../../app-dependencies';
import { insertAuditEvent } from '../../audit/audit.repository';
import { AppError, notFound } from '../../http/app-error';
import type { SessionUser } from '../../http/session';
import { requireSpaceAdmin, SPACE_NOT_FOUND_MESSAGE } from '../../http/space-access';
import { enqueueEmail } from '../../mail/outbox.repository';
import { findStoredSpacePlan } from '../../plans/space-plan.repository';
import { upgradeRequestEmail } from './plan-emails';
import { insertPlanRequest, lockSpacePlan } from './plans.repository';

/**
 * POST /spaces/{spaceId}/plan/upgrade-request: 'Pasar a Premium'. No payment provider can be reached
 * (decision 073), so the request is recorded and e-mailed to the platform's sales address, in one
 * transaction; the sales team answers and the operator sets the plan (`npm run plan`).
 */
export async function requestUpgrade(
  deps: AppDependencies,
  user: SessionUser,
  spaceId: string,
  planId: PlanId,
  ip: string | null,
): Promise<{ requestedAt: string }> {
  const { db } = deps.database;
  await requireSpaceAdmin(
    db,
    spaceId,
    user.id,
    'Solo los administradores del espacio pueden pedir un cambio de plan',
  );
  if (planId !== UPGRADE_PLAN_ID) {
    const plan = findPlan(planId);
    const message = plan.comingSoon
      ? `El plan ${plan.name} llegará pronto: escríbenos si lo necesitas.`
      : `Solo puedes pedir el plan ${findPlan(UPGRADE_PLAN_ID).name}.`;
    throw new AppError(400, 'PLAN_NOT_FOUND', message);
  }
  const now = deps.clock.now();
  await db.transaction(async (tx) => {
    if (!(await lockSpacePlan(tx, spaceId))) throw notFound(SPACE_NOT_FOUND_MESSAGE, 'SPACE_NOT_FOUND');
    const stored = await findStoredSpacePlan(tx, spaceId);
    if (!stored) throw notFound(SPACE_NOT_FOUND_MESSAGE, 'SPACE_NOT_FOUND');
    await insertPlanRequest(tx, { spaceId, userId: user.id, planId: UPGRADE_PLAN_ID, now });
    const salesEmail = deps.config.salesEmail;
    if (salesEmail) {
      await enqueueEmail(tx, {
        kind: 'plan-upgrade-request',
        to: salesEmail,
        ...upgradeRequestEmail({
          spaceId,
          planName: findPlan(UPGRADE_PLAN_ID).name,
          requester: { name: user.name, email: user.email },
          at: now,
        }),
        sendAfter: now,
      });
    }
    await insertAuditEvent(tx, {
      spaceId,
      actorUserId: user.id,
      action: 'PLAN_UPGRADE_REQUESTED',
      subjectType: 'space',
      subjectId: spaceId,
      ip,
      details: { plan: UPGRADE_PLAN_ID },
      at: now,
    });
  });
  return { requestedAt: now.toISOString() };
}
