import { claimPull, releasePull } from './caldav-pulls.repository';
import { type CalDavPullDeps, type CalDavPullResult, pullCalDavBusyTimes } from './pull-caldav-busy-times';

// One pull per connection at a time (decision 091): within this process, a second caller joins the
// pull in flight; across processes, a lease on the row (pull_lease_until) makes the others skip it.

/** Longer than a pull can take (each request times out at 20 s; a few calendars), so a lease left by a crashed process frees itself. */
const LEASE_MS = 3 * 60_000;
const inFlight = new Map<string, Promise<CalDavPullResult | null>>();

/**
 * Pulls the connection unless a pull of it is already running (here: joined; elsewhere: null), or
 * (with `dueBefore`) it was pulled since then.
 */
export function pullCalDavConnectionOnce(
  deps: CalDavPullDeps,
  connectionId: string,
  options: { dueBefore?: Date } = {},
): Promise<CalDavPullResult | null> {
  const running = inFlight.get(connectionId);
  if (running) return running;
  const pull = (async () => {
    const now = deps.clock.now();
    const row = await claimPull(deps.db, connectionId, {
      now,
      until: new Date(now.getTime() + LEASE_MS),
      dueBefore: options.dueBefore,
    });
    if (!row) return null;
    try {
      return await pullCalDavBusyTimes(deps, row);
    } finally {
      await releasePull(deps.db, connectionId);
    }
  })().finally(() => inFlight.delete(connectionId));
  inFlight.set(connectionId, pull);
  return pull;
}
