import { describe, expect, it } from 'vitest';
import { CalendarFeedCache } from './calendar-feed-cache';

// The kept bodies: served only under the ETag they were built for, bounded by bytes (a body and its
// events' lines count twice its size), the least recently served feed going first.

const body = (size: number, fill = 'x') => Buffer.from(fill.repeat(size));

describe('CalendarFeedCache', () => {
  it('serves a body only under the ETag it was built for, and a new build replaces it', () => {
    const cache = new CalendarFeedCache(1_000);
    cache.set('feed', '"a"', body(100), new Map());
    expect(cache.get('feed', '"a"')?.length).toBe(100);
    expect(cache.get('feed', '"b"')).toBeUndefined();
    cache.set('feed', '"b"', body(50), new Map());
    expect(cache.get('feed', '"a"')).toBeUndefined();
    expect(cache.get('feed', '"b"')?.length).toBe(50);
  });

  it('stays within its bytes, dropping the least recently served feed first', () => {
    const cache = new CalendarFeedCache(1_000);
    cache.set('one', '"1"', body(200), new Map());
    cache.set('two', '"2"', body(200), new Map());
    expect(cache.get('one', '"1"')).toBeDefined(); // served: now the most recent
    cache.set('three', '"3"', body(200), new Map()); // 1,200 bytes counted: one must go
    expect(cache.get('two', '"2"')).toBeUndefined();
    expect(cache.get('one', '"1"')).toBeDefined();
    expect(cache.get('three', '"3"')).toBeDefined();
  });

  it('keeps no body larger than its bound, and forgets that feed’s older one', () => {
    const cache = new CalendarFeedCache(1_000);
    cache.set('big', '"1"', body(100), new Map([['booking', { key: 'k', bytes: body(10) }]]));
    cache.set('big', '"2"', body(600), new Map());
    expect(cache.get('big', '"1"')).toBeUndefined();
    expect(cache.get('big', '"2"')).toBeUndefined();
    expect(cache.eventsOf('big').size).toBe(0);
  });

  it('remembers each token’s zone until told to forget it', () => {
    const cache = new CalendarFeedCache(1_000);
    expect(cache.zoneOf('token')).toBeUndefined();
    cache.rememberZone('token', 'Europe/Madrid');
    cache.rememberZone('token', 'America/Santiago');
    expect(cache.zoneOf('token')).toBe('America/Santiago');
    cache.rememberZone('token', null);
    expect(cache.zoneOf('token')).toBeUndefined();
  });
});
