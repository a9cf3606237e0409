import { MILLISECONDS_PER_DAY } from '../time/civil-calendar';
import { FREE_PLAN_ID, findPlan, type Plan, type PlanId, UPGRADE_PLAN_ID } from './plans';

// Which plan a space is on at an instant. A space stores the plan it was put on and until when;
// the end needs no write: from `endsAt` on the space is on Gratuito again (a trial, a paid period
// the operator set). Data in, verdict out: `now` is always passed in.

/** How a space came to its stored plan: the 14-day trial, or the platform's operator. */
export type PlanSource = 'trial' | 'operator';

export type StoredSpacePlan = {
  planId: PlanId;
  source: PlanSource | null;
  /** Null: no end (Gratuito, or a plan the operator set without `--until`). */
  endsAt: Date | null;
  /** When the space started its trial; a space has one trial in its life. */
  trialStartedAt: Date | null;
};

export type EffectivePlan = {
  plan: Plan;
  /** The stored plan still holds and came from the trial. */
  isTrial: boolean;
  /** When the plan ends (the space goes back to Gratuito), or null. */
  endsAt: Date | null;
};

export function effectivePlanAt(stored: StoredSpacePlan, now: Date): EffectivePlan {
  const holds = stored.planId !== FREE_PLAN_ID && (stored.endsAt === null || now < stored.endsAt);
  if (!holds) return { plan: findPlan(FREE_PLAN_ID), isTrial: false, endsAt: null };
  return { plan: findPlan(stored.planId), isTrial: stored.source === 'trial', endsAt: stored.endsAt };
}

/** Whole days left, counting a started day as a day: 'Te quedan N días de prueba'. */
export function daysLeft(endsAt: Date, now: Date): number {
  return Math.max(0, Math.ceil((endsAt.getTime() - now.getTime()) / MILLISECONDS_PER_DAY));
}

export function trialDaysLeftMessage(days: number): string {
  return days === 1 ? 'Te queda 1 día de prueba' : `Te quedan ${days} días de prueba`;
}

export type TrialRefusal = 'space-used' | 'account-used' | 'already-on-plan';

export const TRIAL_REFUSAL_MESSAGES: Record<TrialRefusal, string> = {
  'space-used': 'Este espacio ya usó su prueba gratuita de Premium. Para seguir, pasa a Premium.',
  'account-used':
    'Tu cuenta ya usó su prueba gratuita de Premium en otro espacio. Para seguir, pasa a Premium.',
  'already-on-plan': 'Este espacio ya está en el plan Premium.',
};

/**
 * May this space start the trial now, asked by this account? Once per space and once per account,
 * and only from Gratuito (a running trial or a paid plan has nothing to try).
 */
export function judgeTrialStart(
  input: { space: StoredSpacePlan; accountTrialStartedAt: Date | null },
  now: Date,
): { ok: true; endsAt: Date } | { ok: false; reason: TrialRefusal } {
  if (effectivePlanAt(input.space, now).plan.id !== FREE_PLAN_ID)
    return { ok: false, reason: 'already-on-plan' };
  if (input.space.trialStartedAt !== null) return { ok: false, reason: 'space-used' };
  if (input.accountTrialStartedAt !== null) return { ok: false, reason: 'account-used' };
  const days = findPlan(UPGRADE_PLAN_ID).trialDays;
  return { ok: true, endsAt: new Date(now.getTime() + days * MILLISECONDS_PER_DAY) };
}

/** Days before the trial's end when the 'termina pronto' e-mail goes. */
export const TRIAL_ENDING_NOTICE_DAYS = 3;

export type TrialNotice = 'ending-soon' | 'ended';

/** Which trial e-mail is due now, if any (each sent once, by its dedupe key). */
export function dueTrialNotice(stored: StoredSpacePlan, now: Date): TrialNotice | null {
  if (stored.source !== 'trial' || stored.endsAt === null || stored.planId === FREE_PLAN_ID) return null;
  const left = stored.endsAt.getTime() - now.getTime();
  if (left <= 0) return 'ended';
  if (left <= TRIAL_ENDING_NOTICE_DAYS * MILLISECONDS_PER_DAY) return 'ending-soon';
  return null;
}

export function trialNoticeDedupeKey(spaceId: string, endsAt: Date, notice: TrialNotice): string {
  return `plan-trial:${notice}:${spaceId}:${endsAt.toISOString()}`;
}
