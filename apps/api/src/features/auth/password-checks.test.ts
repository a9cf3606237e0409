import { emailOutbox } from '@citavet/db/schema/outbox';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestContext,
  lastEmailedToken,
  registerTestUser,
  type TestContext,
} from '../../test/test-app';

// A stolen session used to test 2,460 passwords a minute through the routes that ask for the
// current one. They now count on the sign-in throttle: per account, per address block or device.
let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

const changePassword = (token: string, currentPassword: string, address = '203.0.113.10') =>
  context.app.inject({
    method: 'PUT',
    url: '/api/auth/change-password',
    headers: bearer(token),
    payload: { currentPassword, newPassword: 'otra-clave-nueva' },
    remoteAddress: address,
  });

describe('every current-password check is throttled', () => {
  it('makes a stolen session wait after 5 wrong passwords, across change-password, profile and account deletion', async () => {
    const victim = await registerTestUser(context.app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      statuses.push((await changePassword(victim.token, `adivina${attempt}`)).statusCode);
    }
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await context.app.inject({
        method: 'PUT',
        url: '/api/auth/profile',
        headers: bearer(victim.token),
        payload: {
          name: 'Ana',
          email: `ladron${attempt}@example.com`,
          currentPassword: `adivina-p${attempt}`,
        },
        remoteAddress: '203.0.113.10',
      });
      statuses.push(response.statusCode);
    }
    const deletion = await context.app.inject({
      method: 'DELETE',
      url: '/api/auth/account',
      headers: bearer(victim.token),
      payload: { currentPassword: 'adivina-d' },
      remoteAddress: '203.0.113.10',
    });
    statuses.push(deletion.statusCode);
    // Five free failures over the three routes, then a wait: the sixth is not even checked.
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    expect(deletion.json().code).toBe('RATE_LIMITED');
    // Inside the wait even the right password is not looked at.
    const right = await changePassword(victim.token, victim.password);
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toMatch(
      /^Demasiados intentos fallidos para esta cuenta\. Inténtalo de nuevo en \d+ segundos?\.$/,
    );
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    // The same counters as the sign-in form: that address's sign-ins wait too.
    const signIn = await context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: victim.email, password: victim.password },
      remoteAddress: '203.0.113.10',
    });
    expect(signIn.statusCode).toBe(429);
    context.clock.advance(Number(right.headers['retry-after']) * 1000);
    expect((await changePassword(victim.token, victim.password)).statusCode).toBe(200);
  });
});

describe("a password change e-mails a 'no fui yo' link", () => {
  it('locks the changer out and starts a reset for the owner', async () => {
    const owner = await registerTestUser(context.app);
    const changed = await changePassword(owner.token, owner.password, '198.51.100.90');
    expect(changed.statusCode).toBe(200);
    const intruderToken = changed.json().data.token as string;
    const [notice] = await context.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, owner.email), eq(emailOutbox.kind, 'password-changed-notice')));
    expect(notice?.subject).toBe('Se cambió la contraseña de tu cuenta de Citavet');
    const token = await lastEmailedToken(context, owner.email, '/accounts/not-me');
    const notMe = await context.app.inject({ method: 'POST', url: '/api/auth/not-me', payload: { token } });
    expect(notMe.statusCode).toBe(200);
    const resetToken = notMe.json().data.resetToken as string;
    // The changer's session ends and the password they chose stops working.
    const profile = await context.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: bearer(intruderToken),
    });
    expect(profile.statusCode).toBe(401);
    const login = await context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.email, password: 'otra-clave-nueva' },
      remoteAddress: '198.51.100.91',
    });
    expect(login.statusCode).toBe(401);
    // The owner chooses a new one with the reset the link started.
    const reset = await context.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: resetToken, password: 'la-del-duenio' },
    });
    expect(reset.statusCode).toBe(200);
    // Single use.
    const again = await context.app.inject({ method: 'POST', url: '/api/auth/not-me', payload: { token } });
    expect([again.statusCode, again.json().code]).toEqual([400, 'INVALID_EMAIL_LINK']);
  });
});
