import type { AppDependencies } from '../../app-dependencies';
import { bumpTokenVersion } from './auth.repository';

/**
 * Bearer tokens are stateless, so signing out revokes by version: this token and every other
 * session of the account stop working (ASVS V7.4.1).
 */
export async function signOut(deps: AppDependencies, userId: string) {
  await bumpTokenVersion(deps.database.db, userId, deps.clock.now());
}
