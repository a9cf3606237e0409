import { emailOutbox } from '@citavet/db/schema/outbox';
import { spaceMembers, spaces } from '@citavet/db/schema/spaces';
import { users } from '@citavet/db/schema/users';
import { DEFAULT_SIGN_IN_DELAY } from '@citavet/domain/auth/sign-in-delay';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, registerTestUser, type TestContext } from '../../test/test-app';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  context.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('POST /api/auth/register', () => {
  it('creates a HOST by default and answers a token with the profile', async () => {
    const response = await post('/api/auth/register', {
      name: '  Ana Pérez ',
      email: 'Ana.Perez@Example.com',
      password: 'secreto1',
      phone: '+34 (600) 123-456',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data.token).toEqual(expect.any(String));
    expect(body.data.user).toMatchObject({
      name: 'Ana Pérez',
      email: 'ana.perez@example.com',
      role: 'HOST',
      phone: '+34 (600) 123-456',
      memberSpaces: [],
      pendingInvitations: [],
    });
    expect(JSON.stringify(body)).not.toContain('password');
  });

  it('refuses an e-mail already used, whatever its case', async () => {
    await registerTestUser(context.app, { email: 'dup@example.com' });
    const response = await post('/api/auth/register', {
      name: 'Otro',
      email: 'DUP@example.com',
      password: 'secreto1',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Ya existe una cuenta con este email');
  });

  it.each([
    [{ email: 'a@b.co', password: 'secreto1' }, 'El nombre es requerido'],
    [{ name: '', email: 'a@b.co', password: 'secreto1' }, 'El nombre es requerido'],
    [{ name: ' A ', email: 'a@b.co', password: 'secreto1' }, 'El nombre debe tener al menos 2 caracteres'],
    [{ name: 'Ana', password: 'secreto1' }, 'El email es requerido'],
    [{ name: 'Ana', email: 'no-es-email', password: 'secreto1' }, 'Email inválido'],
    [{ name: 'Ana', email: 'a@b.co' }, 'La contraseña es requerida'],
    [{ name: 'Ana', email: 'a@b.co', password: '1234567' }, 'La contraseña debe tener al menos 8 caracteres'],
    [{ name: 'Ana', email: 'a@b.co', password: 'secreto1', phone: 'abc' }, 'Formato de teléfono inválido'],
    [{ name: 42, email: 'a@b.co', password: 'secreto1' }, 'El nombre es requerido'],
  ])('answers 400 with the spec message for %j', async (payload, message) => {
    const response = await post('/api/auth/register', payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.details.map((detail: { message: string }) => detail.message)).toContain(message);
  });

  it('refuses unknown fields, malformed JSON, huge bodies and wrong content types with a 4xx', async () => {
    const unknown = await post('/api/auth/register', {
      name: 'Ana',
      email: 'x@y.co',
      password: 'secreto1',
      isAdmin: true,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details[0].field).toBe('isAdmin');

    const malformed = await context.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Ana",',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('El cuerpo de la solicitud no es JSON válido');

    const huge = await post('/api/auth/register', { name: 'x'.repeat(10 * 1024 * 1024), email: 'a@b.co' });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().success).toBe(false);

    const text = await context.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'text/plain' },
      payload: 'hola',
    });
    expect(text.statusCode).toBe(415);

    const empty = await context.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(400);

    const array = await post('/api/auth/register', [1, 2, 3]);
    expect(array.statusCode).toBe(400);
  });

  it('limits registrations to 5 per minute per IP with a Spanish 429', async () => {
    const limited = await createTestContext({
      config: { rateLimits: { registerPerMinute: 5 } as never },
    });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 6; attempt++) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: { name: 'Ana', email: `rl${attempt}@example.com`, password: 'secreto1' },
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) expect(response.json().message).toMatch(/^Demasiadas solicitudes/);
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password, case-insensitively on the e-mail', async () => {
    const { email, password, user } = await registerTestUser(context.app);
    const response = await post('/api/auth/login', { email: email.toUpperCase(), password });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.id).toBe(user.id);
  });

  it('answers 401 with one message for a wrong password and for an unknown account', async () => {
    const { email } = await registerTestUser(context.app);
    const wrong = await post('/api/auth/login', { email, password: 'incorrecta' });
    const unknown = await post('/api/auth/login', { email: 'nadie@example.com', password: 'incorrecta' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Email o contraseña incorrectos');
    expect(unknown.json().message).toBe(wrong.json().message);
  });

  it.each([
    [{ password: 'secreto1' }, 'El email es requerido'],
    [{ email: 'malo', password: 'secreto1' }, 'Email inválido'],
    [{ email: 'a@b.co' }, 'La contraseña es requerida'],
    [{ email: 'a@b.co', password: '' }, 'La contraseña es requerida'],
  ])('validates %j', async (payload, message) => {
    const response = await post('/api/auth/login', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((detail: { message: string }) => detail.message)).toContain(message);
  });

  it('limits sign-in to 10 per minute per IP', async () => {
    const limited = await createTestContext({ config: { rateLimits: { loginPerMinute: 10 } as never } });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 11; attempt++) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          // A different account each time: this is the IP's limit, not an account's delay.
          payload: { email: `nadie${attempt}@example.com`, password: 'secreto1' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
      expect(statuses[10]).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('makes an account wait after its free failures instead of locking it', async () => {
    const limited = await createTestContext({
      config: {
        rateLimits: {
          signInDelay: { ...DEFAULT_SIGN_IN_DELAY, freeFailures: 3, capMs: 8_000 },
        } as never,
      },
    });
    try {
      const { email, password } = await registerTestUser(limited.app);
      const login = (attempt: string) =>
        limited.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: attempt } });
      for (let attempt = 0; attempt < 3; attempt++) expect((await login('incorrecta')).statusCode).toBe(401);
      // The third failure earns a one-second wait: any password inside it is refused unchecked.
      const waiting = await login(password);
      expect(waiting.statusCode).toBe(429);
      expect(waiting.json().message).toBe(
        'Demasiados intentos fallidos para esta cuenta. Inténtalo de nuevo en 1 segundo.',
      );
      expect(waiting.headers['retry-after']).toBe('1');
      limited.clock.advance(1_000);
      expect((await login(password)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('profile', () => {
  it('needs a valid token', async () => {
    expect((await context.app.inject({ method: 'GET', url: '/api/auth/profile' })).statusCode).toBe(401);
    const bad = await context.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: bearer('x.y.z'),
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().message).toBe('Token inválido o expirado');
  });

  it("keeps the vet's licence number, printed on their prescriptions: set, kept when absent, cleared when empty", async () => {
    const own = await registerTestUser(context.app);
    const put = (payload: object) =>
      context.app.inject({ method: 'PUT', url: '/api/auth/profile', headers: bearer(own.token), payload });
    const set = await put({ name: 'Dra. Gil', email: own.email, licenseNumber: '  MV-28/1234 ' });
    expect(set.statusCode).toBe(200);
    expect(set.json().data.licenseNumber).toBe('MV-28/1234');
    const [stored] = await context.database.db
      .select({ licenseNumber: users.licenseNumber })
      .from(users)
      .where(eq(users.id, own.user.id));
    expect(stored?.licenseNumber).toBe('MV-28/1234');
    const kept = await put({ name: 'Dra. Gil', email: own.email });
    expect(kept.json().data.licenseNumber).toBe('MV-28/1234');
    const read = await context.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: bearer(own.token),
    });
    expect(read.json().data.licenseNumber).toBe('MV-28/1234');
    const cleared = await put({ name: 'Dra. Gil', email: own.email, licenseNumber: '' });
    expect(cleared.json().data.licenseNumber).toBeNull();
    const tooLong = await put({ name: 'Dra. Gil', email: own.email, licenseNumber: 'X'.repeat(41) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().details).toEqual([
      { field: 'licenseNumber', message: 'La matrícula profesional admite como máximo 40 caracteres' },
    ]);
  });

  it('reads and updates the profile', async () => {
    const own = await registerTestUser(context.app);
    const { token } = own;
    const other = await registerTestUser(context.app);
    const read = await context.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: bearer(token),
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().data.pendingInvitations).toEqual([]);

    const updated = await context.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: bearer(token),
      payload: { name: 'Nuevo Nombre', email: own.email, phone: '600 000 000' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().message).toBe('Perfil actualizado exitosamente');
    expect(updated.json().data).toMatchObject({ name: 'Nuevo Nombre', phone: '600 000 000' });

    // A taken address is not refused: email-change.test.ts shows the answer is the same as for a free one.
    const taken = await context.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: bearer(token),
      payload: { name: 'Nuevo Nombre', email: other.email, currentPassword: own.password },
    });
    expect(taken.statusCode).toBe(200);

    const invalid = await context.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: bearer(token),
      payload: { name: '', email: '' },
    });
    expect(invalid.statusCode).toBe(400);
  });
});

