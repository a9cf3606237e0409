// A V8 CPU profile of the bench process over one measured window (BENCH_CPU_PROFILE=<file>): the
// same data as `node --cpu-prof`, but of the measured requests alone, without the seeding and the
// warm-up that a whole-process profile is mostly made of. The file opens in Chrome's DevTools
// (Performance, "Load profile"); the summary printed beside it lists the functions that spent the
// most of the window themselves, by their own time, so where the app's time goes can be read off a
// terminal.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
};
type Profile = { nodes: ProfileNode[]; startTime: number; endTime: number; samples?: number[] };

export type CpuProfileRun = { stop(): Promise<void> };

/** Starts a profile when `file` is set; `stop` writes it and prints its top functions by own time. */
export async function startCpuProfile(file: string | undefined, top = 25): Promise<CpuProfileRun> {
  if (!file) return { stop: async () => {} };
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  // 100 µs between samples: enough samples for a window of a few seconds, little cost.
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
  return {
    async stop() {
      const { profile } = (await session.post('Profiler.stop')) as { profile: Profile };
      session.disconnect();
      writeFileSync(file, JSON.stringify(profile));
      console.log(`CPU profile written to ${file}; its top functions by own time:`);
      for (const line of summarize(profile, top)) console.log(`  ${line}`);
    },
  };
}

/** The functions with the most samples of their own, as a share of the window's samples. */
export function summarize(profile: Profile, top: number): string[] {
  const total = profile.samples?.length ?? 0;
  if (total === 0) return ['(no samples)'];
  const own = new Map<string, number>();
  for (const node of profile.nodes) {
    const hits = node.hitCount ?? 0;
    if (hits === 0) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url ? `${shortUrl(url)}:${lineNumber + 1}` : '';
    const key = `${functionName || '(anonymous)'} ${where}`.trim();
    own.set(key, (own.get(key) ?? 0) + hits);
  }
  return [...own.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([key, hits]) => `${((hits / total) * 100).toFixed(1).padStart(5)} %  ${key}`);
}

/** A path from the repository's or node_modules' root, whichever is shorter to read. */
function shortUrl(url: string): string {
  const path = url.replace(/^file:\/\//, '');
  const modules = path.lastIndexOf('/node_modules/');
  if (modules >= 0) return path.slice(modules + '/node_modules/'.length);
  const source = path.search(/\/(apps|packages|bench)\//);
  return source >= 0 ? path.slice(source + 1) : path;
}
