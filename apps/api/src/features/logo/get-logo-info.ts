import { LOGO_MESSAGES, type LogoInfo } from '@citavet/domain/spaces/space.schema';
import type { AppDependencies } from '../../app-dependencies';
import { notFound } from '../../http/app-error';
import { requireSpaceMember } from '../../http/space-access';
import { findLogoKey } from './logo.repository';

/**
 * `url` is what pages show (same origin, served by /api/files); `directUrl` is the same file as an
 * absolute address, for places outside the app such as e-mails. A 404 means "no logo" to the web.
 */
export async function getLogoInfo(deps: AppDependencies, userId: string, spaceId: string): Promise<LogoInfo> {
  const { db } = deps.database;
  await requireSpaceMember(db, spaceId, userId);
  const key = await findLogoKey(db, { spaceId });
  if (!key) throw notFound(LOGO_MESSAGES.none, 'LOGO_NOT_FOUND');
  const url = deps.storage.publicUrl(key);
  return { url, key, directUrl: new URL(url, deps.config.publicUrl).toString() };
}
