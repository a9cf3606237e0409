import { CONTROL_CHARACTER_MESSAGE, LINE_BREAK_MESSAGE } from '@citavet/domain/text/control-characters';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, registerTestUser, type TestContext } from '../test/test-app';

// A NUL byte in a text reached PostgreSQL and came back as a 500 (and a log line with the
// statement's parameters); a line break in a name went into e-mail greetings and subjects.
let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

describe('control characters in request texts', () => {
  it('answers a NUL byte anywhere in a body with a Spanish 400 naming the field', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Ana\u0000', email: 'nul@example.com', password: 'secreto123' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_ERROR',
      message: CONTROL_CHARACTER_MESSAGE,
      details: [{ field: 'name', message: CONTROL_CHARACTER_MESSAGE }],
    });
  });

  it('refuses escapes and NUL in nested fields, query strings and path parameters', async () => {
    const user = await registerTestUser(context.app);
    const nested = await context.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: bearer(user.token),
      payload: { name: 'Ana', email: user.email, phone: '600\u001b[2J' },
    });
    expect([nested.statusCode, nested.json().details?.[0]?.field]).toEqual([400, 'phone']);
    const query = await context.app.inject({
      method: 'GET',
      url: '/api/public/directory?q=vet%00',
    });
    expect(query.statusCode).toBe(400);
    const path = await context.app.inject({ method: 'GET', url: '/api/public/spaces/ruta%00' });
    expect(path.statusCode).toBe(400);
  });

  it('refuses a line break in a name that e-mails are built from', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Ana\r\nBcc: todos@example.com', email: 'crlf@example.com', password: 'secreto123' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([{ field: 'name', message: LINE_BREAK_MESSAGE }]);
  });
});
