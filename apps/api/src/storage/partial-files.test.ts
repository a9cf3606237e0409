import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { currentWriter, isAbandoned, MAX_UPLOAD_MS, parsePartialName, partialNameOf } from './partial-files';

async function deadPid(): Promise<number> {
  const child = spawn('true');
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid ?? 0;
}

describe('partial file names', () => {
  it('name the final file, the host, the process and the time, and read back', () => {
    const writer = { host: 'web_1', pid: 4242, startedAt: 0 };
    const name = partialNameOf('media/abc.webp', writer, 1_700_000_000_000);
    expect(name).toBe('media/abc.webp.partial-web_1-4242-1700000000000');
    expect(parsePartialName(name)).toEqual({
      finalName: 'media/abc.webp',
      host: 'web_1',
      pid: 4242,
      writtenAt: 1_700_000_000_000,
    });
    // Names written before the host was part of them still read, as this host's.
    expect(parsePartialName('logo-1.webp.partial-77-123')).toEqual({
      finalName: 'logo-1.webp',
      host: undefined,
      pid: 77,
      writtenAt: 123,
    });
    expect(parsePartialName('media/abc.webp')).toBeNull();
    expect(parsePartialName('media/abc.partial.webp')).toBeNull();
  });

  it('never look like a servable file, whatever the host is called', () => {
    expect(currentWriter().host).toMatch(/^[a-z0-9_]+$/);
    expect(partialNameOf('a.webp')).toMatch(/\.partial-[a-z0-9_]+-\d+-\d+$/);
  });
});

describe('isAbandoned', () => {
  const now = Date.now();
  const self = { host: 'here', pid: process.pid, startedAt: now - 60_000 };

  it('keeps uploads of live processes of this host, this one included', () => {
    const parent = process.ppid;
    expect(isAbandoned({ finalName: 'a', host: 'here', pid: parent, writtenAt: now }, self, now)).toBe(false);
    expect(
      isAbandoned({ finalName: 'a', host: 'here', pid: process.pid, writtenAt: now - 1000 }, self, now),
    ).toBe(false);
  });

  it('gives up uploads of dead processes, and of an earlier process with this pid', async () => {
    const dead = await deadPid();
    expect(isAbandoned({ finalName: 'a', host: 'here', pid: dead, writtenAt: now }, self, now)).toBe(true);
    expect(isAbandoned({ finalName: 'a', host: undefined, pid: dead, writtenAt: now }, self, now)).toBe(true);
    expect(
      isAbandoned({ finalName: 'a', host: 'here', pid: process.pid, writtenAt: now - 120_000 }, self, now),
    ).toBe(true);
  });

  it('trusts another host until no upload could still be running', async () => {
    const dead = await deadPid();
    const young = { finalName: 'a', host: 'there', pid: dead, writtenAt: now - MAX_UPLOAD_MS + 60_000 };
    expect(isAbandoned(young, self, now)).toBe(false);
    expect(isAbandoned({ ...young, writtenAt: now - MAX_UPLOAD_MS - 1 }, self, now)).toBe(true);
    expect(
      isAbandoned(
        { ...young, host: 'here', pid: process.ppid, writtenAt: now - MAX_UPLOAD_MS - 1 },
        self,
        now,
      ),
    ).toBe(true);
  });
});
