import { z } from 'zod';
import { PLAN_IDS, type PlanId } from './plans';

// The shapes the plan's routes answer and take, shared by the API and the web.

const LimitedThingSchema = z.enum(['monthlyAppointments', 'services', 'users', 'professionals']);

export const UsageLineSchema = z.object({
  thing: LimitedThingSchema,
  used: z.number().int(),
  limit: z.number().int().nullable(),
  /** 'Citas este mes: 312 de 1.000' */
  label: z.string(),
});

export const PlanOverviewSchema = z.object({
  plan: z.object({
    id: z.enum(PLAN_IDS as [PlanId, ...PlanId[]]),
    name: z.string(),
    isTrial: z.boolean(),
    /** When the space goes back to Gratuito; null when nothing ends. */
    endsAt: z.string().nullable(),
    /** Whole days left of the trial, null outside one. */
    trialDaysLeft: z.number().int().nullable(),
  }),
  /** Null when the trial may start; else why not, in Spanish. */
  trialRefusal: z.string().nullable(),
  /** False when the copy runs with PLAN_LIMITS=off. */
  areLimitsOn: z.boolean(),
  /** The clinic-local month the appointments are counted in (YYYY-MM). */
  month: z.string(),
  usage: z.array(UsageLineSchema),
  /** SMS segments this (UTC) month against the space's quota: 'SMS este mes: 40 de 100 segmentos'. */
  sms: z.object({ used: z.number().int(), quota: z.number().int(), label: z.string() }),
  /** The space's services; `isKept`: active and within the plan's limit (offered, bookable). */
  services: z.array(
    z.object({ id: z.string(), name: z.string(), isActive: z.boolean(), isKept: z.boolean() }),
  ),
  /** Members with an active schedule; `isKept`: within the plan's limit (takes appointments). */
  professionals: z.array(z.object({ userId: z.string(), name: z.string(), isKept: z.boolean() })),
  /** The last 'Pasar a Premium' request of the space, if any. */
  upgradeRequestedAt: z.string().nullable(),
});
export type PlanOverview = z.infer<typeof PlanOverviewSchema>;

export const KeptUnderPlanInputSchema = z.object({
  serviceIds: z.array(z.uuid({ error: 'Elige un servicio válido' })).max(500),
  professionalId: z.uuid({ error: 'Elige un profesional válido' }).nullable(),
});
export type KeptUnderPlanInput = z.infer<typeof KeptUnderPlanInputSchema>;

export const UpgradeRequestInputSchema = z.object({
  planId: z.enum(PLAN_IDS as [PlanId, ...PlanId[]], { error: 'Plan desconocido' }),
});

export const UpgradeRequestResultSchema = z.object({ requestedAt: z.string() });

/** The operator's `npm run plan -- set <route> <plan> [--until <date>]`. */
export const PLAN_COMMAND_PLANS = ['free', 'trial', 'premium', 'empresa'] as const;
export const PlanCommandSchema = z.object({
  route: z.string().min(1, 'Falta la ruta del espacio'),
  plan: z.enum(PLAN_COMMAND_PLANS, {
    error: 'Plan desconocido: usa free, trial, premium o empresa',
  }),
  until: z.iso.date({ error: 'La fecha de --until debe tener la forma AAAA-MM-DD' }).nullable(),
});
export type PlanCommand = z.infer<typeof PlanCommandSchema>;
