import { emailTokens } from '@citavet/db/schema/users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../app-dependencies';
import { hashOpaqueToken } from '../../security/tokens';
import {
  bearer,
  createTestContext,
  lastEmailedToken,
  registerTestUser,
  type TestContext,
} from '../../test/test-app';

let context: TestContext;
beforeAll(async () => {
  // The link routes share the per-IP limit of forgot-password; its own tests live elsewhere.
  context = await createTestContext({
    config: {
      rateLimits: {
        ...DEFAULT_RATE_LIMITS,
        registerPerMinute: 10_000,
        loginPerMinute: 10_000,
        forgotPasswordPerMinute: 1000,
      },
    },
  });
});
afterAll(async () => {
  await context.close();
});

const post = (url: string, payload?: object, token?: string) =>
  context.app.inject({
    method: 'POST',
    url,
    ...(payload ? { payload } : {}),
    ...(token ? { headers: bearer(token) } : {}),
  });
const profileOf = async (token: string) =>
  (await context.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(token) })).json().data;

describe('e-mail verification', () => {
  it('registration e-mails a single-use link, stored only as its hash; opening it verifies', async () => {
    const user = await registerTestUser(context.app);
    expect((await profileOf(user.token)).emailVerifiedAt).toBeNull();
    const token = await lastEmailedToken(context, user.email, '/accounts/verify-email');
    expect(token.length).toBeGreaterThanOrEqual(22); // ≥ 128 bits in base64url
    const stored = await context.database.db
      .select()
      .from(emailTokens)
      .where(eq(emailTokens.userId, user.user.id));
    expect(stored.map((row) => row.tokenHash)).toEqual([hashOpaqueToken(token)]);
    expect(JSON.stringify(stored)).not.toContain(token);

    const verified = await post('/api/auth/verify-email', { token });
    expect([verified.statusCode, verified.json().message]).toEqual([200, 'Tu email ha sido verificado']);
    expect((await profileOf(user.token)).emailVerifiedAt).toBe(context.clock.now().toISOString());

    const again = await post('/api/auth/verify-email', { token });
    expect([again.statusCode, again.json().message]).toEqual([
      400,
      'El enlace no es válido o ha expirado. Solicita uno nuevo.',
    ]);
  });

  it('refuses a link older than 24 hours, and a made-up one', async () => {
    const start = context.clock.now().toISOString();
    const user = await registerTestUser(context.app);
    const token = await lastEmailedToken(context, user.email, '/accounts/verify-email');
    context.clock.advance(24 * 60 * 60 * 1000 + 1);
    expect((await post('/api/auth/verify-email', { token })).statusCode).toBe(400);
    expect((await post('/api/auth/verify-email', { token: 'x'.repeat(43) })).statusCode).toBe(400);
    expect((await post('/api/auth/verify-email', { token: 'corto' })).statusCode).toBe(400);
    context.clock.set(start);
  });

  it('resends a fresh link to the signed-in user (the old one stops working), never once verified', async () => {
    const user = await registerTestUser(context.app);
    const first = await lastEmailedToken(context, user.email, '/accounts/verify-email');
    expect((await post('/api/auth/verify-email/resend')).statusCode).toBe(401);
    const resent = await post('/api/auth/verify-email/resend', undefined, user.token);
    expect([resent.statusCode, resent.json().message]).toEqual([
      200,
      'Te enviamos un nuevo enlace de verificación',
    ]);
    const second = await lastEmailedToken(context, user.email, '/accounts/verify-email');
    expect(second).not.toBe(first);
    expect((await post('/api/auth/verify-email', { token: first })).statusCode).toBe(400);
    expect((await post('/api/auth/verify-email', { token: second })).statusCode).toBe(200);
    const late = await post('/api/auth/verify-email/resend', undefined, user.token);
    expect([late.statusCode, late.json().message]).toEqual([409, 'Tu email ya está verificado']);
  });

  it('sends at most the per-account hourly number of links, whatever the address asking', async () => {
    const user = await registerTestUser(context.app);
    const max = DEFAULT_RATE_LIMITS.forgotPasswordPerAccountPerHour;
    for (let sent = 0; sent < max; sent++) {
      const resent = await context.app.inject({
        method: 'POST',
        url: '/api/auth/verify-email/resend',
        headers: bearer(user.token),
        remoteAddress: `198.51.100.${sent + 1}`,
      });
      expect(resent.statusCode).toBe(200);
    }
    const over = await context.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email/resend',
      headers: bearer(user.token),
      remoteAddress: '198.51.100.200',
    });
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/^Demasiadas solicitudes/);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the token (and every other session of the account)', async () => {
    const user = await registerTestUser(context.app);
    const other = (await post('/api/auth/login', { email: user.email, password: user.password })).json().data
      .token as string;
    expect((await post('/api/auth/logout')).statusCode).toBe(401);
    const response = await post('/api/auth/logout', undefined, user.token);
    expect([response.statusCode, response.json().message]).toEqual([200, 'Sesión cerrada']);
    for (const token of [user.token, other]) {
      const after = await context.app.inject({
        method: 'GET',
        url: '/api/auth/profile',
        headers: bearer(token),
      });
      expect(after.statusCode).toBe(401);
    }
    expect((await post('/api/auth/login', { email: user.email, password: user.password })).statusCode).toBe(
      200,
    );
  });
});
