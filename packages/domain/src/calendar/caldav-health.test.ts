import { describe, expect, it } from 'vitest';
import { CALDAV_STALE_AFTER_MS, caldavHealthOf } from './caldav-health';

const now = Date.parse('2026-03-29T10:00:00Z');
const minutes = (count: number) => count * 60_000;
const base = {
  connectedAt: now - minutes(600),
  lastSucceededAt: now - minutes(3),
  failingSince: null,
  hasBusyCalendars: true,
};

describe('caldavHealthOf', () => {
  it('is healthy right after a pull', () => {
    expect(caldavHealthOf(base, now)).toEqual({
      isFailing: false,
      failingSince: null,
      isStale: false,
      busyTimeAsOf: now - minutes(3),
    });
  });

  it('turns stale just past the limit, not at it', () => {
    expect(caldavHealthOf({ ...base, lastSucceededAt: now - CALDAV_STALE_AFTER_MS }, now).isStale).toBe(
      false,
    );
    expect(caldavHealthOf({ ...base, lastSucceededAt: now - CALDAV_STALE_AFTER_MS - 1 }, now).isStale).toBe(
      true,
    );
  });

  it('says failing from the first failure, before the busy time is stale', () => {
    const health = caldavHealthOf({ ...base, failingSince: now - minutes(1) }, now);
    expect(health).toMatchObject({ isFailing: true, failingSince: now - minutes(1), isStale: false });
  });

  it('is failing and stale after a long outage', () => {
    const health = caldavHealthOf(
      { ...base, lastSucceededAt: now - minutes(90), failingSince: now - minutes(85) },
      now,
    );
    expect(health).toMatchObject({ isFailing: true, isStale: true, busyTimeAsOf: now - minutes(90) });
  });

  it('counts a connection never read from when it was made', () => {
    const fresh = { ...base, lastSucceededAt: null, connectedAt: now - minutes(10) };
    expect(caldavHealthOf(fresh, now)).toMatchObject({ isStale: false, busyTimeAsOf: null });
    expect(caldavHealthOf({ ...fresh, connectedAt: now - minutes(31) }, now).isStale).toBe(true);
  });

  it('is never stale without a calendar that blocks time', () => {
    expect(
      caldavHealthOf({ ...base, hasBusyCalendars: false, lastSucceededAt: now - minutes(600) }, now).isStale,
    ).toBe(false);
  });
});
