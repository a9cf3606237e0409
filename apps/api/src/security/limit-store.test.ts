import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { testRedisUrl } from '../test/test-app';
import { createMemoryLimitStore, createRedisLimitStore, type LimitStore } from './limit-store';

describe('memory limit store', () => {
  it('stays within its bound whatever the number of keys, dropping the oldest first', async () => {
    let now = 0;
    const store = createMemoryLimitStore({ now: () => now, maxKeys: 1_000 });
    for (let index = 0; index < 50_000; index++) await store.increment(`ataque:${index}`, 60_000);
    // At the bound the oldest tenth goes at once, so the store holds nine tenths to all of it.
    expect(store.size()).toBeLessThanOrEqual(1_000);
    expect(store.size()).toBeGreaterThanOrEqual(900);
    expect(await store.read('ataque:0')).toBeNull();
    expect(await store.read('ataque:48999')).toBeNull();
    expect(await store.read('ataque:49999')).toEqual({ value: '1', ttlMs: 60_000 });
    now += 60_000;
    expect(await store.read('ataque:49999')).toBeNull();
  });

  it('costs about the same per write at its bound as below it, under a flood of new keys', async () => {
    const store = createMemoryLimitStore({ now: () => 0, maxKeys: 20_000 });
    // The process's own CPU, not the wall clock: beside other suites on two cores, a wall-clock
    // ratio failed on a run where nothing but the machine's load had changed.
    const writes = async (from: number, count: number) => {
      const started = process.cpuUsage();
      for (let index = from; index < from + count; index++)
        await store.set(`inundacion:${index}`, '1', 60_000);
      const spent = process.cpuUsage(started);
      return (spent.user + spent.system) / 1000;
    };
    const belowBound = await writes(0, 20_000);
    // Freeing one key per write walked all 20,000 keys each time: ~100 times the writes below it.
    const atBound = await writes(20_000, 20_000);
    expect(store.size()).toBeLessThanOrEqual(20_000);
    expect(atBound).toBeLessThan(belowBound * 10 + 100);
  });

  it('drops expired keys before live ones when full', async () => {
    let now = 0;
    const store = createMemoryLimitStore({ now: () => now, maxKeys: 3 });
    await store.set('vivo', '1', 10_000);
    await store.set('caduca', '1', 1_000);
    await store.set('otro', '1', 10_000);
    now = 2_000;
    await store.set('nuevo', '1', 10_000);
    expect(await store.read('vivo')).not.toBeNull();
    expect(await store.read('caduca')).toBeNull();
    expect(store.size()).toBe(3);
  });
});

const redisUrl = testRedisUrl();
const redis = redisUrl ? new Redis(redisUrl) : undefined;
const prefix = `citavet-test:${randomUUID()}:`;
afterAll(async () => {
  if (!redis) return;
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

// The same behaviour from both stores, in real time (Redis keeps its own clock).
const stores: Array<[string, () => LimitStore]> = [
  ['memory', () => createMemoryLimitStore({ now: Date.now })],
  ...(redis
    ? [
        ['redis', () => createRedisLimitStore(redis, `${prefix}${randomUUID()}:`)] as [
          string,
          () => LimitStore,
        ],
      ]
    : []),
];

describe.each(stores)('%s store', (_name, makeStore) => {
  it('counts in a fixed window and in a window renewed by each hit', async () => {
    const store = makeStore();
    expect((await store.incrementInWindow('fijo', 5_000)).count).toBe(1);
    const second = await store.incrementInWindow('fijo', 5_000);
    expect(second.count).toBe(2);
    expect(second.ttlMs).toBeGreaterThan(4_000);
    expect(second.ttlMs).toBeLessThanOrEqual(5_000);
    expect(await store.increment('deslizante', 5_000)).toBe(1);
    expect(await store.increment('deslizante', 5_000)).toBe(2);
  });

  it('sets a marker once, reads it with its time left, and deletes it', async () => {
    const store = makeStore();
    expect(await store.setIfAbsent('marca', 'a', 5_000)).toBe(true);
    expect(await store.setIfAbsent('marca', 'b', 5_000)).toBe(false);
    const read = await store.read('marca');
    expect(read?.value).toBe('a');
    expect(read?.ttlMs).toBeGreaterThan(4_000);
    await store.delete('marca', 'ausente');
    expect(await store.read('marca')).toBeNull();
  });

  it('lets one of many concurrent claims win', async () => {
    const store = makeStore();
    const claims = await Promise.all(
      Array.from({ length: 20 }, () => store.setIfAbsent('turno', '1', 5_000)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
  });

  it('forgets a key when its time is up', async () => {
    const store = makeStore();
    await store.set('breve', '1', 50);
    await store.increment('breve-contador', 50);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(await store.read('breve')).toBeNull();
    expect(await store.read('breve-contador')).toBeNull();
  });
});
