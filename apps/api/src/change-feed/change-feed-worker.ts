import type { Database } from '@citavet/db/database';
import { applyChangeFeedRound } from './change-feed.repository';

// The change feed's worker (decision 069), started in server.ts beside the e-mail worker. Each
// round is one transaction: a space's pending changes applied and deleted together, so a worker
// killed mid-batch applied nothing of it and the next round (of any process) applies it whole.
// A full batch is followed at once by the next; otherwise it waits `pollMs`, so under load each
// round applies what arrived meanwhile as one grouped write per roll-up.

export type ChangeFeedWorkerOptions = {
  db: Database;
  pollMs: number;
  batchSize: number;
  onError: (error: unknown) => void;
};

export function createChangeFeedWorker(options: ChangeFeedWorkerOptions) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let isStopped = true;

  function schedule(delayMs: number) {
    if (isStopped) return;
    timer = setTimeout(async () => {
      running = applyChangeFeedRound(options.db, options.batchSize).catch((error) => {
        options.onError(error);
        return 0;
      });
      const applied = await running;
      running = undefined;
      schedule(applied >= options.batchSize ? 0 : options.pollMs);
    }, delayMs);
    // The HTTP server keeps the process alive; the worker alone does not.
    timer.unref();
  }

  return {
    start() {
      if (!isStopped) return;
      isStopped = false;
      schedule(0);
    },
    /** Stops after the round in flight (its transaction commits or rolls back whole). */
    async stop() {
      isStopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
