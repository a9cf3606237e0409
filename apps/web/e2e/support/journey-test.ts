import { test as base, expect } from '@playwright/test';
import { type JourneyServer, journeyServer } from './journey-servers';

// The `test` every journey imports: Playwright's, pointed at this worker's own e2e server.

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
});

export { expect };
