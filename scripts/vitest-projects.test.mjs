// The slow project names its files one by one (vitest.config.ts): a renamed or moved suite would
// silently stop running in `.ci/run`, and still be left out of the other projects' runs.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { SLOW_TEST_FILES } from '../vitest.config.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

it('every file of the slow project exists', () => {
  expect(SLOW_TEST_FILES.length).toBeGreaterThan(0);
  expect(SLOW_TEST_FILES.filter((file) => !existsSync(`${root}${file}`))).toEqual([]);
});
