import { describe, expect, it } from 'vitest';
import { createOpaqueToken, hashOpaqueToken } from './tokens';

describe('opaque tokens (manage links, invitations, resets)', () => {
  it('are 256 random bits in base64url, never repeated across many blocks, stored only as a hash', () => {
    const tokens = Array.from({ length: 1_000 }, () => createOpaqueToken());
    const seen = new Set(tokens.map(({ token }) => token));
    expect(seen.size).toBe(tokens.length);
    for (const { token, tokenHash } of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(tokenHash).toBe(hashOpaqueToken(token));
      expect(tokenHash).toMatch(/^[0-9a-f]{64}$/);
    }
  });
});
