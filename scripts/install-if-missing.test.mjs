import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isInstallStale } from './install-if-missing.mjs';

const made = [];
afterEach(() => {
  for (const directory of made.splice(0)) rmSync(directory, { recursive: true, force: true });
});

function checkout({ isInstalled, lockAge, installAge }) {
  const directory = mkdtempSync(join(tmpdir(), 'citavet-install-'));
  made.push(directory);
  const lock = join(directory, 'package-lock.json');
  writeFileSync(lock, '{}');
  utimesSync(lock, lockAge, lockAge);
  if (isInstalled) {
    mkdirSync(join(directory, 'node_modules'));
    const stamp = join(directory, 'node_modules/.package-lock.json');
    writeFileSync(stamp, '{}');
    utimesSync(stamp, installAge, installAge);
  }
  return directory;
}

describe('isInstallStale', () => {
  it('is stale on a fresh clone, with nothing installed', () => {
    expect(isInstallStale(checkout({ isInstalled: false, lockAge: 1_000 }))).toBe(true);
  });

  it('is stale when the lock file changed after the install', () => {
    expect(isInstallStale(checkout({ isInstalled: true, lockAge: 2_000, installAge: 1_000 }))).toBe(true);
  });

  it('is fresh when the install is newer than the lock file', () => {
    expect(isInstallStale(checkout({ isInstalled: true, lockAge: 1_000, installAge: 2_000 }))).toBe(false);
  });
});
