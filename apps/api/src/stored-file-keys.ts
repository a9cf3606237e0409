import type { Database } from '@citavet/db/database';
import { findStoredLogoKey } from './features/logo/logo.repository';
import { listMediaFileKeys } from './features/media/media.repository';
import { listPetPhotoKeys } from './features/pets/pets.repository';
import { listAttachmentKeys } from './features/records/record-details.repository';

/**
 * Every storage key the rows of one space point at: gallery files and thumbnails, pet photos, the
 * logo and the medical records' attachments. The start-up reconciliation removes any other file under
 * `spaces/<spaceId>/`, so a feature that stores files there must be listed here.
 */
export async function referencedStoredKeys(db: Database, spaceId: string): Promise<string[]> {
  const keys = await listMediaFileKeys(db, spaceId);
  const petPhotoKeys = await listPetPhotoKeys(db, spaceId);
  const logoKey = await findStoredLogoKey(db, spaceId);
  const attachments = await listAttachmentKeys(db, spaceId);
  return [...keys, ...petPhotoKeys, ...(logoKey ? [logoKey] : []), ...attachments];
}
