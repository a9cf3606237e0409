import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, registerTestUser, type TestContext } from '../test/test-app';
import { isSignInRequired } from './authenticate';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

type Operation = { method: string; path: string };

/** Every operation the OpenAPI document marks as secured: the guard must hold for all of them. */
function securedOperations(): Operation[] {
  const document = context.app.swagger() as {
    paths: Record<string, Record<string, { security?: unknown }>>;
  };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => isSignInRequired(operation.security))
      .map(([method, operation]) => ({ method: method.toUpperCase(), path, security: operation.security })),
  );
}

/** A request that is wrong in every way validation could notice: bad path ids, bad query, bad body. */
function invalidAnonymousRequest({ method, path }: Operation): InjectOptions {
  const url = `${path.replace(/\{[^}]+\}/g, 'no-es-un-id')}?from=ayer&limit=-1`;
  const hasBody = method === 'POST' || method === 'PUT' || method === 'PATCH';
  return {
    method: method as InjectOptions['method'],
    url,
    ...(hasBody ? { payload: { email: 'no-es-un-email', name: 42, unexpected: true } } : {}),
  };
}

describe('secured routes answer 401 before anything else', () => {
  it('reads the OpenAPI security requirement', () => {
    expect(isSignInRequired([{ bearerAuth: [] }])).toBe(true);
    expect(isSignInRequired([{ bearerAuth: [] }, {}])).toBe(false);
    expect(isSignInRequired([])).toBe(false);
    expect(isSignInRequired(undefined)).toBe(false);
  });

  it('PUT /api/auth/profile without a token and with an invalid body is 401, not 400', async () => {
    const response = await context.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      payload: { name: '', email: 'no-es-un-email' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      message: 'Debes iniciar sesión',
      code: 'UNAUTHORIZED',
    });
  });

  it('an invalid token with an invalid body is 401 too', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/spaces',
      headers: bearer('no.es.un-token'),
      payload: { name: '' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Token inválido o expirado');
  });

  it('holds for every secured operation, whatever the path, query and body', async () => {
    const operations = securedOperations();
    // The API has dozens of secured operations; a handful would mean the document lost its security.
    expect(operations.length).toBeGreaterThan(40);
    const answers = await Promise.all(
      operations.map(async (operation) => {
        const response = await context.app.inject(invalidAnonymousRequest(operation));
        return `${operation.method} ${operation.path} ${response.statusCode}`;
      }),
    );
    expect(answers.filter((answer) => !answer.endsWith(' 401'))).toEqual([]);
  });

  it('an anonymous caller over the rate limit of a secured route still gets 401, not 429', async () => {
    // GET /api/geocoding/search is secured and allows 60 calls a minute per IP.
    const statuses = new Set<number>();
    for (let call = 0; call < 70; call += 1) {
      const response = await context.app.inject({ method: 'GET', url: '/api/geocoding/search?q=' });
      statuses.add(response.statusCode);
    }
    expect([...statuses]).toEqual([401]);
  });

  it('the limiter still counts signed-in callers on that route', async () => {
    const { token } = await registerTestUser(context.app);
    const statuses: number[] = [];
    for (let call = 0; call < 61; call += 1) {
      const response = await context.app.inject({
        method: 'GET',
        url: '/api/geocoding/search?q=',
        headers: bearer(token),
      });
      statuses.push(response.statusCode);
    }
    // Invalid query (400) while under the limit, then the limiter answers before validation.
    expect(statuses.slice(0, 60).every((status) => status === 400)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});
