import { defineConfig } from '@playwright/test';
import { journeyServer, workerCount } from './apps/web/e2e/support/journey-servers';
import { CHROMIUM_PATH, journeyBrowserPath } from './scripts/e2e-browser.mjs';
import { DEFAULT_CLINIC_TIME, offsetToLocalTime } from './scripts/e2e-clock.mjs';

// The run's clock (scripts/e2e-clock.mjs): chosen once here, in the runner, so the servers and the
// workers (which inherit this environment and read this file again) share one offset. The clinic's
// day is at E2E_CLINIC_TIME (HH:MM in Madrid, default 10:00) of today's date whatever the hour.
process.env.E2E_CLOCK_OFFSET_MS ??= String(
  offsetToLocalTime(Date.now(), process.env.E2E_CLINIC_TIME ?? DEFAULT_CLINIC_TIME),
);

// Journeys walk the real app: the built SPA and API on one port per worker, each with a fresh
// embedded database (support/journey-servers.ts), and Debian's Chromium, its headless shell when
// installed (scripts/e2e-browser.mjs; Playwright cannot download its own browser on these machines). The journeys are independent (each registers its own
// accounts and spaces), so they are spread test by test over the workers.
export default defineConfig({
  testDir: 'apps/web/e2e',
  // Two workers (and their browsers and servers) share the 2 cores with the suites .ci/run runs
  // beside them, so a journey takes up to twice its time alone: twice the minute a test had, and
  // half as long again for a screen to show.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: workerCount,
  retries: process.env.CI ? 1 : 0,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.E2E_JSON_REPORT ?? 'test-results/e2e-report.json' }],
  ],
  use: {
    // support/journey-test.ts replaces it with the worker's own server.
    baseURL: journeyServer(0).url,
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    // Recording a trace (a DOM snapshot per action and the screencast) costs a journey about a
    // third of its time on a loaded machine: CI retries a failed test once, and records that retry.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: journeyBrowserPath() ?? CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { viewport: { width: 1280, height: 800 } } }],
  webServer: Array.from({ length: workerCount }, (_, index) => {
    const server = journeyServer(index);
    return {
      command: 'node scripts/e2e-server.mjs',
      url: `${server.url}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(server.port),
        E2E_MAIL_DIR: server.mailDirectory,
        E2E_CONTROL_FILE: server.controlFile,
        E2E_CLOCK_OFFSET_MS: process.env.E2E_CLOCK_OFFSET_MS ?? '0',
      },
    };
  }),
});
