import { randomUUID } from 'node:crypto';
import { emailOutbox } from '@citavet/db/schema/outbox';
import { DEFAULT_SIGN_IN_DELAY } from '@citavet/domain/auth/sign-in-delay';
import { and, eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestContext,
  lastEmailedToken,
  registerTestUser,
  type TestContext,
  testRedisUrl,
} from '../../test/test-app';

// The attacks on sign-in and on every current-password check, each as it was proved against the
// running app: a remote lock-out from ever-new addresses, a /64 used as billions of addresses,
// and a stolen session testing passwords without limit.
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

type Sent = { cookie?: string; address?: string };
const login = (target: TestContext, email: string, password: string, sent: Sent = {}) =>
  target.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    headers: sent.cookie ? { cookie: sent.cookie } : {},
    remoteAddress: sent.address ?? '127.0.0.1',
  });

/** The cookie pair (name=value) the response sets, as a browser would send it back. */
function deviceCookieOf(response: { headers: Record<string, unknown> }): string {
  const header = response.headers['set-cookie'];
  const line = (Array.isArray(header) ? header : [header]).find((value) =>
    String(value).startsWith('citavet_device_'),
  );
  if (!line) throw new Error('no device cookie');
  return String(line).split(';')[0] ?? '';
}

let addressCounter = 0;
/** An address in a /24 nobody used yet: what a botnet of fresh machines looks like. */
const freshAddress = () => {
  addressCounter += 1;
  return `100.${64 + ((addressCounter >> 8) & 63)}.${addressCounter & 255}.9`;
};

/** Strangers from fresh addresses until both account-wide pools are in a wait. */
async function floodFromFreshAddresses(target: TestContext, email: string) {
  let poolRefusals = 0;
  for (let attempt = 0; attempt < 200 && poolRefusals < 3; attempt++) {
    const response = await login(target, email, `adivina${attempt}`, { address: freshAddress() });
    if (response.statusCode === 429) poolRefusals += 1;
  }
  expect(poolRefusals).toBe(3);
}

async function lockOutScenario(target: TestContext) {
  const owner = await registerTestUser(target.app);
  // The owner signed in from this browser before: it holds a device cookie for the account.
  const earlier = await login(target, owner.email, owner.password, { address: '198.51.100.7' });
  expect(earlier.statusCode).toBe(200);
  const setCookie = String([earlier.headers['set-cookie']].flat()[0]);
  expect(setCookie).toMatch(/HttpOnly/);
  expect(setCookie).toMatch(/SameSite=Strict/);
  expect(setCookie).toMatch(/Path=\/api\/auth/);
  const cookie = deviceCookieOf(earlier);

  await floodFromFreshAddresses(target, owner.email);

  // With the cookie, from an address the attacker also used: in at once, no wait.
  const withCookie = await login(target, owner.email, owner.password, { cookie, address: freshAddress() });
  expect(withCookie.statusCode).toBe(200);

  // A new device waits, but is not just told to: a one-time link goes to the account's e-mail.
  const newDevice = await login(target, owner.email, owner.password, { address: '192.0.2.44' });
  expect(newDevice.statusCode).toBe(429);
  expect(newDevice.json()).toMatchObject({ success: false, code: 'SIGN_IN_LINK_SENT' });
  expect(newDevice.json().message).toMatch(/te enviamos a su email un enlace para entrar sin esperar/);
  expect(Number(newDevice.headers['retry-after'])).toBeGreaterThan(0);
  // An unknown account gets the very same words: the answer tells nobody which accounts exist.
  await floodFromFreshAddresses(target, 'nadie-aqui@example.com');
  const ghost = await login(target, 'nadie-aqui@example.com', 'loquesea1', { address: '192.0.2.45' });
  expect(ghost.json().code).toBe('SIGN_IN_LINK_SENT');
  expect(ghost.json().message.replace(/\d+ segundos?/, '')).toBe(
    newDevice.json().message.replace(/\d+ segundos?/, ''),
  );

  const token = await lastEmailedToken(target, owner.email, '/accounts/sign-in-link');
  const viaLink = await target.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in-link',
    payload: { token },
    remoteAddress: '192.0.2.44',
  });
  expect(viaLink.statusCode).toBe(200);
  expect(viaLink.json().data.user.email).toBe(owner.email);
  const session = await target.app.inject({
    method: 'GET',
    url: '/api/auth/profile',
    headers: bearer(viaLink.json().data.token),
  });
  expect(session.statusCode).toBe(200);
  // Single use.
  const again = await target.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in-link',
    payload: { token },
  });
  expect([again.statusCode, again.json().code]).toEqual([400, 'INVALID_EMAIL_LINK']);
  // The link gave that browser a device cookie: its next password sign-in skips the pools.
  const nextTime = await login(target, owner.email, owner.password, {
    cookie: deviceCookieOf(viaLink),
    address: '192.0.2.44',
  });
  expect(nextTime.statusCode).toBe(200);
}

