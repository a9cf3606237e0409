import { randomUUID } from 'node:crypto';
import { emailOutbox } from '@citavet/db/schema/outbox';
import { DEFAULT_SIGN_IN_DELAY } from '@citavet/domain/auth/sign-in-delay';
import { and, eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createTestContext, registerTestUser, type TestContext, testRedisUrl } from '../../test/test-app';

// Limits on sign-in and password reset: by IP (the socket's address unless TRUST_PROXY names the
// proxy), by account (a growing delay, never a lock), and across processes through Redis.
// Each test's app and database are closed when it ends: a closed PGlite goes back, emptied, to the
// worker's next test (test-pglite-pool.ts), where one left open until the file's end made every
// test load the template again (~2 s each).
const contexts: TestContext[] = [];
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

async function context(options: Parameters<typeof createTestContext>[0] = {}) {
  const created = await createTestContext(options);
  contexts.push(created);
  return created;
}

const login = (
  target: TestContext,
  email: string,
  password: string,
  headers: Record<string, string> = {},
  remoteAddress = '127.0.0.1',
) =>
  target.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    headers,
    remoteAddress,
  });

describe('client address', () => {
  it('ignores a rotating X-Forwarded-For by default: the limit still holds', async () => {
    const limited = await context({ config: { rateLimits: { loginPerMinute: 10 } as never } });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 30; attempt++) {
      const response = await login(limited, `nadie${attempt}@example.com`, 'secreto1', {
        'x-forwarded-for': `203.0.113.${attempt + 1}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true);
  });

  it('reads X-Forwarded-For when TRUST_PROXY names the proxy in front', async () => {
    const behindProxy = await context({
      config: { rateLimits: { loginPerMinute: 10 } as never, trustProxy: ['127.0.0.1'] },
    });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 30; attempt++) {
      const response = await login(behindProxy, `nadie${attempt}@example.com`, 'secreto1', {
        'x-forwarded-for': `203.0.113.${attempt + 1}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.every((status) => status === 401)).toBe(true);
  });
});

describe('no remote lock-out', () => {
  it("lets the owner in within the capped delay after an attacker's 50 failures", async () => {
    const target = await context();
    const { email, password } = await registerTestUser(target.app);
    // The attacker retries the moment each wait ends, from many addresses: 50 checked guesses.
    let failures = 0;
    let refused = 0;
    while (failures < 50) {
      const response = await login(target, email, `adivina${failures}`);
      if (response.statusCode === 401) failures += 1;
      else {
        expect(response.statusCode).toBe(429);
        refused += 1;
        target.clock.advance(Number(response.headers['retry-after']) * 1000);
      }
    }
    expect(refused).toBeGreaterThan(0);
    // The owner, right after the last failure: the account waits, at most the cap.
    const first = await login(target, email, password);
    expect(first.statusCode).toBe(429);
    expect(first.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(first.json().message).toMatch(
      /^Demasiados intentos fallidos para esta cuenta\. Inténtalo de nuevo en \d+ segundos?\.$/,
    );
    const waitMs = Number(first.headers['retry-after']) * 1000;
    expect(waitMs).toBeLessThanOrEqual(DEFAULT_SIGN_IN_DELAY.capMs);
    target.clock.advance(waitMs);
    const owner = await login(target, email, password);
    expect(owner.statusCode).toBe(200);
    // A correct password resets the account: the next mistake is a plain 401 again.
    expect((await login(target, email, 'equivocada')).statusCode).toBe(401);
  });

  it('lets the owner in at once from an address of their own while another address attacks', async () => {
    const target = await context();
    const { email, password } = await registerTestUser(target.app);
    for (let attempt = 0; attempt < 50; attempt++) {
      await login(target, email, `adivina${attempt}`, {}, '203.0.113.66');
      target.clock.advance(1_000);
    }
    expect((await login(target, email, 'adivina-otra', {}, '203.0.113.66')).statusCode).toBe(429);
    expect((await login(target, email, password, {}, '198.51.100.20')).statusCode).toBe(200);
  });

  it('holds a guesser with 50 addresses to one limit, and the owner still gets in within the cap', async () => {
    const target = await context();
    const { email, password } = await registerTestUser(target.app);
    const statuses: number[] = [];
    // Each address spends its 5 free failures, then waits; the account's pools fill up too.
    for (let round = 0; round < 8; round++) {
      for (let address = 1; address <= 50; address++) {
        const response = await login(target, email, `adivina${round}-${address}`, {}, `203.0.113.${address}`);
        statuses.push(response.statusCode);
      }
    }
    const checked = statuses.filter((status) => status === 401).length;
    // Free: 20 in the new-address pool, then 20 in the failed-address pool; one more per open window.
    expect(checked).toBeLessThanOrEqual(2 * DEFAULT_SIGN_IN_DELAY.accountFreeFailures + 2);
    const owner = await login(target, email, password, {}, '198.51.100.30');
    const waitMs = owner.statusCode === 429 ? Number(owner.headers['retry-after']) * 1000 : 0;
    expect(waitMs).toBeLessThanOrEqual(DEFAULT_SIGN_IN_DELAY.capMs);
    target.clock.advance(waitMs);
    expect((await login(target, email, password, {}, '198.51.100.30')).statusCode).toBe(200);
  });

  it('answers 429 inside the delay whatever the password, so a guess learns nothing', async () => {
    const target = await context();
    const { email, password } = await registerTestUser(target.app);
    for (let attempt = 0; attempt < 50; attempt++) await login(target, email, `adivina${attempt}`);
    const right = await login(target, email, password);
    const wrong = await login(target, email, 'otra-mala');
    expect([right.statusCode, wrong.statusCode]).toEqual([429, 429]);
    expect(right.json()).toEqual(wrong.json());
  });

  it('e-mails the owner through the outbox when the account is attacked, at most once an hour', async () => {
    const target = await context();
    const { email } = await registerTestUser(target.app);
    const notices = async () =>
      target.database.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, 'sign-in-attack-notice')));
    for (let attempt = 0; attempt < 4; attempt++) await login(target, email, `adivina${attempt}`);
    expect(await notices()).toHaveLength(0);
    for (let attempt = 0; attempt < 40; attempt++) {
      await login(target, email, `adivina${attempt}`);
      target.clock.advance(30_000);
    }
    const [notice, ...others] = await notices();
    expect(others).toHaveLength(0);
    expect(notice?.subject).toBe('Intentos fallidos de inicio de sesión en tu cuenta de Citavet');
    expect(notice?.textBody).toContain('tu contraseña sigue funcionando');
    // An hour later, a new attack (the old failures forgotten) earns a new notice.
    target.clock.advance(60 * 60 * 1000);
    for (let attempt = 0; attempt < 5; attempt++) await login(target, email, `otra-mala${attempt}`);
    expect(await notices()).toHaveLength(2);
  });

  it('sends no notice for an e-mail without an account', async () => {
    const target = await context();
    for (let attempt = 0; attempt < 10; attempt++) {
      await login(target, 'fantasma@example.com', `adivina${attempt}`);
      target.clock.advance(60_000);
    }
    const rows = await target.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'fantasma@example.com'));
    expect(rows).toHaveLength(0);
  });
});

