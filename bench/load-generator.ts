// HTTP load from a separate process (autocannon), so the app under test keeps its event loop and its
// memory to itself: the figures and the event-loop delay measured in the bench process are the app's.
// The parent writes a LoadSpec as JSON on the child's stdin; the child answers one LoadResult line.
import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';

export type LoadRequest = {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  /** Take the path from this pool instead, each one once across every connection (then wrap around). */
  pathPool?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Take the body from this pool instead, each one once across every connection (then wrap around). */
  bodyPool?: string;
  /** Send a distinct Idempotency-Key with each pooled body, as the public booking page does. */
  hasIdempotencyKeys?: boolean;
};

export type LoadSpec = {
  url: string;
  connections: number;
  durationSeconds: number;
  /** Each connection goes through them in order, again and again. */
  requests: LoadRequest[];
  pools?: Record<string, string[]>;
  /** Overall requests per second; unset means as fast as the app answers. */
  overallRate?: number;
  /** Stop after this many requests instead of after durationSeconds. */
  amount?: number;
};

export type LoadResult = {
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  statuses: Record<string, number>;
  serverErrors: number;
  errors: number;
  timeouts: number;
  /** CPU time of this process (where the app runs) per answered request: steadier than req/s on a busy box. */
  appCpuMsPerRequest: number;
  /** CPU time of the load generator per answered request: it shares the machine with the app. */
  generatorCpuMsPerRequest: number;
};

const SELF = fileURLToPath(import.meta.url);
/** Keys of one run never collide with another's on a reused database. */
const RUN_ID = `bench-${Date.now().toString(36)}-${process.pid}`;

/** Runs the load in a child process and resolves with its figures. */
export async function runLoad(spec: LoadSpec): Promise<LoadResult> {
  const cpuBefore = process.cpuUsage();
  const child = spawn(process.execPath, ['--import', 'tsx', SELF, '--child'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    output += chunk;
  });
  const exited = new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => resolve(code ?? 1));
  });
  child.stdin.end(JSON.stringify(spec));
  const code = await exited;
  const line = output.trim().split('\n').at(-1) ?? '';
  if (code !== 0 || !line.startsWith('{')) throw new Error(`the load generator failed (exit ${code})`);
  const cpu = process.cpuUsage(cpuBefore);
  const result = JSON.parse(line) as Omit<LoadResult, 'appCpuMsPerRequest'>;
  return { ...result, appCpuMsPerRequest: cpuMilliseconds(cpu) / Math.max(1, result.requests) };
}

function cpuMilliseconds(usage: NodeJS.CpuUsage): number {
  return (usage.user + usage.system) / 1000;
}

export function percentile(sortedValues: readonly number[], fraction: number): number {
  if (sortedValues.length === 0) return Number.NaN;
  const index = Math.min(sortedValues.length - 1, Math.ceil(fraction * sortedValues.length) - 1);
  return sortedValues[Math.max(0, index)] ?? Number.NaN;
}

/** Pools are shared by every request entry and connection: each body goes out once per round. */
function toAutocannonRequest(
  request: LoadRequest,
  pools: Record<string, string[]>,
  nextOfPool: Map<string, number>,
): autocannon.Request {
  const base: autocannon.Request = {
    method: request.method,
    path: request.path,
    ...(request.headers ? { headers: request.headers } : {}),
    ...(request.body !== undefined ? { body: request.body } : {}),
  };
  const bodies = request.bodyPool ? (pools[request.bodyPool] ?? []) : [];
  const paths = request.pathPool ? (pools[request.pathPool] ?? []) : [];
  if (bodies.length === 0 && paths.length === 0) return base;
  const take = (poolName: string | undefined, pool: string[]) => {
    if (!poolName || pool.length === 0) return null;
    const next = nextOfPool.get(poolName) ?? 0;
    nextOfPool.set(poolName, next + 1);
    return { next, value: pool[next % pool.length] ?? '' };
  };
  return {
    ...base,
    setupRequest: (outgoing) => {
      const body = take(request.bodyPool, bodies);
      const path = take(request.pathPool, paths);
      const headers =
        request.hasIdempotencyKeys && body
          ? { ...outgoing.headers, 'idempotency-key': `${RUN_ID}-${body.next}` }
          : outgoing.headers;
      return {
        ...outgoing,
        headers,
        ...(body ? { body: body.value } : {}),
        ...(path ? { path: path.value } : {}),
      };
    },
  };
}

/** The child side: autocannon with every response's status and latency recorded. */
async function generateLoad(spec: LoadSpec): Promise<Omit<LoadResult, 'appCpuMsPerRequest'>> {
  const cpuBefore = process.cpuUsage();
  const latencies: number[] = [];
  // Profiling aid: LOAD_TIMELINE=file appends each response's time since the start and its latency
  // (ms), one run after another, to tell a warming or a periodic stall from an even spread.
  const timeline: string[] = [];
  const startedAt = performance.now();
  const statuses: Record<string, number> = {};
  const nextOfPool = new Map<string, number>();
  const options: autocannon.Options = {
    url: spec.url,
    connections: spec.connections,
    ...(spec.amount ? { amount: spec.amount } : { duration: spec.durationSeconds }),
    requests: spec.requests.map((request) => toAutocannonRequest(request, spec.pools ?? {}, nextOfPool)),
    ...(spec.overallRate ? { overallRate: spec.overallRate } : {}),
    timeout: 30,
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, answer) => (error ? reject(error) : resolve(answer)));
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (process.env.LOAD_TIMELINE)
        timeline.push(`${(performance.now() - startedAt).toFixed(1)} ${responseTime.toFixed(2)}`);
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
  });
  latencies.sort((a, b) => a - b);
  if (process.env.LOAD_TIMELINE) appendFileSync(process.env.LOAD_TIMELINE, `# run\n${timeline.join('\n')}\n`);
  const serverErrors = Object.entries(statuses)
    .filter(([status]) => Number(status) >= 500)
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    requests: latencies.length,
    requestsPerSecond: latencies.length / (spec.amount ? result.duration : spec.durationSeconds),
    p50Ms: percentile(latencies, 0.5),
    p95Ms: percentile(latencies, 0.95),
    p99Ms: percentile(latencies, 0.99),
    maxMs: latencies.at(-1) ?? Number.NaN,
    statuses,
    serverErrors,
    errors: result.errors,
    timeouts: result.timeouts,
    generatorCpuMsPerRequest: cpuMilliseconds(process.cpuUsage(cpuBefore)) / Math.max(1, latencies.length),
  };
}

async function readStdin(): Promise<string> {
  let text = '';
  process.stdin.setEncoding('utf8');
  for await (const chunk of process.stdin) text += chunk;
  return text;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href && process.argv.includes('--child')) {
  const spec = JSON.parse(await readStdin()) as LoadSpec;
  console.log(JSON.stringify(await generateLoad(spec)));
}
