import { tmpdir } from 'node:os';
import { resolve } from 'node:path';

// One e2e server per Playwright worker (scripts/e2e-server.mjs: the built app on its own throw-away
// database, SMTP capture and control file), so two workers never share a clock offset, a plan
// switch, a directory or a mailbox. Worker n (its parallelIndex) talks to the server on basePort + n.
// playwright.config.ts starts them; support/journey-test.ts points each worker at its own.

export const basePort = Number(process.env.E2E_PORT ?? 3100);

/** Workers of a run: E2E_WORKERS, else 2 (the journeys wait on the browser and server much of the time). */
export const workerCount = Math.max(1, Number(process.env.E2E_WORKERS ?? 2) || 1);

export type JourneyServer = { port: number; url: string; mailDirectory: string; controlFile: string };

export function journeyServer(workerIndex: number): JourneyServer {
  const port = basePort + workerIndex;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    // Where the server's SMTP capture writes what the app sends; the specs read it (support/mailbox.ts).
    // Outside test-results, which a concurrent Playwright run empties.
    mailDirectory: resolve(tmpdir(), `citavet-e2e-mail-${port}`),
    // The test-only controls a journey writes (apps/api/src/test-controls.ts): a clock offset, the plans' limits.
    controlFile: resolve(tmpdir(), `citavet-e2e-control-${port}.json`),
  };
}
