import { z } from 'zod';

export const UserRoleSchema = z.enum(['HOST', 'CLIENT', 'ADMIN']);
export type UserRole = z.infer<typeof UserRoleSchema>;

export const SPACE_ROLES = ['ADMIN', 'MEMBER', 'RECEPTION'] as const;
export const SpaceRoleSchema = z.enum(SPACE_ROLES);
export type SpaceRole = z.infer<typeof SpaceRoleSchema>;

export const MemberSpaceSchema = z.object({ id: z.string(), role: SpaceRoleSchema });

export const PendingInvitationSummarySchema = z.object({
  id: z.string(),
  token: z.string(),
  role: SpaceRoleSchema,
  expiresAt: z.string(),
  space: z.object({ id: z.string(), name: z.string(), description: z.string().nullable() }),
  inviter: z.object({ name: z.string() }),
});
export type PendingInvitationSummary = z.infer<typeof PendingInvitationSummarySchema>;

export const UserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  role: UserRoleSchema,
  phone: z.string().nullable(),
  createdAt: z.string(),
  /** When the current address was proven by an e-mailed link; null while it is not. */
  emailVerifiedAt: z.string().nullable(),
  /** An address change waiting for its confirmation link to be opened. */
  pendingEmail: z.string().nullable(),
});
export type User = z.infer<typeof UserSchema>;

export const ProfileSchema = UserSchema.extend({
  /** The vet's licence number ('Matrícula profesional'), printed on the prescriptions they sign. */
  licenseNumber: z.string().nullable().optional(),
  memberSpaces: z.array(MemberSpaceSchema),
  pendingInvitations: z.array(PendingInvitationSummarySchema),
});
export type Profile = z.infer<typeof ProfileSchema>;