describe('PUT /api/auth/change-password', () => {
  it('checks the current password, revokes other tokens and hands a fresh one', async () => {
    const { token, email, password } = await registerTestUser(context.app);
    const second = (await post('/api/auth/login', { email, password })).json().data.token as string;

    const wrong = await context.app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: bearer(token),
      payload: { currentPassword: 'incorrecta', newPassword: 'nueva-clave' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('La contraseña actual es incorrecta');

    const short = await context.app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: bearer(token),
      payload: { currentPassword: password, newPassword: '123' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().details[0].message).toBe('La nueva contraseña debe tener al menos 8 caracteres');

    const changed = await context.app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: bearer(token),
      payload: { currentPassword: password, newPassword: 'nueva-clave' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().message).toBe('Contraseña actualizada exitosamente');
    const fresh = changed.json().data.token as string;

    for (const revoked of [token, second]) {
      const response = await context.app.inject({
        method: 'GET',
        url: '/api/auth/profile',
        headers: bearer(revoked),
      });
      expect(response.statusCode).toBe(401);
    }
    const ok = await context.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(fresh) });
    expect(ok.statusCode).toBe(200);
    expect((await post('/api/auth/login', { email, password: 'nueva-clave' })).statusCode).toBe(200);
  });
});

describe('DELETE /api/auth/account', () => {
  it('deletes the account and its solo spaces', async () => {
    const { token, user, email, password } = await registerTestUser(context.app);
    const [space] = await context.database.db.insert(spaces).values({ name: 'Solo' }).returning();
    if (!space) throw new Error('space not created');
    await context.database.db
      .insert(spaceMembers)
      .values({ spaceId: space.id, userId: user.id, role: 'ADMIN' });
    const wrong = await context.app.inject({
      method: 'DELETE',
      url: '/api/auth/account',
      headers: bearer(token),
      payload: { currentPassword: 'no-es-la-clave' },
    });
    expect([wrong.statusCode, wrong.json().message]).toEqual([400, 'La contraseña actual es incorrecta']);
    const missing = await context.app.inject({
      method: 'DELETE',
      url: '/api/auth/account',
      headers: bearer(token),
    });
    expect(missing.statusCode).toBe(400);
    const response = await context.app.inject({
      method: 'DELETE',
      url: '/api/auth/account',
      headers: bearer(token),
      payload: { currentPassword: password },
    });
    expect(response.statusCode).toBe(200);
    expect((await post('/api/auth/login', { email, password })).statusCode).toBe(401);
    // Soft-deleted (decision 067): offline now, purged with the legal record kept after the retention.
    const [gone] = await context.database.db.select().from(spaces).where(eq(spaces.id, space.id));
    expect(gone?.deletedAt?.toISOString()).toBe(context.clock.now().toISOString());
  });

  it('is refused while the user is the only admin of a space with other members', async () => {
    const admin = await registerTestUser(context.app);
    const member = await registerTestUser(context.app);
    const [space] = await context.database.db.insert(spaces).values({ name: 'Clínica Norte' }).returning();
    if (!space) throw new Error('space not created');
    await context.database.db.insert(spaceMembers).values([
      { spaceId: space.id, userId: admin.user.id, role: 'ADMIN' },
      { spaceId: space.id, userId: member.user.id, role: 'MEMBER' },
    ]);
    const response = await context.app.inject({
      method: 'DELETE',
      url: '/api/auth/account',
      headers: bearer(admin.token),
      payload: { currentPassword: admin.password },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('Clínica Norte');
    const stillThere = await context.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: bearer(admin.token),
    });
    expect(stillThere.statusCode).toBe(200);
  });
});

