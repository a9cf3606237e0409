import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// A secret kept at rest (a CalDAV app password): AES-256-GCM with a fresh 12-byte nonce per seal,
// stored as `v1.<nonce>.<tag>.<ciphertext>` in base64url. The tag makes a tampered value or the
// wrong key fail to open instead of yielding garbage.

export const CALDAV_PASSWORD_KEY_PURPOSE = 'caldav-password';

export function sealSecret(key: Buffer, plaintext: string): string {
  if (key.length !== 32) throw new Error('secret-box key must be 32 bytes');
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const parts = [nonce, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'));
  return `v1.${parts.join('.')}`;
}

export function openSecret(key: Buffer, sealed: string): string {
  const [version, nonce, tag, ciphertext] = sealed.split('.');
  if (version !== 'v1' || nonce === undefined || tag === undefined || ciphertext === undefined) {
    throw new Error('not a sealed secret');
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
    'utf8',
  );
}
