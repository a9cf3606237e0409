import type { Redis } from 'ioredis';
import type { Clock, SharedLimits } from '../app-dependencies';
import { createMemoryLimitStore, createRedisLimitStore } from './limit-store';

/** One process, counted in memory on the app's clock (bounded: security/limit-store.ts). */
export function memoryLimits(clock: Clock): SharedLimits {
  return { store: createMemoryLimitStore({ now: () => clock.now().getTime() }) };
}

/** Every process pointing at this Redis shares the limits; `keyPrefix` keeps apps apart. */
export function redisLimits(client: Redis, keyPrefix = 'citavet:'): SharedLimits {
  return {
    store: createRedisLimitStore(client, `${keyPrefix}limit:`),
    redis: { client, keyPrefix: `${keyPrefix}ip:` },
  };
}
