import type { Database } from '@citavet/db/database';
import { createPollingLoop } from '../workers/polling-loop';
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
  return createPollingLoop(() => applyChangeFeedRound(options.db, options.batchSize), options);
}
