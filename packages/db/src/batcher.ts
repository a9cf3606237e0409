import { sqlStateOf } from './database';

/**
 * Writes that arrive while the database is busy, gathered into batches (group commit). A batch is one
 * statement and one transaction: its set-up, round trip and commit are paid once for all its writes,
 * which is most of a small write's cost (docs/decisions/112-public-writes-in-batches.md). Reads are
 * gathered the same way, for the same set-up and round trip (docs/decisions/118-public-reads-in-batches.md).
 *
 * - At most `maxInFlight` batches run at once. A write that finds a free place goes out on the next
 *   turn of the event loop, with whatever else arrived in the same turn: an idle server adds no wait.
 * - Writes that arrive while every place is taken wait for the first batch to end, and then go
 *   together, up to `maxBatch`. The busier the database, the larger the batches: the cost per write
 *   falls when the load needs it.
 * - `run` answers one outcome per item, in order. Each item's failure is its own; a batch that fails
 *   as a whole (a lost connection) fails each of its items with that error.
 */
export type BatchOutcome<O> = { isAnswered: true; value: O } | { isAnswered: false; error: unknown };

export type BatchRun<I, O> = (items: readonly I[]) => Promise<ReadonlyArray<BatchOutcome<O>>>;

export type Batcher<I, O> = {
  submit(item: I): Promise<O>;
};

type Waiting<I, O> = { item: I; resolve: (value: O) => void; reject: (error: unknown) => void };

export function createBatcher<I, O>(options: {
  maxInFlight: number;
  maxBatch: number;
  run: BatchRun<I, O>;
}): Batcher<I, O> {
  const waiting: Waiting<I, O>[] = [];
  let inFlight = 0;
  let isScheduled = false;

  const settle = (batch: readonly Waiting<I, O>[], outcomes: ReadonlyArray<BatchOutcome<O>>) => {
    // Outcomes go by position: a run that answered another count cannot say whose each one is.
    if (outcomes.length !== batch.length) {
      const error = new Error(`a batch of ${batch.length} writes answered ${outcomes.length} outcomes`);
      for (const entry of batch) entry.reject(error);
      return;
    }
    batch.forEach((entry, index) => {
      const outcome = outcomes[index] as BatchOutcome<O>;
      if (outcome.isAnswered) entry.resolve(outcome.value);
      else entry.reject(outcome.error);
    });
  };

  const send = () => {
    isScheduled = false;
    while (inFlight < options.maxInFlight && waiting.length > 0) {
      const batch = waiting.splice(0, options.maxBatch);
      inFlight += 1;
      // run() may throw before its promise exists: that too fails the batch, never the batcher.
      Promise.resolve()
        .then(() => options.run(batch.map((entry) => entry.item)))
        .then(
          (outcomes) => settle(batch, outcomes),
          (error: unknown) => {
            for (const entry of batch) entry.reject(error);
          },
        )
        .finally(() => {
          inFlight -= 1;
          schedule();
        });
    }
  };

  const schedule = () => {
    if (isScheduled || waiting.length === 0 || inFlight >= options.maxInFlight) return;
    isScheduled = true;
    setImmediate(send);
  };

  return {
    submit: (item) =>
      new Promise<O>((resolve, reject) => {
        waiting.push({ item, resolve, reject });
        schedule();
      }),
  };
}

/**
 * One batcher for each owner (a database handle), made on its first use: batches gather the work of
 * one database, and a process with two (tests, two apps) keeps them apart.
 */
export function batcherPerOwner<K extends object, I, O>(
  create: (owner: K) => Batcher<I, O>,
): (owner: K) => Batcher<I, O> {
  const batchers = new WeakMap<K, Batcher<I, O>>();
  return (owner) => {
    let batcher = batchers.get(owner);
    if (!batcher) {
      batcher = create(owner);
      batchers.set(owner, batcher);
    }
    return batcher;
  };
}

/**
 * What the database raised for one write of a batch, caught in its subtransaction and answered in its
 * row: shaped as the driver's own errors (`code` is the SQLSTATE), so that `sqlStateOf` and the API's
 * error handler read it as they would the error of a write sent alone.
 */
