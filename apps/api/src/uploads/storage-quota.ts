import type { Database, Transaction } from '@citavet/db/database';
import {
  accountStorageQuotaMessage,
  DEFAULT_ACCOUNT_STORAGE_QUOTA_BYTES,
  DEFAULT_SPACE_STORAGE_QUOTA_BYTES,
  exceedsStorageQuota,
  storageQuotaMessage,
} from '@citavet/domain/media/storage-quota';
import type { AppDependencies } from '../app-dependencies';
import { maxAdminAccountBytes, sumMediaBytes } from './storage-usage.repository';
import { fileTooLarge } from './upload-errors';

/**
 * 413 when storing `incomingBytes` more would pass the space's quota, or the quota of an account
 * that administers it (across all its spaces). Counts the gallery's recorded
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
  // Each account's spaces together have a quota too: ten spaces are not ten times the disk.
  const accountQuotaBytes = deps.config.accountStorageQuotaBytes ?? DEFAULT_ACCOUNT_STORAGE_QUOTA_BYTES;
  const accountUsedBytes = await maxAdminAccountBytes(db, space.id);
  if (exceedsStorageQuota({ usedBytes: accountUsedBytes, incomingBytes, quotaBytes: accountQuotaBytes })) {
    throw fileTooLarge(accountStorageQuotaMessage(accountQuotaBytes), 'STORAGE_QUOTA_EXCEEDED', {
      usedBytes: accountUsedBytes,
      quotaBytes: accountQuotaBytes,
    });
  }
}
