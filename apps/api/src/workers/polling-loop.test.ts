import { describe, expect, it, vi } from 'vitest';
import { createPollingLoop } from './polling-loop';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a worker’s polling loop', () => {
  it('runs the next round at once after a full batch, and waits the poll after a short one', async () => {
    const sizes = [3, 3, 1, 3];
    const startedAt: number[] = [];
    const loop = createPollingLoop(
      async () => {
        startedAt.push(Date.now());
        return sizes.shift() ?? 0;
      },
      { pollMs: 400, batchSize: 3 },
    );
    loop.start();
    await pause(250);
    // Two full batches and the short one ran back to back; the fourth waits the poll.
    expect(startedAt).toHaveLength(3);
    await pause(400);
    expect(startedAt.length).toBeGreaterThanOrEqual(4);
    await loop.stop();
  });

  it('reports a failed round and goes on; stop waits for the round in flight and ends the loop', async () => {
    const errors: unknown[] = [];
    let rounds = 0;
    let isRoundOpen = false;
    const loop = createPollingLoop(
      async () => {
        rounds += 1;
        if (rounds === 1) throw new Error('la base no responde');
        isRoundOpen = true;
        await pause(100);
        isRoundOpen = false;
        return 0;
      },
      { pollMs: 10, batchSize: 5, onError: (error) => errors.push(error) },
    );
    loop.start();
    // The second round is in flight (a busy machine may fire the 10 ms poll late: wait for it).
    await vi.waitFor(() => expect(isRoundOpen).toBe(true), { timeout: 5_000, interval: 2 });
    expect(errors).toHaveLength(1);
    expect(rounds).toBe(2);
    await loop.stop();
    expect(isRoundOpen).toBe(false);
    const after = rounds;
    await pause(100);
    expect(rounds).toBe(after);
  });
});
