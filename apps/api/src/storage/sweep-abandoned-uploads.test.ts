import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sweepAbandonedUploads } from './sweep-abandoned-uploads';

describe('sweepAbandonedUploads', () => {
  it('removes partial files of dead processes only', async () => {
    const root = mkdtempSync(join(tmpdir(), 'citavet-sweep-'));
    mkdirSync(join(root, 'spaces', 'a'), { recursive: true });
    const dead = spawn('true');
    await new Promise((resolve) => dead.once('exit', resolve));
    const abandoned = join(root, 'spaces', 'a', `foto.webp.partial-${dead.pid}-1`);
    const inFlight = join(root, 'spaces', 'a', `video.mp4.partial-${process.pid}-2`);
    const complete = join(root, 'spaces', 'a', 'logo.webp');
    for (const file of [abandoned, inFlight, complete]) writeFileSync(file, 'x');

    expect(await sweepAbandonedUploads(root)).toEqual([abandoned]);
    expect(existsSync(abandoned)).toBe(false);
    expect(existsSync(inFlight)).toBe(true);
    expect(existsSync(complete)).toBe(true);
    expect(await sweepAbandonedUploads(join(root, 'missing'))).toEqual([]);
  });
});
