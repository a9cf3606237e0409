import { isUuid } from '@citavet/domain/api/uuid';
import { LOGO_MESSAGES } from '@citavet/domain/spaces/space.schema';
import type { AppDependencies } from '../../app-dependencies';
import { notFound } from '../../http/app-error';
import { findLogoKey } from './logo.repository';

/** Public: the logo of a space found by id or by its public route (the booking page's fallback). */
export async function findLogoUrl(deps: AppDependencies, spaceIdOrRoute: string): Promise<string> {
  const where = isUuid(spaceIdOrRoute)
    ? { spaceId: spaceIdOrRoute }
    : { route: spaceIdOrRoute.toLowerCase() };
  const key = await findLogoKey(deps.database.db, where);
  if (!key) throw notFound(LOGO_MESSAGES.none, 'LOGO_NOT_FOUND');
  return deps.storage.publicUrl(key);
}
