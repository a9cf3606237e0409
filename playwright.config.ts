import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
// Where the journeys' SMTP server writes what the app sends (scripts/e2e-server.mjs); the specs read it.
// Outside test-results, which a concurrent Playwright run empties.
process.env.E2E_MAIL_DIR ??= resolve(tmpdir(), `citavet-e2e-mail-${port}`);
// The test-only controls a journey writes (apps/api/src/test-controls.ts): a clock offset, the plans' limits.
process.env.E2E_CONTROL_FILE ??= resolve(tmpdir(), `citavet-e2e-control-${port}.json`);

// Journeys walk the real app: the built SPA and API on one port, a fresh embedded database,
// and Debian's Chromium (Playwright cannot download its own browser on these machines).
export default defineConfig({
  testDir: 'apps/web/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.E2E_JSON_REPORT ?? 'test-results/e2e-report.json' }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      E2E_MAIL_DIR: process.env.E2E_MAIL_DIR,
      E2E_CONTROL_FILE: process.env.E2E_CONTROL_FILE,
    },
  },
});
