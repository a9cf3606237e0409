import { emailOutbox } from '@citavet/db/schema/outbox';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../app-dependencies';
import {
  bearer,
  createTestContext,
  lastEmailedToken,
  registerTestUser,
  type TestContext,
  verifyTestUser,
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
const profile = (token: string) =>
  context.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(token) });
const putProfile = (token: string, payload: object) =>
  context.app.inject({ method: 'PUT', url: '/api/auth/profile', headers: bearer(token), payload });

let counter = 0;
const freshAddress = () => `nuevo${++counter}-${Date.now()}@example.com`;

describe('changing the e-mail address', () => {
  it('needs the current password', async () => {
    const user = await registerTestUser(context.app);
    const missing = await putProfile(user.token, { name: 'Ana', email: freshAddress() });
    expect([missing.statusCode, missing.json().details[0]]).toEqual([
      400,
      { field: 'currentPassword', message: 'La contraseña actual es requerida' },
    ]);
    const wrong = await putProfile(user.token, {
      name: 'Ana',
      email: freshAddress(),
      currentPassword: 'otra-clave',
    });
    expect([wrong.statusCode, wrong.json().message]).toEqual([400, 'La contraseña actual es incorrecta']);
    expect((await profile(user.token)).json().data.email).toBe(user.email);
  });

  it('takes effect only when the link sent to the new address is opened, then ends every session', async () => {
    const user = await registerTestUser(context.app);
    await verifyTestUser(context, user);
    const next = freshAddress();
    const asked = await putProfile(user.token, { name: 'Ana', email: next, currentPassword: user.password });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().message).toContain(`Te enviamos un enlace a ${next}`);
    expect(asked.json().data).toMatchObject({ email: user.email, pendingEmail: next });
    // The old address still signs in; the new one does not yet.
    expect((await post('/api/auth/login', { email: next, password: user.password })).statusCode).toBe(401);

    const token = await lastEmailedToken(context, next, '/accounts/confirm-email');
    const confirmed = await post('/api/auth/email-change/confirm', { token });
    expect(confirmed.statusCode).toBe(200);
    expect((await profile(user.token)).statusCode).toBe(401);
    const signIn = await post('/api/auth/login', { email: next, password: user.password });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().data.user).toMatchObject({
      email: next,
      pendingEmail: null,
      emailVerifiedAt: context.clock.now().toISOString(),
    });
    expect((await post('/api/auth/email-change/confirm', { token })).statusCode).toBe(400);
  });

  it('refuses an expired confirmation link and a confirmation once the address moved on', async () => {
    const start = context.clock.now().toISOString();
    const user = await registerTestUser(context.app);
    const next = freshAddress();
    await putProfile(user.token, { name: 'Ana', email: next, currentPassword: user.password });
    const token = await lastEmailedToken(context, next, '/accounts/confirm-email');
    context.clock.advance(24 * 60 * 60 * 1000 + 1);
    expect((await post('/api/auth/email-change/confirm', { token })).statusCode).toBe(400);
    context.clock.set(start);
  });

  it('the old address gets a revert link that restores it and ends every session', async () => {
    const user = await registerTestUser(context.app);
    const next = freshAddress();
    await putProfile(user.token, { name: 'Ana', email: next, currentPassword: user.password });
    const revert = await lastEmailedToken(context, user.email, '/accounts/revert-email');
    const confirm = await lastEmailedToken(context, next, '/accounts/confirm-email');
    expect((await post('/api/auth/email-change/confirm', { token: confirm })).statusCode).toBe(200);

    const reverted = await post('/api/auth/email-change/revert', { token: revert });
    expect(reverted.statusCode).toBe(200);
    expect((await post('/api/auth/login', { email: next, password: user.password })).statusCode).toBe(401);
    const back = await post('/api/auth/login', { email: user.email, password: user.password });
    expect(back.statusCode).toBe(200);
    expect(back.json().data.user.email).toBe(user.email);
    expect(back.json().data.user.emailVerifiedAt).not.toBeNull();
    // A revert is single use; reverting before the confirmation cancels the pending change.
    expect((await post('/api/auth/email-change/revert', { token: revert })).statusCode).toBe(400);
  });

  it('a revert opened before the confirmation cancels the pending change', async () => {
    const user = await registerTestUser(context.app);
    const next = freshAddress();
    await putProfile(user.token, { name: 'Ana', email: next, currentPassword: user.password });
    const revert = await lastEmailedToken(context, user.email, '/accounts/revert-email');
    const confirm = await lastEmailedToken(context, next, '/accounts/confirm-email');
    expect((await post('/api/auth/email-change/revert', { token: revert })).statusCode).toBe(200);
    expect((await post('/api/auth/email-change/confirm', { token: confirm })).statusCode).toBe(400);
    expect((await profile(user.token)).statusCode).toBe(401);
  });

  it('answers the same for a taken and a free address; the taken one gets a note, never a link', async () => {
    const user = await registerTestUser(context.app);
    const other = await registerTestUser(context.app);
    const free = `libre-${Date.now()}@example.com`;
    const answers = [];
    for (const email of [other.email, free]) {
      const changer = await registerTestUser(context.app);
      const response = await putProfile(changer.token, {
        name: 'Ana',
        email,
        currentPassword: changer.password,
      });
      answers.push({
        status: response.statusCode,
        message: response.json().message.replace(email, '<email>'),
        pendingEmail: response.json().data.pendingEmail === email,
      });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]).toMatchObject({ status: 200, pendingEmail: true });
    const toTaken = await context.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, other.email));
    const note = toTaken.find((row) => row.kind === 'email-change-taken');
    expect(note?.subject).toBe('Este email ya tiene una cuenta en Citavet');
    expect(toTaken.some((row) => row.kind === 'email-change-confirm')).toBe(false);
    expect(note?.textBody).not.toMatch(/confirm-email\?token=/);
    // The user's own address is untouched.
    expect((await profile(user.token)).json().data.email).toBe(user.email);
  });
});
