import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WEB_FILES_WITH_MODULE_MOCKS } from '../../vitest.config';

const webRoot = resolve(import.meta.dirname, '../..');

function testFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

// The web files share a module graph (isolate: false); one that mocks a module must run in the
// isolated 'web-mocked' project, or the real module another file loaded first would win.
describe('web test files that mock modules', () => {
  it('are exactly the ones the isolated project runs', () => {
    const mocking = testFiles(join(webRoot, 'src'))
      .filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(file, 'utf8')))
      .filter((file) => !file.endsWith('module-mocks.test.ts'))
      .map((file) => relative(webRoot, file))
      .sort();
    expect(mocking).toEqual([...WEB_FILES_WITH_MODULE_MOCKS].sort());
  });
});
