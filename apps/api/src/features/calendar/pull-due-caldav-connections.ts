import { createIntervalScheduler } from '../../workers/interval-scheduler';
import { listConnectionsDue } from './caldav-pulls.repository';
import type { CalDavPullDeps } from './pull-caldav-busy-times';
import { pullCalDavConnectionOnce } from './pull-caldav-connection-once';

/** Every connection is pulled at least this often (a failing one is retried as often). */
export const CALDAV_PULL_EVERY_MS = 5 * 60_000;
const BATCH = 50;

/** Pulls the connections whose last pull is older than the interval, one at a time. */
export async function pullDueCalDavConnections(deps: CalDavPullDeps): Promise<number> {
  const dueBefore = new Date(deps.clock.now().getTime() - CALDAV_PULL_EVERY_MS);
  const due = await listConnectionsDue(deps.db, dueBefore, BATCH);
  // A connection pulled meanwhile by a slot request or another process is skipped (its lease).
  let pulled = 0;
  for (const row of due) if (await pullCalDavConnectionOnce(deps, row.id, { dueBefore })) pulled++;
  return pulled;
}

/** The background pull, checked every minute so no connection waits much past its five minutes. */
export function createCalDavPullScheduler(
  deps: CalDavPullDeps,
  options: { intervalMs: number; onError?: (error: unknown) => void },
) {
  return createIntervalScheduler(() => pullDueCalDavConnections(deps), options);
}
