import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_TTL_SECONDS, SessionTokens } from '../security/tokens';
import { bearer, createTestContext, registerTestUser, TEST_SECRET, type TestContext } from '../test/test-app';

let context: TestContext;
let userId: string;
let validToken: string;

beforeAll(async () => {
  context = await createTestContext();
  const registered = await registerTestUser(context.app);
  userId = registered.user.id;
  validToken = registered.token;
});
afterAll(() => context.close());

const profileStatus = async (token: string) =>
  (await context.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(token) })).statusCode;

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('session tokens', () => {
  it('accepts the token it issued', async () => {
    expect(await profileStatus(validToken)).toBe(200);
  });

  it('refuses an expired token', async () => {
    const issuedAt = context.clock.now().getTime() - (SESSION_TTL_SECONDS + 60) * 1000;
    const expired = await new SessionTokens(TEST_SECRET).sign({ userId, tokenVersion: 0 }, issuedAt);
    expect(await profileStatus(expired)).toBe(401);
  });

  it('refuses a tampered payload', async () => {
    const [header, , signature] = validToken.split('.');
    const forged = `${header}.${base64url({ sub: '00000000-0000-0000-0000-000000000000', ver: 0, exp: 4e9 })}.${signature}`;
    expect(await profileStatus(forged)).toBe(401);
  });

  it('refuses alg: none', async () => {
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ sub: userId, ver: 0, exp: 4e9 })}.`;
    expect(await profileStatus(unsigned)).toBe(401);
  });

  it('refuses a token signed with another secret or another algorithm', async () => {
    const otherSecret = await new SessionTokens('another-secret-another-secret-another-1234').sign(
      { userId, tokenVersion: 0 },
      context.clock.now().getTime(),
    );
    expect(await profileStatus(otherSecret)).toBe(401);
    const hs512 = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(userId)
      .setExpirationTime(Math.floor(context.clock.now().getTime() / 1000) + 3600)
      .sign(new TextEncoder().encode(TEST_SECRET));
    expect(await profileStatus(hs512)).toBe(401);
  });

  it('refuses a well-signed token that never expires or is not valid yet', async () => {
    const key = new TextEncoder().encode(TEST_SECRET);
    const now = Math.floor(context.clock.now().getTime() / 1000);
    const forever = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(userId)
      .sign(key);
    expect(await profileStatus(forever)).toBe(401);
    const early = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(userId)
      .setNotBefore(now + 3600)
      .setExpirationTime(now + 7200)
      .sign(key);
    expect(await profileStatus(early)).toBe(401);
  });

  it('refuses garbage and tokens for deleted users', async () => {
    for (const garbage of ['', 'a', 'a.b.c', `${validToken}x`, 'Bearer', '..']) {
      expect(await profileStatus(garbage)).toBe(401);
    }
    const doomed = await registerTestUser(context.app);
    const deleted = await context.app.inject({
      method: 'DELETE',
      url: '/api/auth/account',
      headers: bearer(doomed.token),
      payload: { currentPassword: doomed.password },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await profileStatus(doomed.token)).toBe(401);
  });

  it('refuses tokens revoked by a password change', async () => {
    const user = await registerTestUser(context.app);
    const changed = await context.app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: bearer(user.token),
      payload: { currentPassword: user.password, newPassword: 'otra-clave-1' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await profileStatus(user.token)).toBe(401);
    expect(await profileStatus(changed.json().data.token)).toBe(200);
  });
});
