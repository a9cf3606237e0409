import type { UserRole } from '@citavet/domain/users/user.schema';

/**
 * Who is calling: what `http/authenticate.ts` puts on each request once the bearer token checks out.
 * It lives in http/ (not in features/auth) because every feature reads it and features never import
 * each other.
 */
export type SessionUser = {
  id: string;
  name: string;
  email: string;
  role: UserRole;
  tokenVersion: number;
  /** When the current address was proven; null while it is not (invitations by id need it). */
  emailVerifiedAt: Date | null;
};