export class BatchedWriteError extends Error {
  readonly code: string;
  readonly constraint: string | undefined;
  readonly detail: string | undefined;

  constructor(row: {
    sqlState: string;
    message: string | null;
    constraint: string | null;
    detail: string | null;
  }) {
    super(row.message ?? `SQLSTATE ${row.sqlState}`);
    this.name = 'BatchedWriteError';
    this.code = row.sqlState;
    this.constraint = row.constraint || undefined;
    this.detail = row.detail || undefined;
  }
}

/** The row a batch function answers for each write: its place in the call, and its error if it failed. */
export type BatchedWriteRow = {
  ordinal: number;
  sql_state: string | null;
  constraint_name: string | null;
  message: string | null;
  detail: string | null;
};

/**
 * The writes in one order whatever their arrival, by the keys of the rows each one waits on (its
 * professional, its time, its client): two batches running at once then wait on each other's rows
 * in the same order, never in a cycle (a deadlock, which PostgreSQL breaks only after a second).
 * Each entry keeps the write's place in the batch as it arrived.
 */
export function inLockOrder<T>(
  writes: readonly T[],
  keysOf: (write: T) => readonly string[],
): { write: T; index: number }[] {
  const keyed = writes.map((write, index) => ({ write, index, keys: keysOf(write) }));
  keyed.sort((first, second) => {
    for (let part = 0; part < Math.max(first.keys.length, second.keys.length); part++) {
      const [left, right] = [first.keys[part] ?? '', second.keys[part] ?? ''];
      if (left !== right) return left < right ? -1 : 1;
    }
    return 0;
  });
  return keyed.map(({ write, index }) => ({ write, index }));
}

/**
 * Each write's outcome, in arrival order, from the rows of one call whose writes went in `sent`'s
 * order: its row's error as the driver's own (BatchedWriteError), else `answer(row)`.
 */
export function outcomesOfRows<R extends BatchedWriteRow, O>(
  sent: readonly { index: number }[],
  rows: readonly R[],
  answer: (row: R) => BatchOutcome<O>,
): BatchOutcome<O>[] {
  const ordinalOf = new Map(sent.map(({ index }, ordinal) => [index, ordinal]));
  return sent
    .map((_, index) => index)
    .map((index) => {
      const row = rows.find((each) => Number(each.ordinal) === ordinalOf.get(index));
      if (!row) return { isAnswered: false, error: new Error(`no answer for write ${index} of the batch`) };
      if (row.sql_state) {
        const error = new BatchedWriteError({
          sqlState: row.sql_state,
          message: row.message,
          constraint: row.constraint_name,
          detail: row.detail,
        });
        return { isAnswered: false, error };
      }
      return answer(row);
    });
}

/** A value as a batch call sends it: text, or null (the batch functions' parameters are text). */
export function asBatchText(value: unknown): string | null {
  return value === null || value === undefined ? null : String(value);
}

/** A write sent alone, outside any batch call: its value, or its error as the driver raised it. */
export async function outcomeOf<O>(work: () => Promise<O>): Promise<BatchOutcome<O>> {
  try {
    return { isAnswered: true, value: await work() };
  } catch (error) {
    return { isAnswered: false, error };
  }
}

/**
 * Writes gathered into batches, one batcher per database (`batcherPerOwner`). Two batches can take the
 * same rows' locks in opposite orders; PostgreSQL then fails one write with a deadlock (40P01), which
 * its subtransaction undid alone: that write is sent once more.
 */
export function writesInBatches<K extends object, I, O>(options: {
  maxInFlight: number;
  maxBatch: number;
  run: (owner: K, items: readonly I[]) => Promise<ReadonlyArray<BatchOutcome<O>>>;
}): (owner: K, item: I) => Promise<O> {
  const batcherOf = batcherPerOwner((owner: K) =>
    createBatcher<I, O>({
      maxInFlight: options.maxInFlight,
      maxBatch: options.maxBatch,
      run: (items) => options.run(owner, items),
    }),
  );
  return async (owner, item) => {
    try {
      return await batcherOf(owner).submit(item);
    } catch (error) {
      if (sqlStateOf(error) !== '40P01') throw error;
      return batcherOf(owner).submit(item);
    }
  };
}
