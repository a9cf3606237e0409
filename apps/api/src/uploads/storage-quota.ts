import type { Database, Transaction } from '@citavet/db/database';
import {
  DEFAULT_SPACE_STORAGE_QUOTA_BYTES,
  exceedsStorageQuota,
  storageQuotaMessage,
} from '@citavet/domain/media/storage-quota';
import type { AppDependencies } from '../app-dependencies';
import { sumMediaBytes } from './storage-usage.repository';
import { fileTooLarge } from './upload-errors';

/**
 * 413 when storing `incomingBytes` more would pass the space's quota. Counts the gallery's recorded
 * sizes plus the current logo's stored size (unless it is the file being replaced).
 */
export async function assertStorageQuota(
  deps: AppDependencies,
  db: Database | Transaction,
  space: { id: string; logoKey: string | null },
  incomingBytes: number,
) {
  const quotaBytes = deps.config.spaceStorageQuotaBytes ?? DEFAULT_SPACE_STORAGE_QUOTA_BYTES;
  const logoBytes = space.logoKey ? ((await deps.storage.size(space.logoKey)) ?? 0) : 0;
  const usedBytes = (await sumMediaBytes(db, space.id)) + logoBytes;
  if (exceedsStorageQuota({ usedBytes, incomingBytes, quotaBytes })) {
    throw fileTooLarge(storageQuotaMessage(quotaBytes), 'STORAGE_QUOTA_EXCEEDED', { usedBytes, quotaBytes });
  }
}
