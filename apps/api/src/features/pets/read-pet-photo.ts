import type { Readable } from 'node:stream';
import { isUuid } from '@citavet/domain/api/uuid';
import { NO_PET_PHOTO_MESSAGE } from '@citavet/domain/pets/pet-photo';
import type { AppDependencies } from '../../app-dependencies';
import { notFound } from '../../http/app-error';
import { requireSpaceMember } from '../../http/space-access';
import { findPetPhotoKey } from './pets.repository';

/**
 * A pet's photo, for members of its space only: a photo is personal data of the client, so it is
 * never served by its key alone (`/api/files/*` refuses pet keys). Outsiders get the space's 404.
 */
export async function readPetPhoto(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
  petId: string,
): Promise<{ body: Readable; contentLength: number }> {
  const { db } = deps.database;
  await requireSpaceMember(db, spaceId, userId);
  const key = isUuid(petId) ? await findPetPhotoKey(db, spaceId, petId) : null;
  const size = key ? await deps.storage.size(key) : null;
  if (!key || size === null) throw notFound(NO_PET_PHOTO_MESSAGE, 'PET_PHOTO_MISSING');
  return { body: await deps.storage.read(key), contentLength: size };
}
