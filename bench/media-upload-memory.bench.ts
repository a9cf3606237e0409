import { type ChildProcess, spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ftypBox, streamedMultipartFile } from '../apps/api/src/features/media/media-test-files';
import { type BenchDatabase, isPostgresAvailable, startBenchApp } from './bench-app';

// How much memory a 100 MB video upload costs the API. The server runs in a child process (the real
// app on a random port), so the figure is its own resident memory and not the sender's: the parent
// reads /proc/<pid>/status every 20 ms during the upload, and also resets the kernel's peak marker
// (VmHWM) just before it, which catches a spike shorter than the sampling interval.

const VIDEO_BYTES = 100 * 1024 * 1024;
const LIMIT_MB = 50;
const SAMPLE_EVERY_MS = 20;
const SELF = fileURLToPath(import.meta.url);

type Server = { child: ChildProcess; url: string; pid: number };

async function startServer(kind: BenchDatabase): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', SELF, '--serve', kind], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout ?? process.stdin });
  for await (const line of lines) {
    if (!line.startsWith('{')) continue;
    const { url } = JSON.parse(line) as { url: string };
    return { child, url, pid: child.pid ?? 0 };
  }
  throw new Error('the bench server did not start');
}

async function stopServer(server: Server) {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

/** Resident memory of a process in bytes: now (VmRSS) and the peak since the last reset (VmHWM). */
async function memoryOf(pid: number): Promise<{ rss: number; peak: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kilobytes = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rss: kilobytes('VmRSS') * 1024, peak: kilobytes('VmHWM') * 1024 };
}

/** Writing 5 to clear_refs resets VmHWM to the current RSS (Linux >= 4.0). */
async function resetPeak(pid: number): Promise<boolean> {
  try {
    await writeFile(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

async function callJson(url: string, body: unknown, token?: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

/** Streams a generated MP4-looking video as multipart over real HTTP; never built in memory. */
async function uploadVideo(server: Server, spaceId: string, token: string, size: number): Promise<number> {
  const upload = streamedMultipartFile({ head: ftypBox(), size, filename: 'paseo.mp4', type: 'video/mp4' });
  const target = new URL(`/api/spaces/${spaceId}/media`, server.url);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      target,
      {
        method: 'POST',
        headers: {
          ...upload.headers,
          'content-length': String(upload.contentLength),
          authorization: `Bearer ${token}`,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    outgoing.on('error', reject);
    pipeline(upload.body, outgoing).catch(reject);
  });
}

/** Peak RSS growth of the API process, in MB, while it receives one 100 MB video. */
export async function runMediaUploadMemoryBench(kind: BenchDatabase = 'pglite'): Promise<number> {
  const server = await startServer(kind);
  try {
    const account = await callJson(`${server.url}/api/auth/register`, {
      name: 'Bench',
      email: 'bench-media@example.com',
      password: 'secreto-de-bench',
    });
    const token = String(account.token);
    const space = await callJson(`${server.url}/api/spaces`, { name: 'Clínica Bench' }, token);
    const spaceId = String(space.id);
    // Warm-up: the first upload loads file-type, the multipart parser and the storage code.
    await uploadVideo(server, spaceId, token, 2 * 1024 * 1024);

    const baseline = (await memoryOf(server.pid)).rss;
    const canResetPeak = await resetPeak(server.pid);
    let peak = baseline;
    const sampler = setInterval(() => {
      memoryOf(server.pid)
        .then((memory) => {
          peak = Math.max(peak, memory.rss);
        })
        .catch(() => {});
    }, SAMPLE_EVERY_MS);
    const status = await uploadVideo(server, spaceId, token, VIDEO_BYTES);
    clearInterval(sampler);
    const after = await memoryOf(server.pid);
    if (canResetPeak) peak = Math.max(peak, after.peak);
    if (status !== 201) throw new Error(`the 100 MB upload answered ${status}`);

    const growthMb = (peak - baseline) / (1024 * 1024);
    console.log(
      `media upload 100 MB video: peak RSS +${growthMb.toFixed(1)} MB (${kind}, server RSS before ` +
        `${(baseline / 1024 / 1024).toFixed(0)} MB, sampled every ${SAMPLE_EVERY_MS} ms` +
        `${canResetPeak ? ' + VmHWM' : ''})`,
    );
    return growthMb;
  } finally {
    await stopServer(server);
  }
}

/** The child side: the real app on a random port until the parent says stop. */
async function serve(kind: BenchDatabase) {
  const bench = await startBenchApp(kind);
  console.log(JSON.stringify({ url: bench.url }));
  const stop = () => {
    bench.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const serveIndex = process.argv.indexOf('--serve');
  if (serveIndex >= 0) {
    await serve(process.argv[serveIndex + 1] === 'postgres' ? 'postgres' : 'pglite');
  } else {
    const kinds: BenchDatabase[] = (await isPostgresAvailable()) ? ['pglite', 'postgres'] : ['pglite'];
    const figures: number[] = [];
    for (const kind of kinds) figures.push(await runMediaUploadMemoryBench(kind));
    if (figures.some((figure) => figure >= LIMIT_MB)) {
      console.error(`media upload memory over the ${LIMIT_MB} MB limit`);
      process.exit(1);
    }
  }
}
