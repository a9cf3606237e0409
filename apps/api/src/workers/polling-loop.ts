/**
 * A background worker's loop, shared by the e-mail outbox, the change feed and the CalDAV writer:
 * one round at a time; a round that filled its batch is followed at once (more is probably due),
 * otherwise the next waits `pollMs`. A failed round is reported and counts as empty. `stop` waits
 * for the round in flight, so a round's transaction commits or rolls back whole before shutdown.
 */
export function createPollingLoop(
  round: () => Promise<number>,
  options: {
    pollMs: number;
    batchSize: number;
    /** The wait before the first round (default: none). */
    firstDelayMs?: number;
    onError?: (error: unknown) => void;
  },
) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let isStopped = true;

  function schedule(delayMs: number) {
    if (isStopped) return;
    timer = setTimeout(async () => {
      running = round().catch((error: unknown) => {
        options.onError?.(error);
        return 0;
      });
      const done = await running;
      running = undefined;
      schedule(done >= options.batchSize ? 0 : options.pollMs);
    }, delayMs);
    // The HTTP server keeps the process alive; a worker alone does not.
    timer.unref();
  }

  return {
    start() {
      if (!isStopped) return;
      isStopped = false;
      schedule(options.firstDelayMs ?? 0);
    },
    async stop() {
      isStopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