describe('password reset', () => {
  async function lastResetLink(to: string): Promise<string> {
    const rows = await context.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));
    const text = rows.at(-1)?.textBody ?? '';
    const match = text.match(/token=([A-Za-z0-9_-]+)/);
    if (!match?.[1]) throw new Error('no reset link');
    return match[1];
  }

  it('answers the same for known and unknown e-mails and sends a single-use link valid 1 hour', async () => {
    const { email } = await registerTestUser(context.app);
    const known = await post('/api/auth/forgot-password', { email });
    const unknown = await post('/api/auth/forgot-password', { email: 'nadie-reset@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    const unknownRows = await context.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'nadie-reset@example.com'));
    expect(unknownRows).toEqual([]);

    const token = await lastResetLink(email);
    const reset = await post('/api/auth/reset-password', { token, password: 'restablecida' });
    expect(reset.statusCode).toBe(200);
    expect((await post('/api/auth/login', { email, password: 'restablecida' })).statusCode).toBe(200);

    const again = await post('/api/auth/reset-password', { token, password: 'otra-vez-1' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('El enlace no es válido o ha expirado. Solicita uno nuevo.');
  });

  it('refuses a link older than one hour', async () => {
    const { email } = await registerTestUser(context.app);
    await post('/api/auth/forgot-password', { email });
    const token = await lastResetLink(email);
    context.clock.advance(61 * 60 * 1000);
    const response = await post('/api/auth/reset-password', { token, password: 'restablecida' });
    expect(response.statusCode).toBe(400);
  });
});

describe('platform', () => {
  it('reports database health', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('answers unknown API paths with the JSON envelope and sets security headers', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/no-existe' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('serves an OpenAPI 3.1 document and its browsable docs', async () => {
    const document = await context.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(document.statusCode).toBe(200);
    expect(document.json().openapi).toBe('3.1.0');
    expect(Object.keys(document.json().paths)).toContain('/api/auth/login');
    const page = await context.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });
});
