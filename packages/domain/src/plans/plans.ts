// The three plans as data: the pricing page renders them and the API, the web and the database's
// write paths enforce their limits (plan-limits.ts). One place for names, prices, trial and limits.

export type PlanId = 'gratuito' | 'premium' | 'empresa';

export interface PlanPrice {
  /** Null when the price is agreed case by case (`custom`). */
  amount: number | null;
  currency: 'USD';
  period: 'month';
  custom: boolean;
}

/** What a space on the plan may have; null: no limit. */
export interface PlanLimits {
  /** Active services. */
  services: number | null;
  /** Members plus pending invitations. */
  users: number | null;
  /** Members who take appointments (with at least one active schedule). */
  professionals: number | null;
  /** Non-cancelled appointments starting in one calendar month of the clinic's zone. */
  monthlyAppointments: number | null;
}

export interface Plan {
  id: PlanId;
  name: string;
  subtitle: string;
  price: PlanPrice;
  /** The plan the pricing page puts forward. */
  highlight: boolean;
  /** Days of free trial without a card; 0 when the plan has none. */
  trialDays: number;
  comingSoon: boolean;
  features: readonly string[];
  limitations: readonly string[];
  limits: PlanLimits;
  /**
   * SMS segments a space on the plan may send in a calendar month (sms-quota.ts); null: the
   * server's default (SMS_MONTHLY_SEGMENT_QUOTA) applies, as for a custom plan.
   */
  smsMonthlySegments: number | null;
}

/** Savings the annual toggle advertises. */
export const ANNUAL_SAVINGS_PERCENT = 20;

/** The plan a space is on when nothing else holds (no trial, no paid period). */
export const FREE_PLAN_ID: PlanId = 'gratuito';
/** The plan the trial and 'Pasar a Premium' lead to. */
export const UPGRADE_PLAN_ID: PlanId = 'premium';

export const PLANS: readonly Plan[] = [
  {
    id: 'gratuito',
    name: 'Gratuito',
    subtitle: 'Para profesionales independientes que empiezan a organizar su agenda',
    price: { amount: 0, currency: 'USD', period: 'month', custom: false },
    highlight: false,
    trialDays: 0,
    comingSoon: false,
    features: [
      '1 agenda personal',
      'Hasta 1.000 citas al mes',
      'Hasta 2 servicios',
      'Página pública de reservas',
      'Soporte por email (respuesta en 48-72 h)',
    ],
    limitations: ['1 usuario máximo', 'Sin miembros de equipo'],
    limits: { services: 2, users: 1, professionals: 1, monthlyAppointments: 1_000 },
    smsMonthlySegments: 100,
  },
  {
    id: 'premium',
    name: 'Premium',
    subtitle: 'Para clínicas con equipo que necesitan crecer sin límites',
    price: { amount: 29.99, currency: 'USD', period: 'month', custom: false },
    highlight: true,
    trialDays: 14,
    comingSoon: false,
    features: [
      'Hasta 5 miembros del equipo',
      'Citas ilimitadas',
      'Servicios ilimitados',
      'Agenda por profesional y horarios por servicio',
      'Recordatorios automáticos de citas',
      'Soporte prioritario (respuesta en 24 h)',
      '14 días de prueba gratis sin tarjeta',
    ],
    limitations: [],
    limits: { services: null, users: 5, professionals: 5, monthlyAppointments: null },
    smsMonthlySegments: 1_000,
  },
  {
    id: 'empresa',
    name: 'Empresarial',
    subtitle: 'Para grupos y cadenas de clínicas con varias sedes',
    price: { amount: null, currency: 'USD', period: 'month', custom: true },
    highlight: false,
    trialDays: 0,
    comingSoon: true,
    features: [
      'Usuarios ilimitados',
      'Todo lo incluido en Premium',
      'Roles y permisos avanzados',
      'Varias sedes en una sola cuenta',
      'Acuerdo de nivel de servicio (SLA) del 99,9 %',
      'Soporte dedicado',
    ],
    limitations: [],
    limits: { services: null, users: null, professionals: null, monthlyAppointments: null },
    smsMonthlySegments: null,
  },
];

export const PLAN_IDS = PLANS.map((plan) => plan.id);

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && PLANS.some((plan) => plan.id === value);
}

/**
 * A year paid at once: twelve months less the annual savings, in cents to stay exact
 * (29.99 × 12 × 0.8 = 287.904 → 287.90). Null for a custom price.
 */
export function annualPriceOf(plan: Plan): number | null {
  if (plan.price.amount === null) return null;
  const monthlyCents = Math.round(plan.price.amount * 100);
  return Math.floor((monthlyCents * 12 * (100 - ANNUAL_SAVINGS_PERCENT)) / 100) / 100;
}

export function findPlan(id: PlanId): Plan {
  const plan = PLANS.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`Plan desconocido: ${id}`);
  return plan;
}
