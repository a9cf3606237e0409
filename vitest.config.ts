import { defineConfig } from 'vitest/config';
import { webProjects } from './apps/web/vitest.config.ts';

// One runner, one project per workspace; `npm test` runs them all, `--project api` runs one.
// The machines have 2 cores, so files run in at most 2 forks.
export default defineConfig({
  test: {
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'domain',
          root: 'packages/domain',
          include: ['src/**/*.test.ts'],
          // Pure code, no module mocks: files share one module graph per worker.
          isolate: false,
        },
      },
      {
        test: {
          name: 'db',
          root: 'packages/db',
          include: ['src/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['src/**/*.test.ts'],
          // Files share one module graph per worker: importing the app again for every file was
          // over half the suite's CPU. Each file still opens its own database and app, and no API
          // test mocks a module (a mocking file would need a project of its own, as on the web).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['./src/test/global-setup.ts'],
        },
      },
      {
        test: {
          name: 'security',
          root: 'apps/api',
          include: ['test/**/*.security.ts'],
          testTimeout: 600_000,
          hookTimeout: 120_000,
          globalSetup: ['./src/test/global-setup.ts'],
        },
      },
      {
        test: {
          name: 'scripts',
          root: 'scripts',
          include: ['*.test.mjs'],
          testTimeout: 90_000,
          hookTimeout: 60_000,
        },
      },
      ...webProjects,
    ],
  },
});
