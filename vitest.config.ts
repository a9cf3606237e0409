import { defineConfig } from 'vitest/config';
import { webProjects } from './apps/web/vitest.config.ts';

/**
 * Suites whose time goes to other processes or to races (a built server started and signalled, a
 * process holding the data directory, writers racing on one slot, limits shared by two apps): the
 * `slow` project. `npm test` leaves it out (`--project '!slow'`); `.ci/run` and `npm run test:slow`
 * run it. Paths from the repository's root.
 */
export const SLOW_TEST_FILES = [
  'scripts/start.test.mjs',
  'apps/api/src/data-dir-lock.test.ts',
  'apps/api/src/features/auth/sign-in-limits.test.ts',
  'apps/api/src/features/bookings/placement/bookings-concurrency.test.ts',
];
const slowFilesUnder = (directory: string) =>
  SLOW_TEST_FILES.filter((file) => file.startsWith(`${directory}/`)).map((file) =>
    file.slice(directory.length + 1),
  );

// One runner, one project per workspace; `vitest run` runs them all, `--project api` runs one.
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
          // Files share one module graph per worker, as the api's do: a process and a fresh import of
          // drizzle and PGlite for each file was a quarter of the project's CPU (about 24 of 85–98
          // CPU-seconds in alternating runs). No db test mocks a module.
          isolate: false,
          testTimeout: 30_000,
          // Its files open PGlite from the template in beforeAll, as the API's do: on a loaded
          // 2-core machine that took over the default 10 s once (folding-functions.test.ts).
          hookTimeout: 60_000,
          globalSetup: ['./src/test-global-setup.ts'],
        },
      },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          // The security suites (the authorization matrix, one file per group of routes, and the
          // fuzzer) run in this project: a project of their own started two more workers that
          // imported the whole app again. `npm run test:security` runs them alone by their folder.
          include: ['src/**/*.test.ts', 'test/**/*.security.ts'],
          exclude: slowFilesUnder('apps/api'),
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
          name: 'scripts',
          root: 'scripts',
          include: ['*.test.mjs'],
          exclude: slowFilesUnder('scripts'),
          testTimeout: 90_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'slow',
          include: SLOW_TEST_FILES,
          isolate: false,
          testTimeout: 90_000,
          hookTimeout: 120_000,
          globalSetup: ['./apps/api/src/test/global-setup.ts'],
        },
      },
      ...webProjects,
    ],
  },
});
