import { describe, expect, it } from 'vitest';
import { SESSION_TTL_SECONDS, SessionTokens } from './tokens';

// Verified tokens are remembered by their text; what a token says about time is judged on each use.
const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
const USER = '6f1c1a8e-2b0e-4c6b-9d59-3f4d2a1b7c10';
const ISSUED = Date.UTC(2026, 10, 28, 10, 0, 0);

describe('session tokens, remembered once verified', () => {
  it('answers the same claims again and refuses the token once it expires', async () => {
    const tokens = new SessionTokens(SECRET);
    const token = await tokens.sign({ userId: USER, tokenVersion: 3 }, ISSUED);
    expect(await tokens.verify(token, ISSUED + 1_000)).toEqual({ userId: USER, tokenVersion: 3 });
    expect(await tokens.verify(token, ISSUED + 2_000)).toEqual({ userId: USER, tokenVersion: 3 });
    expect(await tokens.verify(token, ISSUED + SESSION_TTL_SECONDS * 1000)).toBeNull();
  });

  it('refuses a token whose signature was changed after the genuine one was remembered', async () => {
    const tokens = new SessionTokens(SECRET);
    const token = await tokens.sign({ userId: USER, tokenVersion: 0 }, ISSUED);
    expect(await tokens.verify(token, ISSUED)).not.toBeNull();
    const [header, payload, signature = ''] = token.split('.');
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await tokens.verify(`${header}.${payload}.${flipped}`, ISSUED)).toBeNull();
    const otherPayload = Buffer.from(JSON.stringify({ sub: USER, ver: 9, exp: 4e9 })).toString('base64url');
    expect(await tokens.verify(`${header}.${otherPayload}.${signature}`, ISSUED)).toBeNull();
  });

  it('keeps refusing a token signed with another secret', async () => {
    const token = await new SessionTokens(`${SECRET}-other`).sign({ userId: USER, tokenVersion: 0 }, ISSUED);
    const tokens = new SessionTokens(SECRET);
    expect(await tokens.verify(token, ISSUED)).toBeNull();
    expect(await tokens.verify(token, ISSUED)).toBeNull();
  });
});
