import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret } from './secret-box';

describe('secret box (AES-256-GCM)', () => {
  const key = randomBytes(32);

  it('opens what it sealed, and never stores the plaintext', () => {
    const sealed = sealSecret(key, 'app-pässword 1');
    expect(sealed).not.toContain('app');
    expect(openSecret(key, sealed)).toBe('app-pässword 1');
    expect(sealSecret(key, 'app-pässword 1')).not.toBe(sealed); // a fresh nonce each time
  });

  it('refuses the wrong key and a tampered value', () => {
    const sealed = sealSecret(key, 'secreto');
    expect(() => openSecret(randomBytes(32), sealed)).toThrow();
    const [version, nonce, tag, ciphertext = ''] = sealed.split('.');
    const flipped = Buffer.from(ciphertext, 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => openSecret(key, [version, nonce, tag, flipped.toString('base64url')].join('.'))).toThrow();
  });
});
