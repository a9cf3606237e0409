import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { SlotAnswerCache, serializedAnswer } from './slot-answer-cache';

const SPACE = '11111111-1111-4111-8111-111111111111';
const HOST = '22222222-2222-4222-8222-222222222222';
const OTHER_HOST = '33333333-3333-4333-8333-333333333333';

function liveCache(maxBytes = 1_000_000) {
  const cache = new SlotAnswerCache(maxBytes);
  cache.setLive(true);
  return cache;
}
const entry = (json = '{"success":true}', hostId = HOST, expiresAt = 2_000) => ({
  spaceId: SPACE,
  hostId,
  computedAt: 1_000,
  expiresAt,
  answer: serializedAnswer(json),
});

describe('SlotAnswerCache', () => {
  it('serves a stored answer until its expiry, and never for a clock behind its computation', () => {
    const cache = liveCache();
    cache.store('a', cache.stampFor(SPACE, HOST), entry('{"n":1}'));
    expect(cache.find('a', 1_000)?.body.toString()).toBe('{"n":1}');
    expect(cache.find('a', 1_999)?.body.toString()).toBe('{"n":1}');
    expect(cache.find('a', 999)).toBeUndefined();
    cache.store('a', cache.stampFor(SPACE, HOST), entry('{"n":1}'));
    expect(cache.find('a', 2_000)).toBeUndefined();
  });

  it('drops answers of a host or space when the database announces a change to it', () => {
    const cache = liveCache();
    cache.store('host', cache.stampFor(SPACE, HOST), entry());
    cache.store('other', cache.stampFor(SPACE, OTHER_HOST), entry('{}', OTHER_HOST));
    cache.announce(`host:${HOST.toUpperCase()}`);
    expect(cache.find('host', 1_500)).toBeUndefined();
    expect(cache.find('other', 1_500)).toBeDefined();
    cache.announce(`space:${SPACE}`);
    expect(cache.find('other', 1_500)).toBeUndefined();
  });

  it('does not keep an answer computed while a change was announced', () => {
    const cache = liveCache();
    const stamp = cache.stampFor(SPACE, HOST); // taken before reading the database
    cache.announce(`host:${HOST}`); // a booking commits meanwhile
    cache.store('a', stamp, entry());
    expect(cache.find('a', 1_500)).toBeUndefined();
    // An unrelated host's change does not spoil it.
    const fresh = cache.stampFor(SPACE, HOST);
    cache.announce(`host:${OTHER_HOST}`);
    cache.store('a', fresh, entry());
    expect(cache.find('a', 1_500)).toBeDefined();
  });

  it('serves and keeps nothing while the announcements cannot be trusted, and forgets on recovery', () => {
    const cache = liveCache();
    cache.store('a', cache.stampFor(SPACE, HOST), entry());
    cache.setLive(false);
    expect(cache.find('a', 1_500)).toBeUndefined();
    expect(cache.stampFor(SPACE, HOST)).toBeNull();
    cache.store('a', cache.stampFor(SPACE, HOST), entry());
    expect(cache.size).toBe(0);
    const beforeRecovery = { epoch: 1, spaceVersion: 0, hostVersion: 0 };
    cache.setLive(true);
    cache.store('a', beforeRecovery, entry());
    expect(cache.find('a', 1_500)).toBeUndefined();
  });

  it('forgets everything on an announcement it cannot read', () => {
    const cache = liveCache();
    cache.store('a', cache.stampFor(SPACE, HOST), entry());
    cache.announce('garbage');
    expect(cache.find('a', 1_500)).toBeUndefined();
  });

  it('keeps within its byte budget, dropping the oldest answers first', () => {
    const cache = liveCache(25);
    cache.store('a', cache.stampFor(SPACE, HOST), entry('0123456789'));
    cache.store('b', cache.stampFor(SPACE, HOST), entry('0123456789'));
    cache.store('c', cache.stampFor(SPACE, HOST), entry('0123456789'));
    expect([cache.find('a', 1_500), cache.find('b', 1_500), cache.find('c', 1_500)].map(Boolean)).toEqual([
      false,
      true,
      true,
    ]);
    cache.store('huge', cache.stampFor(SPACE, HOST), entry('x'.repeat(26)));
    expect(cache.find('huge', 1_500)).toBeUndefined();
  });

  it('is off with a budget of 0', () => {
    const cache = liveCache(0);
    cache.store('a', cache.stampFor(SPACE, HOST), entry());
    expect(cache.find('a', 1_500)).toBeUndefined();
  });

  it('gzips an answer once, to the same bytes', () => {
    const answer = serializedAnswer('{"slots":[1,2,3]}');
    expect(answer.gzipped()).toBe(answer.gzipped());
    expect(gunzipSync(answer.gzipped()).toString()).toBe('{"slots":[1,2,3]}');
  });
});
