import { describe, expect, it } from 'vitest';
import { coalesced } from './notification-listener';

/** A round trip the test finishes by hand, numbered in the order they were sent. */
function manualRoundTrips() {
  const pending: Array<() => void> = [];
  let sent = 0;
  const roundTrip = () => {
    sent++;
    return new Promise<void>((resolve) => pending.push(resolve));
  };
  return { roundTrip, finishNext: () => pending.shift()?.(), sentCount: () => sent };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('coalesced', () => {
  it('makes a caller who arrives during a round trip wait for the next one, shared by all newcomers', async () => {
    const trips = manualRoundTrips();
    const catchUp = coalesced(trips.roundTrip);
    const settled: string[] = [];
    void catchUp().then(() => settled.push('first'));
    void catchUp().then(() => settled.push('second'));
    void catchUp().then(() => settled.push('third'));
    expect(trips.sentCount()).toBe(1);
    trips.finishNext();
    await flush();
    // The first trip may have left before the others asked: they need a second one.
    expect(settled).toEqual(['first']);
    expect(trips.sentCount()).toBe(2);
    trips.finishNext();
    await flush();
    expect(settled).toEqual(['first', 'second', 'third']);
    expect(trips.sentCount()).toBe(2);
  });

  it('passes a failed round trip on, and tries again for the next caller', async () => {
    let calls = 0;
    const catchUp = coalesced(async () => {
      calls++;
      if (calls === 1) throw new Error('connection lost');
    });
    await expect(catchUp()).rejects.toThrow('connection lost');
    await expect(catchUp()).resolves.toBeUndefined();
  });
});
