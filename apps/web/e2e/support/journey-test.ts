import { test as base, expect } from '@playwright/test';
import { shiftProcessClock } from '../../../../scripts/e2e-clock.mjs';
import { type JourneyServer, journeyServer } from './journey-servers';

// The `test` every journey imports: Playwright's, pointed at this worker's own e2e server and
// living on the run's moved clock (scripts/e2e-clock.mjs, offset chosen once by playwright.config.ts).
// The same offset moves this worker's Date (what the specs compute "today" and "the next half hour"
// from), the server's (scripts/e2e-server.mjs) and every browser page's: the same function runs
// in each before anything else, and only Date moves (timers run as they would).

const clockOffsetMs = Number(process.env.E2E_CLOCK_OFFSET_MS ?? 0);
shiftProcessClock(clockOffsetMs);

export const test = base.extend<object, { journeyServer: JourneyServer }>({
  journeyServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern.
    async ({}, use, workerInfo) => {
      const server = journeyServer(workerInfo.parallelIndex);
      // Read by support/mailbox.ts and the plans journey at the time of use.
      process.env.E2E_MAIL_DIR = server.mailDirectory;
      process.env.E2E_CONTROL_FILE = server.controlFile;
      await use(server);
    },
    { scope: 'worker', auto: true },
  ],
  baseURL: async ({ journeyServer }, use) => {
    await use(journeyServer.url);
  },
  // Every context, the default one and those a journey opens for a second person, starts at the
  // run's time: the browser's "today" and "now" are the server's.
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        await context.addInitScript(shiftProcessClock, clockOffsetMs);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
});

export { expect };
