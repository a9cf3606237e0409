// The three pricing plans of part 1 §9, as data the pricing page renders and the API may enforce.

export type PlanId = 'gratuito' | 'premium' | 'empresa';

export interface PlanPrice {
  /** Null when the price is agreed case by case (`custom`). */
  amount: number | null;
  currency: 'USD';
  period: 'month';
  custom: boolean;
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
}

/** Savings the annual toggle advertises; prices shown do not change (part 1 §2). */
export const ANNUAL_SAVINGS_PERCENT = 20;

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
  },
];

export function findPlan(id: PlanId): Plan {
  const plan = PLANS.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`Plan desconocido: ${id}`);
  return plan;
}
