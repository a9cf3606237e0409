import type { Database } from '@citavet/db/database';
import { type PlanCommand, PlanCommandSchema } from '@citavet/domain/plans/plan.schema';
import { FREE_PLAN_ID, findPlan, type PlanId, UPGRADE_PLAN_ID } from '@citavet/domain/plans/plans';
import { effectivePlanAt, type PlanSource } from '@citavet/domain/plans/space-plan';
import { MILLISECONDS_PER_DAY } from '@citavet/domain/time/civil-calendar';
import { addDays, startOfLocalDay } from '@citavet/domain/time/zoned-time';
import type { Clock } from '../../app-dependencies';
import { insertAuditEvent } from '../../audit/audit.repository';
import { AppError } from '../../http/app-error';
import { findStoredSpacePlan } from '../../plans/space-plan.repository';
import { findSpaceByRoute, lockSpacePlan, setSpacePlan } from './plans.repository';

/**
 * The operator's `npm run plan -- set <route> <free|trial|premium|empresa> [--until AAAA-MM-DD]`:
 * puts a space on a plan (a paid period agreed with the sales team, a trial given by hand, back to
 * Gratuito) and writes the change to the space's audit log, with no actor (the platform did it).
 * `--until` is inclusive: the plan holds to the end of that day in the clinic's zone.
 */
export async function setSpacePlanByOperator(
  deps: { db: Database; clock: Clock },
  raw: { route: string; plan: string; until: string | null },
): Promise<string> {
  const parsed = PlanCommandSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const code = issue?.path[0] === 'plan' ? 'PLAN_NOT_FOUND' : 'VALIDATION_ERROR';
    throw new AppError(400, code, issue?.message ?? 'Orden inválida');
  }
  const command = parsed.data;
  const now = deps.clock.now();
  const space = await findSpaceByRoute(deps.db, command.route);
  if (!space)
    throw new AppError(404, 'SPACE_NOT_FOUND', `No hay ningún espacio con la ruta «${command.route}»`);
  return deps.db.transaction(async (tx) => {
    await lockSpacePlan(tx, space.id);
    const stored = await findStoredSpacePlan(tx, space.id);
    if (!stored)
      throw new AppError(404, 'SPACE_NOT_FOUND', `No hay ningún espacio con la ruta «${command.route}»`);
    const target = targetOf(command, stored.timeZone, now);
    if (target.endsAt !== null && target.endsAt <= now) {
      throw new AppError(400, 'VALIDATION_ERROR', 'La fecha de --until ya pasó: elige una fecha futura');
    }
    const before = effectivePlanAt(stored, now).plan.id;
    await setSpacePlan(
      tx,
      space.id,
      {
        ...target,
        ...(command.plan === 'trial' && stored.trialStartedAt === null ? { trialStartedAt: now } : {}),
      },
      now,
    );
    await insertAuditEvent(tx, {
      spaceId: space.id,
      actorUserId: null,
      action: 'PLAN_CHANGED',
      subjectType: 'space',
      subjectId: space.id,
      ip: null,
      details: {
        from: before,
        to: target.planId,
        source: target.source,
        until: target.endsAt?.toISOString() ?? null,
      },
      at: now,
    });
    const until = target.endsAt ? ` hasta ${target.endsAt.toISOString()}` : '';
    return `${space.name} (${command.route}): plan ${findPlan(target.planId).name}${until}`;
  });
}

function targetOf(
  command: PlanCommand,
  timeZone: string,
  now: Date,
): { planId: PlanId; source: PlanSource | null; endsAt: Date | null } {
  const endOfDay = command.until ? new Date(startOfLocalDay(addDays(command.until, 1), timeZone)) : null;
  switch (command.plan) {
    case 'free':
      return { planId: FREE_PLAN_ID, source: null, endsAt: null };
    case 'trial': {
      const days = findPlan(UPGRADE_PLAN_ID).trialDays;
      return {
        planId: UPGRADE_PLAN_ID,
        source: 'trial',
        endsAt: endOfDay ?? new Date(now.getTime() + days * MILLISECONDS_PER_DAY),
      };
    }
    default:
      return { planId: command.plan, source: 'operator', endsAt: endOfDay };
  }
}
