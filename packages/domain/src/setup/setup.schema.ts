import { z } from 'zod';

/** GET /setup/status; see setup-step.ts for which flag drives what. */
export const SetupStatusSchema = z.object({
  step: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
  isCompleted: z.boolean(),
  isFirstRunComplete: z.boolean(),
  hasPendingInvitations: z.boolean(),
  hasSpaces: z.boolean(),
  hasServices: z.boolean(),
  hasServicesWithSchedules: z.boolean(),
  hasInvitationsSent: z.boolean(),
  areInvitationsOmitted: z.boolean(),
  /** Every space of the user, the first (earliest joined) first. */
  spaces: z.array(z.object({ id: z.string(), name: z.string(), route: z.string().nullable() })),
  /** The services of the first space. */
  services: z.array(z.object({ id: z.string(), name: z.string(), spaceId: z.string() })),
});
export type SetupStatus = z.infer<typeof SetupStatusSchema>;

/** POST /setup/skip-invitations: "Continuar sin invitaciones" for one space. */
export const SkipInvitationsSchema = z.strictObject({
  spaceId: z.guid({ error: 'El espacio no es válido' }),
});
export type SkipInvitationsInput = z.infer<typeof SkipInvitationsSchema>;

export const SETUP_STEP_BY_STEP_MESSAGE =
  'La configuración debe completarse paso a paso: crea el espacio, los servicios, los horarios y las invitaciones con sus llamadas individuales.';
