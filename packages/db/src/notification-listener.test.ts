import { describe, expect, it } from 'vitest';
import {
  coalesced,
  type NotificationListener,
  type Subscription,
  sharedListens,
} from './notification-listener';

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

/** An opener standing for a LISTEN connection: counts how many were opened and stopped. */
function fakeConnections() {
  const opened: Array<{ channel: string; listener: NotificationListener; isStopped: boolean }> = [];
  const open = async (channel: string, listener: NotificationListener): Promise<Subscription> => {
    const connection = { channel, listener, isStopped: false };
    opened.push(connection);
    listener.onLiveChange(true);
    return {
      catchUp: async () => {},
      stop: async () => {
        connection.isStopped = true;
        listener.onLiveChange(false);
      },
    };
  };
  return { open, opened };
}

function recorder(events: string[], name: string): NotificationListener {
  return {
    onNotification: (payload) => events.push(`${name} ${payload}`),
    onLiveChange: (isLive) => events.push(`${name} ${isLive ? 'live' : 'lost'}`),
  };
}

describe('sharedListens', () => {
  it('opens one connection per channel for every subscriber, and tells each what it hears', async () => {
    const connections = fakeConnections();
    const listen = sharedListens(connections.open);
    const events: string[] = [];
    const [first, second] = await Promise.all([
      listen('citavet_availability', recorder(events, 'cache')),
      listen('citavet_availability', recorder(events, 'directory')),
    ]);
    const late = await listen('citavet_availability', recorder(events, 'late'));
    expect(connections.opened).toHaveLength(1);
    connections.opened[0]?.listener.onNotification('host:a');
    expect(events).toEqual([
      'cache live',
      'directory live',
      'late live',
      'cache host:a',
      'directory host:a',
      'late host:a',
    ]);
    events.length = 0;
    // A lost connection is every subscriber's; so is the next.
    connections.opened[0]?.listener.onLiveChange(false);
    connections.opened[0]?.listener.onLiveChange(true);
    expect(events).toEqual([
      'cache lost',
      'directory lost',
      'late lost',
      'cache live',
      'directory live',
      'late live',
    ]);
    events.length = 0;
    await first?.stop();
    await late.stop();
    expect(connections.opened[0]?.isStopped).toBe(false);
    await second?.stop();
    expect(connections.opened[0]?.isStopped).toBe(true);
    expect(events).toEqual(['cache lost', 'late lost', 'directory lost']);
    // A subscriber after the last one left opens a new connection.
    await (await listen('citavet_availability', recorder(events, 'again'))).stop();
    expect(connections.opened).toHaveLength(2);
  });
});
