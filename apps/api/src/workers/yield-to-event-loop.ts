/**
 * Lets the event loop run what is waiting (requests' I/O, timers) before going on. A background
 * worker runs in the API's process: a batch of CPU-bound steps with no I/O between them (drafting a
 * hundred bookings' e-mails takes 25–30 ms) would hold every request that arrives meanwhile, and
 * its wait lands on the public booking's p99. Awaiting this between steps costs a few microseconds.
 */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
