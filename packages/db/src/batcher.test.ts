import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  asBatchText,
  BatchedWriteError,
  type BatchOutcome,
  batcherPerOwner,
  createBatcher,
  inLockOrder,
  outcomesOfRows,
} from './batcher';

// The batcher against what a caller must be able to count on, for any arrivals and any durations:
// each submit settles once, with its own item's outcome; never more batches at once than allowed;
// never a batch over the bound; and a write that finds a free place does not wait for another.

const turn = () => new Promise((resolve) => setImmediate(resolve));
const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/** An item's own outcome: even items are written (their double), odd ones fail with their number. */
const outcomeOf = (item: number): BatchOutcome<number> =>
  item % 2 === 0
    ? { isAnswered: true, value: item * 2 }
    : { isAnswered: false, error: new Error(`item ${item}`) };

describe('createBatcher', () => {
  it('settles every submit with its own outcome, within the bounds, for any arrivals and durations', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          maxInFlight: fc.integer({ min: 1, max: 3 }),
          maxBatch: fc.integer({ min: 1, max: 5 }),
          // Each arrival: the turns waited before it, and how long its batch's run takes.
          arrivals: fc.array(
            fc.record({ gap: fc.integer({ min: 0, max: 2 }), runTurns: fc.integer({ min: 0, max: 3 }) }),
            {
              minLength: 1,
              maxLength: 25,
            },
          ),
          failingBatch: fc.option(fc.integer({ min: 0, max: 10 }), { nil: null }),
        }),
        async ({ maxInFlight, maxBatch, arrivals, failingBatch }) => {
          let inFlight = 0;
          let mostInFlight = 0;
          const batches: number[][] = [];
          const batcher = createBatcher<number, number>({
            maxInFlight,
            maxBatch,
            run: async (items) => {
              const index = batches.push([...items]) - 1;
              inFlight += 1;
              mostInFlight = Math.max(mostInFlight, inFlight);
              const first = items[0] ?? 0;
              for (let wait = 0; wait < (arrivals[first]?.runTurns ?? 0); wait++) await turn();
              inFlight -= 1;
              if (index === failingBatch) throw new Error(`batch ${index} lost its connection`);
              return items.map(outcomeOf);
            },
          });
          const settled: Promise<PromiseSettledResult<number>>[] = [];
          for (const [item, arrival] of arrivals.entries()) {
            for (let wait = 0; wait < arrival.gap; wait++) await turn();
            settled.push(
              batcher.submit(item).then(
                (value) => ({ status: 'fulfilled', value }) as const,
                (reason: unknown) => ({ status: 'rejected', reason }) as const,
              ),
            );
          }
          const results = await Promise.all(settled);

          expect(mostInFlight).toBeLessThanOrEqual(maxInFlight);
          for (const batch of batches) expect(batch.length).toBeLessThanOrEqual(maxBatch);
          // Every item went out exactly once, in the order it came.
          expect(batches.flat()).toEqual(arrivals.map((_, item) => item));
          for (const [item, result] of results.entries()) {
            const batchIndex = batches.findIndex((batch) => batch.includes(item));
            if (batchIndex === failingBatch) {
              expect(result).toMatchObject({
                status: 'rejected',
                reason: { message: `batch ${batchIndex} lost its connection` },
              });
            } else if (item % 2 === 0) {
              expect(result).toEqual({ status: 'fulfilled', value: item * 2 });
            } else {
              expect(result).toMatchObject({ status: 'rejected', reason: { message: `item ${item}` } });
            }
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('sends a write that finds the database idle on the next turn, alone, without waiting for company', async () => {
    const sent: number[][] = [];
    const batcher = createBatcher<number, number>({
      maxInFlight: 2,
      maxBatch: 16,
      run: async (items) => {
        sent.push([...items]);
        return items.map((item) => ({ isAnswered: true, value: item }));
      },
    });
    const started = performance.now();
    expect(await batcher.submit(1)).toBe(1);
    expect(performance.now() - started).toBeLessThan(50);
    expect(sent).toEqual([[1]]);
  });

  it('gathers what arrives while both places are taken, and sends it together when one frees', async () => {
    const sent: number[][] = [];
    const batcher = createBatcher<number, number>({
      maxInFlight: 2,
      maxBatch: 3,
      run: async (items) => {
        sent.push([...items]);
        await sleep(20);
        return items.map((item) => ({ isAnswered: true, value: item }));
      },
    });
    const first = [batcher.submit(1)];
    await turn();
    const second = [batcher.submit(2)];
    await turn();
    // Both places are taken: these five wait, and go as batches of at most three.
    const waiting = [3, 4, 5, 6, 7].map((item) => batcher.submit(item));
    expect(await Promise.all([...first, ...second, ...waiting])).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(sent).toEqual([[1], [2], [3, 4, 5], [6, 7]]);
  });

  it('fails the items of a batch whose run throws before answering, and goes on with the next', async () => {
    let calls = 0;
    const batcher = createBatcher<number, number>({
      maxInFlight: 1,
      maxBatch: 4,
      run: (items) => {
        calls += 1;
        if (calls === 1) throw new Error('no connection');
        return Promise.resolve(items.map((item) => ({ isAnswered: true, value: item }) as const));
      },
    });
    await expect(batcher.submit(1)).rejects.toThrow('no connection');
    expect(await batcher.submit(2)).toBe(2);
  });

  it("fails every item of a batch whose run answered another count, never one its neighbour's outcome", async () => {
    const batcher = createBatcher<number, number>({
      maxInFlight: 1,
      maxBatch: 4,
      run: async (items) => items.slice(1).map((item) => ({ isAnswered: true, value: item })),
    });
    const results = await Promise.allSettled([batcher.submit(1), batcher.submit(2)]);
    expect(results).toMatchObject([{ status: 'rejected' }, { status: 'rejected' }]);
  });
});

describe('one batcher per owner', () => {
  it("gathers each owner's items apart, and keeps an owner's batcher across calls", async () => {
    const runs: Array<{ owner: string; items: number[] }> = [];
    const batcherOf = batcherPerOwner((owner: { name: string }) =>
      createBatcher<number, number>({
        maxInFlight: 1,
        maxBatch: 16,
        run: async (items) => {
          runs.push({ owner: owner.name, items: [...items] });
          return items.map((item) => ({ isAnswered: true, value: item * 10 }) as const);
        },
      }),
    );
    const first = { name: 'primera' };
    const second = { name: 'segunda' };
    expect(batcherOf(first)).toBe(batcherOf(first));
    expect(batcherOf(first)).not.toBe(batcherOf(second));
    const answers = await Promise.all([
      batcherOf(first).submit(1),
      batcherOf(second).submit(2),
      batcherOf(first).submit(3),
    ]);
    expect(answers).toEqual([10, 20, 30]);
    expect(runs).toEqual([
      { owner: 'primera', items: [1, 3] },
      { owner: 'segunda', items: [2] },
    ]);
  });
});

describe("a batch call's order and answers", () => {
  it('sends the writes sorted by their keys and answers each, in arrival order, from its own row', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            keys: fc.array(fc.constantFrom('a', 'b', 'c'), { maxLength: 3 }),
            fails: fc.boolean(),
          }),
          {
            minLength: 1,
            maxLength: 12,
          },
        ),
        fc.boolean(),
        (writes, isReversed) => {
          const sent = inLockOrder(writes, (write) => write.keys);
          // The order: sorted by the keys, part after part, and a permutation of the arrivals.
          expect(sent.map(({ index }) => index).sort((a, b) => a - b)).toEqual(
            writes.map((_, index) => index),
          );
          for (let at = 1; at < sent.length; at++) {
            expect(
              compareKeyLists(sent[at - 1]?.write.keys ?? [], sent[at]?.write.keys ?? []),
            ).toBeLessThanOrEqual(0);
          }
          // The rows come in the order sent (or reversed: the answer goes by ordinal, not position).
          const rows = sent.map(({ write, index }, ordinal) => ({
            ordinal,
            arrival: index,
            sql_state: write.fails ? '23P01' : null,
            constraint_name: write.fails ? 'bookings_host_no_overlap' : null,
            message: write.fails ? 'conflicting key value' : null,
            detail: null,
          }));
          if (isReversed) rows.reverse();
          const outcomes = outcomesOfRows(sent, rows, (row) => ({ isAnswered: true, value: row.arrival }));
          outcomes.forEach((outcome, index) => {
            if (writes[index]?.fails) {
              expect(outcome.isAnswered).toBe(false);
              if (outcome.isAnswered) return;
              expect(outcome.error).toBeInstanceOf(BatchedWriteError);
              expect(outcome.error).toMatchObject({ code: '23P01', constraint: 'bookings_host_no_overlap' });
            } else {
              expect(outcome).toEqual({ isAnswered: true, value: index });
            }
          });
        },
      ),
    );
  });

  it('fails a write whose row is missing, and only that one', () => {
    const sent = inLockOrder(['b', 'a'], (write) => [write]);
    const outcomes = outcomesOfRows(
      sent,
      [{ ordinal: 0, sql_state: null, constraint_name: null, message: null, detail: null }],
      () => ({ isAnswered: true, value: 'escrita' }),
    );
    expect(outcomes[1]).toEqual({ isAnswered: true, value: 'escrita' });
    expect(outcomes[0]?.isAnswered).toBe(false);
  });

  it('sends values as text, and null as null', () => {
    expect([1, true, 'x', null, undefined].map(asBatchText)).toEqual(['1', 'true', 'x', null, null]);
  });
});

/** The oracle for inLockOrder's order: the key lists compared part by part, a missing part first. */
function compareKeyLists(first: readonly string[], second: readonly string[]): number {
  for (let part = 0; part < Math.max(first.length, second.length); part++) {
    const [left, right] = [first[part] ?? '', second[part] ?? ''];
    if (left !== right) return left < right ? -1 : 1;
  }
  return 0;
}
