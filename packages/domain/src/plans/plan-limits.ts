import { PLANS, type Plan, type PlanLimits, UPGRADE_PLAN_ID } from './plans';

// The plan's limits as one rule: what a space has now (counted by the API or, for appointments, by
// the database under a lock) in, may it add one more out, with the Spanish message that names the
// plan and the way up. PLAN_LIMITS=off (a clinic hosting its own copy) makes every answer yes.

export type LimitedThing = keyof PlanLimits;

export type PlanUsage = Record<LimitedThing, number>;

export type LimitVerdict = { ok: true } | { ok: false; message: string };

/** The limit that holds for the thing, or null when nothing limits it (plan or PLAN_LIMITS=off). */
export function limitOf(plan: Plan, thing: LimitedThing, areLimitsOn: boolean): number | null {
  return areLimitsOn ? plan.limits[thing] : null;
}

/** May the space have one more `thing`, having `used` of them? */
export function judgeAddition(
  plan: Plan,
  thing: LimitedThing,
  used: number,
  areLimitsOn: boolean,
): LimitVerdict {
  const limit = limitOf(plan, thing, areLimitsOn);
  if (limit === null || used < limit) return { ok: true };
  return { ok: false, message: limitMessage(plan, thing) };
}

/** 1.000, 12.500: the thousands dot of Spanish even for four digits (Intl's es leaves 1000). */
export function formatCount(value: number): string {
  return String(Math.trunc(value)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

const WHAT: Record<LimitedThing, (limit: number) => string> = {
  services: (limit) => `hasta ${formatCount(limit)} ${limit === 1 ? 'servicio activo' : 'servicios activos'}`,
  users: (limit) => (limit === 1 ? '1 usuario' : `hasta ${formatCount(limit)} miembros del equipo`),
  professionals: (limit) =>
    limit === 1 ? '1 profesional con agenda' : `hasta ${formatCount(limit)} profesionales con agenda`,
  monthlyAppointments: (limit) => `${formatCount(limit)} citas al mes, y este mes ya están todas`,
};

/** The next plan up that can be had: Premium (with its trial) from Gratuito, else Empresarial. */
function wayUp(plan: Plan): string {
  const index = PLANS.findIndex((candidate) => candidate.id === plan.id);
  const next = PLANS[index + 1];
  if (!next) return 'Escríbenos para ampliar tu plan.';
  if (next.comingSoon) return `El plan ${next.name} llegará pronto: escríbenos si lo necesitas.`;
  const trial = next.id === UPGRADE_PLAN_ID && next.trialDays > 0;
  return trial
    ? `Pasa a ${next.name} o pruébalo ${next.trialDays} días gratis, sin tarjeta, en Configuración › Plan y uso.`
    : `Pasa a ${next.name} en Configuración › Plan y uso.`;
}

export function limitMessage(plan: Plan, thing: LimitedThing): string {
  const limit = plan.limits[thing];
  if (limit === null) return '';
  return `El plan ${plan.name} permite ${WHAT[thing](limit)}. ${wayUp(plan)}`;
}

/** What the public page's visitor reads when the clinic's month is full: no plan, no code. */
export const MONTHLY_LIMIT_PUBLIC_MESSAGE =
  'En este momento la clínica no puede recibir más reservas en línea este mes. Llama a la clínica y te darán una cita.';

/**
 * Which of the items stay active under the limit after a move to a smaller plan: the active ones
 * the ADMIN kept (by deactivating the rest), and while there are more than the limit, the ones
 * created first (ties by id).
 */
export function keptUnderLimit<T extends { id: string; createdAt: number; isActive: boolean }>(
  items: readonly T[],
  limit: number | null,
): Set<string> {
  const active = items
    .filter((item) => item.isActive)
    .sort((first, second) => first.createdAt - second.createdAt || (first.id < second.id ? -1 : 1));
  return new Set((limit === null ? active : active.slice(0, limit)).map((item) => item.id));
}

export type UsageLine = { thing: LimitedThing; used: number; limit: number | null; label: string };

const USAGE_NAMES: Record<LimitedThing, string> = {
  monthlyAppointments: 'Citas este mes',
  services: 'Servicios',
  users: 'Usuarios',
  professionals: 'Profesionales',
};

/** 'Citas este mes: 312 de 1.000'; without a limit 'Servicios: 4 (ilimitados)'. */
export function usageLabel(thing: LimitedThing, used: number, limit: number | null): string {
  const unlimited = thing === 'monthlyAppointments' ? 'ilimitadas' : 'ilimitados';
  const of = limit === null ? ` (${unlimited})` : ` de ${formatCount(limit)}`;
  return `${USAGE_NAMES[thing]}: ${formatCount(used)}${of}`;
}

export function usageLines(plan: Plan, usage: PlanUsage, areLimitsOn: boolean): UsageLine[] {
  const order: LimitedThing[] = ['monthlyAppointments', 'services', 'users', 'professionals'];
  return order.map((thing) => {
    const limit = limitOf(plan, thing, areLimitsOn);
    return { thing, used: usage[thing], limit, label: usageLabel(thing, usage[thing], limit) };
  });
}

/** Shares of the monthly appointments at which the ADMINs are told, highest first. */
export const USAGE_ALERT_PERCENTS = [100, 80] as const;
export type UsageAlertPercent = (typeof USAGE_ALERT_PERCENTS)[number];

/** The highest alert share reached, or null (no limit, or below 80 %). */
export function usageAlertReached(used: number, limit: number | null): UsageAlertPercent | null {
  if (limit === null || limit <= 0) return null;
  return USAGE_ALERT_PERCENTS.find((percent) => used * 100 >= limit * percent) ?? null;
}

export function usageAlertDedupeKey(spaceId: string, month: string, percent: UsageAlertPercent): string {
  return `plan-usage:${percent}:${spaceId}:${month}`;
}

/** An item `rank` items after the first active one stays active under `limit` (keptUnderLimit). */
export function isKeptAtRank(rank: number, limit: number | null): boolean {
  return limit === null || rank < limit;
}

/** The database refused an appointment over the plan's month (migration 0034, SQLSTATE CV002). */
export const PLAN_MONTH_CAP_SQLSTATE = 'CV002';

/** The highest monthly limit of any plan: what a count needs to read up to, never further. */
export function largestMonthlyLimit(): number {
  return Math.max(0, ...PLANS.map((plan) => plan.limits.monthlyAppointments ?? 0));
}

/**
 * What a member the plan has no room for reads when they try anything but their own past
 * appointments (after a move to a smaller plan: nothing is deleted, they stay members).
 */
export function memberOverPlanMessage(plan: Plan): string {
  const limit = plan.limits.users;
  const room = limit === null ? '' : ` admite ${WHAT.users(limit)}`;
  return `Con el plan ${plan.name}, este espacio${room}: tu cuenta solo puede ver tus citas pasadas. Un administrador puede pasar a Premium en Configuración › Plan y uso.`;
}
