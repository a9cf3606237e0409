import { describe, expect, it } from 'vitest';
import { exceedsStorageQuota, storageQuotaMessage } from './storage-quota';

describe('exceedsStorageQuota', () => {
  it('allows filling the quota exactly and refuses one byte more', () => {
    expect(exceedsStorageQuota({ usedBytes: 900, incomingBytes: 100, quotaBytes: 1000 })).toBe(false);
    expect(exceedsStorageQuota({ usedBytes: 900, incomingBytes: 101, quotaBytes: 1000 })).toBe(true);
  });

  it('says the limit in Spanish', () => {
    expect(storageQuotaMessage(1024 * 1024 * 1024)).toBe(
      'Se alcanzó el límite de almacenamiento del espacio (1 GB). Elimina archivos de la galería para subir otros.',
    );
    expect(storageQuotaMessage(5 * 1024 * 1024)).toContain('(5 MB)');
  });
});
