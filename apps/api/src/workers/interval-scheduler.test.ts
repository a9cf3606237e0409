import { describe, expect, it } from 'vitest';
import { createIntervalScheduler } from './interval-scheduler';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a clock-driven scheduler', () => {
  it('runs at start and every interval, dropping a tick while a round is still running', async () => {
    let rounds = 0;
    let open = 0;
    let mostOpen = 0;
    const scheduler = createIntervalScheduler(
      async () => {
        rounds += 1;
        open += 1;
        mostOpen = Math.max(mostOpen, open);
        await pause(120);
        open -= 1;
      },
      { intervalMs: 30 },
    );
    scheduler.start();
    expect(rounds).toBe(1);
    await pause(100);
    // Three ticks fell during the first round: none started a second one.
    expect(rounds).toBe(1);
    await pause(200);
    expect(rounds).toBeGreaterThanOrEqual(2);
    expect(mostOpen).toBe(1);
    await scheduler.stop();
  });

  it('reports a failed round and goes on; stop waits for the round in flight and ends the ticks', async () => {
    const errors: unknown[] = [];
    let rounds = 0;
    let isRoundOpen = false;
    const scheduler = createIntervalScheduler(
      async () => {
        rounds += 1;
        if (rounds === 1) throw new Error('la base no responde');
        isRoundOpen = true;
        await pause(80);
        isRoundOpen = false;
      },
      { intervalMs: 20, onError: (error) => errors.push(error) },
    );
    scheduler.start();
    await pause(40);
    expect(errors).toHaveLength(1);
    expect(rounds).toBe(2);
    await scheduler.stop();
    expect(isRoundOpen).toBe(false);
    const stoppedAt = rounds;
    await pause(60);
    expect(rounds).toBe(stoppedAt);
  });
});
