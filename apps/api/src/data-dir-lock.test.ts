import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock } from './data-dir-lock';

describe('acquireDataDirLock', () => {
  it('refuses a directory held by a live process and takes over one left by a dead process', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'citavet-lock-'));
    const holder = spawn('sleep', ['30']);
    writeFileSync(join(directory, 'server.lock'), String(holder.pid));
    expect(() => acquireDataDirLock(directory)).toThrow(/Otro proceso de Citavet \(PID \d+\) ya está usando/);

    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    const release = acquireDataDirLock(directory);
    expect(existsSync(join(directory, 'server.lock'))).toBe(true);
    release();
    expect(existsSync(join(directory, 'server.lock'))).toBe(false);
  });
});