describe('password reset per account', () => {
  it('sends at most 3 reset e-mails an hour to one account, whatever the IP', async () => {
    const target = await context({ config: { trustProxy: ['127.0.0.1'] } });
    const { email } = await registerTestUser(target.app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await target.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: attempt % 2 === 0 ? email : email.toUpperCase() },
        headers: { 'x-forwarded-for': `198.51.100.${attempt + 1}` },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json().message).toBe(
          'Demasiadas solicitudes para esta cuenta. Inténtalo de nuevo en 3600 segundos.',
        );
      }
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const resets = await target.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, 'password-reset')));
    expect(resets).toHaveLength(3);
    target.clock.advance(60 * 60 * 1000);
    const later = await target.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
      headers: { 'x-forwarded-for': '198.51.100.99' },
    });
    expect(later.statusCode).toBe(200);
  });
});

const redisUrl = testRedisUrl();

describe.skipIf(!redisUrl)('limits shared by two API processes (Redis)', () => {
  const keyPrefix = `citavet-test:${randomUUID()}:`;
  afterAll(async () => {
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('holds one per-IP sign-in limit over 30 failures spread over both', async () => {
    const prefix = `${keyPrefix}ip:`;
    const options = {
      redis: { url: redisUrl, keyPrefix: prefix },
      config: { rateLimits: { loginPerMinute: 10 } as never },
    };
    const first = await context(options);
    const second = await context({ ...options, database: first.database });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 30; attempt++) {
      const process = attempt % 2 === 0 ? first : second;
      statuses.push((await login(process, `nadie${attempt}@example.com`, 'secreto1')).statusCode);
    }
    console.log(
      `cross-process sign-in limit: ${statuses.filter((status) => status === 401).length} of 30 checked, ${statuses.filter((status) => status === 429).length} refused (limit 10/min per IP)`,
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  });

  it("holds one account's delay over 30 failures spread over both", async () => {
    const prefix = `${keyPrefix}account:`;
    const signInDelay = { ...DEFAULT_SIGN_IN_DELAY, baseMs: 60_000 };
    const options = {
      redis: { url: redisUrl, keyPrefix: prefix },
      config: { rateLimits: { signInDelay } as never },
    };
    const first = await context(options);
    const second = await context({ ...options, database: first.database });
    const { email } = await registerTestUser(first.app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 30; attempt++) {
      const process = attempt % 2 === 0 ? first : second;
      statuses.push((await login(process, email, `adivina${attempt}`)).statusCode);
    }
    console.log(
      `cross-process account delay: ${statuses.filter((status) => status === 401).length} of 30 checked (5 free failures)`,
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(DEFAULT_SIGN_IN_DELAY.freeFailures);
    expect(statuses.slice(DEFAULT_SIGN_IN_DELAY.freeFailures).every((status) => status === 429)).toBe(true);
  });
});
