import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app';
import { securityHeaders } from './security-headers';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

describe('security headers', () => {
  it('are helmet’s, with our CSP, on API answers, errors and unknown routes alike', async () => {
    const expected = securityHeaders();
    expect(expected['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(expected['strict-transport-security']).toContain('max-age=');
    expect(expected['x-content-type-options']).toBe('nosniff');
    expect(expected['cross-origin-embedder-policy']).toBeUndefined();
    for (const url of ['/api/health', '/api/auth/me', '/api/no-such-route']) {
      const response = await context.app.inject({ method: 'GET', url });
      for (const [name, value] of Object.entries(expected)) {
        expect(response.headers[name], `${url} ${name}`).toBe(value);
      }
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });
});
