import type { KeptUnderPlanInput, PlanOverview } from '@citavet/domain/plans/plan.schema';
import { limitOf } from '@citavet/domain/plans/plan-limits';
import { effectivePlanAt } from '@citavet/domain/plans/space-plan';
import type { AppDependencies } from '../../app-dependencies';
import { insertAuditEvent } from '../../audit/audit.repository';
import { AppError, notFound } from '../../http/app-error';
import { requireSpaceAdmin, SPACE_NOT_FOUND_MESSAGE } from '../../http/space-access';
import { arePlanLimitsOn } from '../../plans/plan-guard';
import { findStoredSpacePlan, listKeptCandidates } from '../../plans/space-plan.repository';
import { readPlanOverview } from './get-plan-overview';
import {
  countSpaceServices,
  keepOnlyProfessional,
  keepOnlyServices,
  lockSpacePlan,
} from './plans.repository';

/**
 * PUT /spaces/{spaceId}/plan/kept: after a move to a smaller plan the ADMIN chooses which services
 * stay active (the rest are turned off, never deleted) and which professional keeps taking
 * appointments (the others' ranges are turned off). Nothing else changes: appointments stand.
 */
export async function keepUnderPlan(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
  input: KeptUnderPlanInput,
  ip: string | null,
): Promise<PlanOverview> {
  const { db } = deps.database;
  await requireSpaceAdmin(
    db,
    spaceId,
    userId,
    'Solo los administradores del espacio pueden elegir qué sigue activo',
  );
  const now = deps.clock.now();
  const serviceIds = [...new Set(input.serviceIds.map((id) => id.toLowerCase()))];
  const professionalId = input.professionalId?.toLowerCase() ?? null;
  return db.transaction(async (tx) => {
    if (!(await lockSpacePlan(tx, spaceId))) throw notFound(SPACE_NOT_FOUND_MESSAGE, 'SPACE_NOT_FOUND');
    const stored = await findStoredSpacePlan(tx, spaceId);
    if (!stored) throw notFound(SPACE_NOT_FOUND_MESSAGE, 'SPACE_NOT_FOUND');
    const { plan } = effectivePlanAt(stored, now);
    const isOn = arePlanLimitsOn(deps);
    const serviceLimit = limitOf(plan, 'services', isOn);
    if (serviceLimit !== null && serviceIds.length > serviceLimit) {
      throw new AppError(
        400,
        'PLAN_CHOICE_OVER_LIMIT',
        `El plan ${plan.name} permite ${serviceLimit} servicios activos: elige como mucho ${serviceLimit}.`,
      );
    }
    if ((await countSpaceServices(tx, spaceId, serviceIds)) !== serviceIds.length) {
      throw notFound('Alguno de los servicios elegidos no es de este espacio', 'SERVICE_NOT_FOUND');
    }
    if (professionalId !== null) {
      const { professionals } = await listKeptCandidates(tx, spaceId);
      if (!professionals.some((professional) => professional.id === professionalId)) {
        throw notFound('El profesional elegido no tiene horarios en este espacio', 'HOST_NOT_FOUND');
      }
      await keepOnlyProfessional(tx, spaceId, professionalId, now);
    }
    await keepOnlyServices(tx, spaceId, serviceIds, now);
    await insertAuditEvent(tx, {
      spaceId,
      actorUserId: userId,
      action: 'PLAN_KEPT_CHOSEN',
      subjectType: 'space',
      subjectId: spaceId,
      ip,
      details: { services: serviceIds.length, professionalId },
      at: now,
    });
    return readPlanOverview(tx, deps, userId, spaceId);
  });
}
