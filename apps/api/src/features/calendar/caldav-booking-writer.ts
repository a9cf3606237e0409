import { createPollingLoop } from '../../workers/polling-loop';
import { claimNextPush } from './caldav-pushes.repository';
import { type CalDavWriterDeps, type PushOutcome, pushBookingToCalDav } from './push-booking-to-caldav';

// The worker that writes bookings out to the professionals' CalDAV calendars (decision 090), started
// in server.ts. It never runs in a booking's transaction: the change feed's rounds queue the bookings
// (migration 0049), and this worker claims one booking at a time with a lease, so a booking's writes
// go in order, a worker killed mid-write leaves its claim to run out and be taken again (the repeated
// PUT finds its own version on the server and writes nothing twice), and a failure waits its backoff.

/** Pushes due bookings one after another, up to `limit`; answers what happened to each. */
export async function pushDueBookings(deps: CalDavWriterDeps, limit: number): Promise<PushOutcome[]> {
  const outcomes: PushOutcome[] = [];
  while (outcomes.length < limit) {
    const claim = await claimNextPush(deps.db, deps.clock.now(), deps.leaseMs);
    if (!claim) break;
    outcomes.push(await pushBookingToCalDav(deps, claim));
  }
  return outcomes;
}

export function createCalDavBookingWriter(
  deps: CalDavWriterDeps,
  options: { pollMs: number; batchSize: number; onError: (error: unknown) => void },
) {
  return createPollingLoop(async () => (await pushDueBookings(deps, options.batchSize)).length, options);
}