describe('no remote lock-out: device cookies and e-mailed sign-in links', () => {
  it('lets the owner in with the device cookie, and a new device with the e-mailed link, while strangers flood', async () => {
    await lockOutScenario(await context());
  });

  it('sends at most one sign-in link every ten minutes, however long the flood', async () => {
    const target = await context();
    const owner = await registerTestUser(target.app);
    await floodFromFreshAddresses(target, owner.email);
    for (let attempt = 0; attempt < 5; attempt++) {
      await login(target, owner.email, owner.password, { address: freshAddress() });
    }
    const links = await target.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, owner.email), eq(emailOutbox.kind, 'sign-in-link')));
    expect(links).toHaveLength(1);
  });

  it('refuses a sign-in link after 15 minutes', async () => {
    const target = await context();
    const owner = await registerTestUser(target.app);
    await floodFromFreshAddresses(target, owner.email);
    await login(target, owner.email, owner.password, { address: '192.0.2.50' });
    const token = await lastEmailedToken(target, owner.email, '/accounts/sign-in-link');
    target.clock.advance(15 * 60 * 1000 + 1);
    const late = await target.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in-link',
      payload: { token },
    });
    expect([late.statusCode, late.json().code]).toEqual([400, 'INVALID_EMAIL_LINK']);
  });

  it("ignores a forged cookie and another account's cookie", async () => {
    const target = await context();
    const owner = await registerTestUser(target.app);
    const other = await registerTestUser(target.app);
    const otherCookie = deviceCookieOf(await login(target, other.email, other.password));
    const ownCookie = deviceCookieOf(await login(target, owner.email, owner.password));
    await floodFromFreshAddresses(target, owner.email);
    const [name, value] = ownCookie.split('=');
    const forged = `${name}=${value?.replace(/\.[^.]+$/, '.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')}`;
    for (const cookie of [forged, otherCookie.replace(/^[^=]+/, name ?? '')]) {
      const response = await login(target, owner.email, owner.password, { cookie, address: '192.0.2.60' });
      expect(response.statusCode).toBe(429);
    }
    expect((await login(target, owner.email, owner.password, { cookie: ownCookie })).statusCode).toBe(200);
  });

  it('holds a stolen device cookie to its own growing wait', async () => {
    const target = await context();
    const owner = await registerTestUser(target.app);
    const cookie = deviceCookieOf(await login(target, owner.email, owner.password));
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8; attempt++) {
      statuses.push(
        (await login(target, owner.email, `adivina${attempt}`, { cookie, address: freshAddress() }))
          .statusCode,
      );
    }
    expect(statuses.slice(0, DEFAULT_SIGN_IN_DELAY.freeFailures)).toEqual(Array(5).fill(401));
    expect(statuses.slice(DEFAULT_SIGN_IN_DELAY.freeFailures + 1)).toContain(429);
  });
});

describe('addresses counted per /24 and per /64', () => {
  it('treats the addresses of one IPv6 /64 as one client', async () => {
    const target = await context();
    const owner = await registerTestUser(target.app);
    const statuses: number[] = [];
    for (let host = 1; host <= 12; host++) {
      const address = `2001:db8:7:7:${host.toString(16)}::1`;
      statuses.push((await login(target, owner.email, `adivina${host}`, { address })).statusCode);
    }
    // Five free failures for the whole /64, then its own wait: not twelve fresh addresses.
    expect(statuses.slice(0, 5)).toEqual(Array(5).fill(401));
    expect(statuses.slice(6)).toContain(429);
  });

  it('treats the addresses of one IPv4 /24 as one client', async () => {
    const target = await context();
    const owner = await registerTestUser(target.app);
    const statuses: number[] = [];
    for (let host = 1; host <= 12; host++) {
      statuses.push(
        (await login(target, owner.email, `adivina${host}`, { address: `203.0.113.${host}` })).statusCode,
      );
    }
    expect(statuses.slice(0, 5)).toEqual(Array(5).fill(401));
    expect(statuses.slice(6)).toContain(429);
  });
});

const redisUrl = testRedisUrl();

describe.skipIf(!redisUrl)('no remote lock-out across two API processes (Redis)', () => {
  const keyPrefix = `citavet-test:${randomUUID()}:`;
  afterAll(async () => {
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('lets the owner in with the device cookie and with the e-mailed link', async () => {
    const target = await context({ redis: { url: redisUrl, keyPrefix } });
    await lockOutScenario(target);
  });
});
