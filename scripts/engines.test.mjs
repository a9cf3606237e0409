// The README and `engines` promise Node ≥ 20.19; a locked package that needs a newer Node makes
// `npm ci` print EBADENGINE (and may break at run time). Catch it when the lock file changes.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const require = createRequire(import.meta.url);
// semver is npm's own range logic (in node_modules through several tools).
const semver = require('semver');
const root = fileURLToPath(new URL('..', import.meta.url));
const readJson = (path) => JSON.parse(readFileSync(`${root}${path}`, 'utf8'));

it('every locked package runs on the oldest Node the project supports', () => {
  const oldestNode = semver.minVersion(readJson('package.json').engines.node).version;
  const lock = readJson('package-lock.json');
  const tooNew = Object.entries(lock.packages)
    .filter(([, entry]) => entry.engines?.node && !semver.satisfies(oldestNode, entry.engines.node))
    .map(([path, entry]) => `${path}@${entry.version} (node ${entry.engines.node})`);
  expect(tooNew).toEqual([]);
});
