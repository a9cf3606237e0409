/**
 * The security suites run in the api project, whose 30 s test and 60 s hook limits fit one route's
 * tests. A matrix group or the fuzzer sends thousands of requests in one test: on a loaded 2-core
 * machine the longest took two minutes, so they get ten, and their set-up (an app, a team, the
 * extra actors) gets two.
 */
export const SECURITY_TEST_TIMEOUT_MS = 600_000;
export const SECURITY_HOOK_TIMEOUT_MS = 120_000;
