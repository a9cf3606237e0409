import { describe, expect, it } from 'vitest';
import { readEnv } from './env';

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default', () => {
    expect(readEnv({}).TRUST_PROXY).toBe(false);
    expect(readEnv({ TRUST_PROXY: '' }).TRUST_PROXY).toBe(false);
    expect(readEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
  });

  it('reads a hop count or a list of addresses and blocks', () => {
    expect(readEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(readEnv({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.10,::1,2001:db8::/32' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.168.1.10',
      '::1',
      '2001:db8::/32',
    ]);
  });

  it.each([
    'true',
    'loadbalancer',
    '10.0.0.0/33',
    '10.0.0/8',
    '1.2.3.4/8/1',
    '::1/129',
  ])('refuses %s with a Spanish message', (value) => {
    expect(() => readEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY debe ser un número de saltos/);
  });
});

describe('REDIS_URL', () => {
  it('takes redis:// and rediss:// only', () => {
    expect(readEnv({ REDIS_URL: 'redis://127.0.0.1:6379' }).REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(() => readEnv({ REDIS_URL: 'http://x' })).toThrow(/REDIS_URL debe empezar/);
  });
});
