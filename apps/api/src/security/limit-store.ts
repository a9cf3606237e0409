import type { Redis } from 'ioredis';

/**
 * Counters and short-lived markers behind every limit we keep ourselves (per account, per user,
 * sign-in delays, notice e-mails). In Redis when REDIS_URL is set, so N API processes share one
 * limit; in memory otherwise (the embedded, single-process mode). Keys are opaque: callers hash
 * anything personal (e-mails) before it becomes a key.
 */
export interface LimitStore {
  /** Adds one to `key` and (re)starts its expiry: the count lives `windowMs` after its last hit. */
  increment(key: string, windowMs: number): Promise<number>;
  /** Adds one to `key`; the window starts at the first hit and is not extended (fixed window). */
  incrementInWindow(key: string, windowMs: number): Promise<{ count: number; ttlMs: number }>;
  /** The value and the time it has left, or null when absent or expired. */
  read(key: string): Promise<{ value: string; ttlMs: number } | null>;
  /** Sets `key` only when absent; true when this call set it. */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  delete(...keys: string[]): Promise<void>;
}

type Entry = { value: string; expiresAt: number };

/** 100,000 keys of a few dozen bytes: a few MB at most, whatever an attacker sends. */
export const DEFAULT_MEMORY_LIMIT_KEYS = 100_000;

/**
 * One process's store. Bounded: past `maxKeys` the expired keys go first, then the oldest written
 * (Map keeps insertion order, and every write re-inserts), so a flood of new keys costs memory up
 * to the bound and no further, and each write costs the same at the bound as below it.
 */
export function createMemoryLimitStore(options: {
  now: () => number;
  maxKeys?: number;
}): LimitStore & { size(): number } {
  const entries = new Map<string, Entry>();
  const maxKeys = options.maxKeys ?? DEFAULT_MEMORY_LIMIT_KEYS;

  const live = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= options.now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };

  // Past the bound one pass drops every expired key, and when that frees less than a tenth of the
  // bound the oldest written go too, down to nine tenths. A pass walks the whole map, so it must buy
  // room for many writes: freeing one key per write made every write at the bound walk all 100,000
  // keys (0.63 ms each), so a flood of new keys multiplied its own cost.
  const slack = Math.max(1, Math.ceil(maxKeys / 10));
  const lowWater = Math.max(1, maxKeys - slack);
  const write = (key: string, entry: Entry) => {
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size <= maxKeys) return;
    const now = options.now();
    const before = entries.size;
    for (const [candidate, { expiresAt }] of entries) {
      if (expiresAt <= now) entries.delete(candidate);
    }
    if (before - entries.size >= slack) return;
    for (const candidate of entries.keys()) {
      if (entries.size <= lowWater) return;
      entries.delete(candidate);
    }
  };

  return {
    size: () => entries.size,
    async increment(key, windowMs) {
      const count = Number(live(key)?.value ?? 0) + 1;
      write(key, { value: String(count), expiresAt: options.now() + windowMs });
      return count;
    },
    async incrementInWindow(key, windowMs) {
      const entry = live(key);
      const expiresAt = entry?.expiresAt ?? options.now() + windowMs;
      const count = Number(entry?.value ?? 0) + 1;
      write(key, { value: String(count), expiresAt });
      return { count, ttlMs: expiresAt - options.now() };
    },
    async read(key) {
      const entry = live(key);
      return entry ? { value: entry.value, ttlMs: entry.expiresAt - options.now() } : null;
    },
    async setIfAbsent(key, value, ttlMs) {
      if (live(key)) return false;
      write(key, { value, expiresAt: options.now() + ttlMs });
      return true;
    },
    async set(key, value, ttlMs) {
      write(key, { value, expiresAt: options.now() + ttlMs });
    },
    async delete(...keys) {
      for (const key of keys) entries.delete(key);
    },
  };
}

// One round trip each; INCR and its expiry in one script so no key is ever left without a TTL.
const INCREMENT_SLIDING = `
local count = redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return count`;
const INCREMENT_FIXED = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) ttl = tonumber(ARGV[1]) end
return {count, ttl}`;

/** The shared store: every API process pointing at one Redis sees the same counters. */
export function createRedisLimitStore(redis: Redis, keyPrefix: string): LimitStore {
  const k = (key: string) => `${keyPrefix}${key}`;
  return {
    async increment(key, windowMs) {
      return Number(await redis.eval(INCREMENT_SLIDING, 1, k(key), windowMs));
    },
    async incrementInWindow(key, windowMs) {
      const [count, ttlMs] = (await redis.eval(INCREMENT_FIXED, 1, k(key), windowMs)) as [number, number];
      return { count: Number(count), ttlMs: Number(ttlMs) };
    },
    async read(key) {
      const result = await redis.multi().get(k(key)).pttl(k(key)).exec();
      const value = result?.[0]?.[1] as string | null | undefined;
      const ttlMs = Number(result?.[1]?.[1] ?? -2);
      if (value === null || value === undefined || ttlMs === -2) return null;
      // -1 (no expiry) never happens for our keys; read it as "no time left" rather than forever.
      return { value, ttlMs: Math.max(0, ttlMs) };
    },
    async setIfAbsent(key, value, ttlMs) {
      return (await redis.set(k(key), value, 'PX', Math.max(1, Math.ceil(ttlMs)), 'NX')) === 'OK';
    },
    async set(key, value, ttlMs) {
      await redis.set(k(key), value, 'PX', Math.max(1, Math.ceil(ttlMs)));
    },
    async delete(...keys) {
      if (keys.length > 0) await redis.del(...keys.map(k));
    },
  };
}
