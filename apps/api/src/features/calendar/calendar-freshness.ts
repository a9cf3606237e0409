import type { CalendarFreshness } from '../../app-dependencies';
import { listHostPullTimes } from './caldav-pulls.repository';
import type { CalDavPullDeps } from './pull-caldav-busy-times';
import { pullCalDavConnectionOnce } from './pull-caldav-connection-once';
import { CALDAV_PULL_EVERY_MS } from './pull-due-caldav-connections';

// A slot request for a host whose calendar was last pulled more than the interval ago (the process
// slept, or was idle with its timers late) pulls it at once (decision 091). The request waits for
// that pull at most `waitMs`; past it, the answer uses the busy time stored, and the pull, when it
// commits, drops the cached slot answers through the availability channel (migration 0046's
// trigger), so the next request is fresh. In the common case nothing is asked of the database: each
// host's next due time is kept in memory and only looked up again once it has passed.

/** How long a slot request may wait on a pull: an incremental pull is one or two requests (~50 ms). */
export const SLOT_PULL_WAIT_MS = 1_000;
/** After a host's due time, the database is asked again at most this often (a burst of requests). */
const RECHECK_MS = 10_000;
/** A host without a connection is looked up again after this (it may connect meanwhile). */
const NO_CONNECTION_RECHECK_MS = 60_000;

type Known = { checkedAt: number; dueAt: number | null };

export function createCalendarFreshness(
  deps: CalDavPullDeps,
  options: { waitMs?: number } = {},
): CalendarFreshness {
  const waitMs = options.waitMs ?? SLOT_PULL_WAIT_MS;
  const known = new Map<string, Known>();
  const needsLook = (hostId: string, now: number) => {
    const entry = known.get(hostId);
    if (!entry) return true;
    if (entry.dueAt === null) return now - entry.checkedAt >= NO_CONNECTION_RECHECK_MS;
    return now >= entry.dueAt && now - entry.checkedAt >= RECHECK_MS;
  };
  return {
    async beforeSlots(hostIds) {
      const now = deps.clock.now().getTime();
      const looked = [...new Set(hostIds.map((id) => id.toLowerCase()))].filter((id) => needsLook(id, now));
      if (looked.length === 0) return;
      const connections = await listHostPullTimes(deps.db, looked);
      const dueBefore = now - CALDAV_PULL_EVERY_MS;
      for (const hostId of looked) {
        const own = connections.filter((row) => row.hostId === hostId && row.blocks);
        const dueAt = own.length
          ? Math.min(...own.map((row) => (row.lastPulledAt?.getTime() ?? 0) + CALDAV_PULL_EVERY_MS))
          : null;
        known.set(hostId, { checkedAt: now, dueAt });
      }
      const due = connections.filter(
        (row) => row.blocks && (row.lastPulledAt === null || row.lastPulledAt.getTime() < dueBefore),
      );
      if (due.length === 0) return;
      const pulls = due.map((row) =>
        pullCalDavConnectionOnce(deps, row.id, { dueBefore: new Date(dueBefore) })
          .catch((error: unknown) => deps.log('caldav pull failed', { connectionId: row.id, err: error }))
          // Pulled (or failed, or taken by another process): look again next time.
          .finally(() => known.delete(row.hostId)),
      );
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled(pulls),
        new Promise((resolve) => {
          timer = setTimeout(resolve, waitMs);
          timer.unref();
        }),
      ]);
      clearTimeout(timer);
    },
  };
}
