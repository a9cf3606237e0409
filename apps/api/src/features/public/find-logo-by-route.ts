import { PUBLIC_MESSAGES } from '@citavet/domain/public/public-space.schema';
import type { AppDependencies } from '../../app-dependencies';
import { notFound } from '../../http/app-error';
import { findPublicSpace } from './public.repository';

/** GET /public/space/by-route/{route}/logo: where the logo is served, for a redirect; 404 without one. */
export async function findLogoUrlByRoute(deps: AppDependencies, route: string): Promise<string> {
  const space = await findPublicSpace(deps.database.db, { route });
  if (!space) throw notFound(PUBLIC_MESSAGES.spaceNotFound, 'SPACE_NOT_FOUND');
  if (!space.logoKey) throw notFound(PUBLIC_MESSAGES.logoNotFound, 'LOGO_NOT_FOUND');
  return deps.storage.publicUrl(space.logoKey);
}
