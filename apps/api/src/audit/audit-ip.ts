import { createHmac } from 'node:crypto';

/**
 * The audit log keeps no client address: it keeps a keyed hash of it (HMAC-SHA-256 with a key
 * derived from the session secret, set once by buildApp). The same address gives the same value,
 * so an investigation can still tell "these events came from one place" and check a suspected
 * address against the log with the key, but a copy of the table alone reveals no address.
 */
export const AUDIT_IP_KEY_PURPOSE = 'audit-ip';
let ipKey: Buffer | null = null;
/**
 * Hashes already computed with this key, by address: the same few addresses write most events,
 * and the HMAC was a visible share of issuing a charge. Emptied with a new key or when it fills.
 */
const hashed = new Map<string, string>();
const HASHES_KEPT = 1_000;

export function setAuditIpKey(key: Buffer) {
  ipKey = key;
  hashed.clear();
}

export function auditIpHash(ip: string | null): string | null {
  if (ip === null || ip === '') return null;
  if (!ipKey) throw new Error('the audit log has no IP key: buildApp sets it');
  const known = hashed.get(ip);
  if (known !== undefined) return known;
  const hash = `hmac:${createHmac('sha256', ipKey).update(ip).digest('base64url').slice(0, 22)}`;
  if (hashed.size >= HASHES_KEPT) hashed.clear();
  hashed.set(ip, hash);
  return hash;
}
