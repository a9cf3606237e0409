export type IntervalScheduler = { start(): void; stop(): Promise<void> };

/**
 * A clock-driven job (the plan notices, the weekly summaries, the CalDAV pull): `run` once at start
 * and then every `intervalMs`, never two at a time (a tick while a round runs is dropped). A failed
 * round is reported and the next tick tries again. `stop` waits for the round in flight.
 */
export function createIntervalScheduler(
  run: () => Promise<unknown>,
  options: { intervalMs: number; onError?: (error: unknown) => void },
): IntervalScheduler {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running) return;
    running = run()
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        running = undefined;
      });
  };
  return {
    start() {
      tick();
      timer = setInterval(tick, options.intervalMs);
      // The HTTP server keeps the process alive; a scheduler alone does not.
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
