import {
  PUBLIC_MESSAGES,
  type PublicMediaList,
  type PublicMediaQuery,
} from '@citavet/domain/public/public-space.schema';
import type { AppDependencies } from '../../app-dependencies';
import { notFound } from '../../http/app-error';
import { countPublicMedia, findPublicSpace, listPublicMedia } from './public.repository';
import { presentPublicMedia } from './public-media-view';

/** GET /public/space/{spaceId}/media: the gallery of a space, images first, public fields only. */
export async function listPublicSpaceMedia(
  deps: AppDependencies,
  spaceId: string,
  query: PublicMediaQuery,
): Promise<PublicMediaList> {
  const { db } = deps.database;
  if (!(await findPublicSpace(db, { spaceId })))
    throw notFound(PUBLIC_MESSAGES.spaceNotFound, 'SPACE_NOT_FOUND');
  const [rows, total] = await Promise.all([
    listPublicMedia(db, spaceId, query),
    countPublicMedia(db, spaceId, query.mediaType),
  ]);
  return {
    media: rows.map((row) => presentPublicMedia(row, deps.storage)),
    pagination: { total, limit: query.limit, offset: query.offset },
  };
}
