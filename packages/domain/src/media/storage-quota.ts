// Each space may keep a bounded amount of uploaded files (media and logo), so one space cannot fill
// the disk every space shares. The limit is configuration (SPACE_STORAGE_QUOTA_MB); the rule is here.

export const DEFAULT_SPACE_STORAGE_QUOTA_BYTES = 1024 * 1024 * 1024;

export function storageQuotaMessage(quotaBytes: number): string {
  const megabytes = quotaBytes / (1024 * 1024);
  const amount =
    megabytes >= 1024 ? `${Number((megabytes / 1024).toFixed(1))} GB` : `${Math.round(megabytes)} MB`;
  return `Se alcanzó el límite de almacenamiento del espacio (${amount}). Elimina archivos de la galería para subir otros.`;
}

/** True when adding `incomingBytes` to what the space already stores would pass its quota. */
export function exceedsStorageQuota(usage: {
  usedBytes: number;
  incomingBytes: number;
  quotaBytes: number;
}): boolean {
  return usage.usedBytes + usage.incomingBytes > usage.quotaBytes;
}

/** What one account may store across every space it administers (ACCOUNT_STORAGE_QUOTA_MB). */
export const DEFAULT_ACCOUNT_STORAGE_QUOTA_BYTES = 5 * 1024 * 1024 * 1024;

export function accountStorageQuotaMessage(quotaBytes: number): string {
  const gigabytes = Number((quotaBytes / (1024 * 1024 * 1024)).toFixed(1));
  const amount = gigabytes >= 1 ? `${gigabytes} GB` : `${Math.round(quotaBytes / (1024 * 1024))} MB`;
  return `Se alcanzó el límite de almacenamiento de la cuenta que administra este espacio (${amount} entre todos sus espacios). Elimina archivos de alguno de ellos para subir otros.`;
}
