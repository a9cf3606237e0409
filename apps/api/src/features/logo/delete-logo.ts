import { LOGO_MESSAGES, type SpaceLogo } from '@citavet/domain/spaces/space.schema';
import type { AppDependencies } from '../../app-dependencies';
import { notFound } from '../../http/app-error';
import { requireSpaceAdmin } from '../../http/space-access';
import { removeStoredFiles } from '../../uploads/remove-stored-files';
import { replaceLogoKey } from './logo.repository';

export async function deleteLogo(deps: AppDependencies, userId: string, spaceId: string): Promise<SpaceLogo> {
  const { db } = deps.database;
  await requireSpaceAdmin(db, spaceId, userId);
  const previousKey = await db.transaction((tx) => replaceLogoKey(tx, spaceId, null, deps.clock.now()));
  if (!previousKey) throw notFound(LOGO_MESSAGES.none, 'LOGO_NOT_FOUND');
  await removeStoredFiles(deps, [previousKey]);
  return { id: spaceId, logoUrl: null, logoKey: null };
}
