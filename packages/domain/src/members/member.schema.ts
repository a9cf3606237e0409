import { z } from 'zod';
import { dailyCapField } from '../services/service.schema';
import { EffectiveRoleSchema } from '../spaces/space-ownership';
import { SPACE_ROLES, SpaceRoleSchema, UserRoleSchema } from '../users/user.schema';

export const MEMBER_MESSAGES = {
  lastAdminRole:
    'No se puede cambiar el rol del último administrador. Debe haber al menos un administrador en el espacio.',
  lastAdminRemoval: 'No se puede eliminar al último administrador del espacio.',
  ownRole: 'No puedes modificar tu propio rol',
  ownRemoval: 'No puedes eliminarte a ti mismo del espacio',
  notFound: 'Miembro no encontrado',
  role: 'El rol debe ser ADMIN, MEMBER o RECEPTION',
  receptionWithSchedules:
    'Este miembro tiene horarios activos: desactívalos antes de pasarlo a Recepción, que no atiende citas',
} as const;

export const MemberSchema = z.object({
  id: z.string(),
  spaceId: z.string(),
  userId: z.string(),
  role: SpaceRoleSchema,
  /** 'OWNER' for the space's owner (packages/domain/src/spaces/space-ownership.ts), else the role. */
  effectiveRole: EffectiveRoleSchema,
  joinedAt: z.string(),
  user: z.object({
    id: z.string(),
    name: z.string(),
    /** Only ADMINs see their team's addresses; null for a MEMBER's own listing. */
    email: z.string().nullable(),
    avatar: z.string().nullable(),
    role: UserRoleSchema,
  }),
  /** True when the member hosts at least one active schedule of the space. */
  hasCalendar: z.boolean(),
  /** At most this many appointments a day with this professional in the space; null: no cap (decision 048). */
  dailyCap: z.number().nullable(),
});
export type Member = z.infer<typeof MemberSchema>;

export const UpdateMemberRoleSchema = z.strictObject({
  role: z.enum(SPACE_ROLES, { error: MEMBER_MESSAGES.role }),
});
export type UpdateMemberRoleInput = z.infer<typeof UpdateMemberRoleSchema>;

/** PUT …/members/{userId}/daily-cap: null removes the cap. */
export const UpdateMemberDailyCapSchema = z.strictObject({ dailyCap: dailyCapField });
export type UpdateMemberDailyCapInput = z.infer<typeof UpdateMemberDailyCapSchema>;

export const MemberParamsSchema = z.object({
  spaceId: z.guid('ID de espacio no válido'),
  userId: z.guid('ID de usuario no válido'),
});

/**
 * A change that takes `targetUserId` out of the ADMIN role (demotion or removal) is refused when it
 * would leave the space with no administrator. `adminUserIds` are the space's current admins.
 */
export function wouldLeaveSpaceWithoutAdmin(adminUserIds: readonly string[], targetUserId: string): boolean {
  return adminUserIds.includes(targetUserId) && adminUserIds.length <= 1;
}
