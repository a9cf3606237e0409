import { createHmac } from 'node:crypto';

/**
 * The audit log keeps no client address: it keeps a keyed hash of it (HMAC-SHA-256 with a key
 * derived from the session secret, set once by buildApp). The same address gives the same value,
 * so an investigation can still tell "these events came from one place" and check a suspected
 * address against the log with the key, but a copy of the table alone reveals no address.
 */
export const AUDIT_IP_KEY_PURPOSE = 'audit-ip';
let ipKey: Buffer | null = null;

export function setAuditIpKey(key: Buffer) {
  ipKey = key;
}

export function auditIpHash(ip: string | null): string | null {
  if (ip === null || ip === '') return null;
  if (!ipKey) throw new Error('the audit log has no IP key: buildApp sets it');
  return `hmac:${createHmac('sha256', ipKey).update(ip).digest('base64url').slice(0, 22)}`;
}
