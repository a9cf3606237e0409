// How far the public slots endpoint and /api/health (one `select 1`) are from a route that
// does nothing, under the same load. The hello route exists in the bench app only (beforeListen), and
// still goes through the app's global hooks (helmet, authentication): the ratios are what the
// handlers, the database and the response schemas cost on top of the framework. Besides req/s, the
// app's CPU time per request, which the other engineers' load on the machine disturbs far less.
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { type BenchDatabase, isPostgresAvailable } from './bench-app';
import { type SeededBench, withSeededBench } from './bench-clinic';
import { type LoadRequest, runLoad } from './load-generator';
import { publicSlotsRequests, warmUp } from './public-slots-load.bench';
import { formatNumber } from './targets';

const CONNECTIONS = 10;
const DURATION_SECONDS = 5;
export const HELLO_PATH = '/bench/hello';

type Throughput = { requestsPerSecond: number; appCpuMsPerRequest: number };

/** Pass as `beforeListen` to startBenchApp. */
export function registerHelloRoute(app: FastifyInstance) {
  app.get(HELLO_PATH, async () => ({ hello: 'world' }));
}

async function measure(url: string, requests: LoadRequest[]): Promise<Throughput> {
  await warmUp(url, requests, 5);
  const result = await runLoad({
    url,
    connections: CONNECTIONS,
    durationSeconds: DURATION_SECONDS,
    requests,
  });
  const answered = result.statuses['200'] ?? 0;
  if (answered !== result.requests)
    throw new Error(`${requests[0]?.path}: ${result.requests - answered} non-200`);
  return result;
}

const compareToHello = (label: string, figure: Throughput, hello: Throughput) =>
  `${label} ÷ hello ${(figure.requestsPerSecond / hello.requestsPerSecond).toFixed(3)} ` +
  `(${formatNumber(figure.requestsPerSecond)} req/s, CPU ${figure.appCpuMsPerRequest.toFixed(2)} ms/request, ` +
  `${(figure.appCpuMsPerRequest / hello.appCpuMsPerRequest).toFixed(0)}× hello's)`;

/**
 * Hello, health and (unless given, from a public-slots run just before) the public slots, each
 * under the same load; the app must have the hello route (a fresh one is started when none is given).
 */
export async function runFrameworkOverheadBench(
  kind: BenchDatabase = 'postgres',
  seeded?: SeededBench,
  measuredSlots?: Throughput,
) {
  return withSeededBench(
    kind,
    seeded,
    async ({ bench, clinic }) => {
      const hello = await measure(bench.url, [{ method: 'GET', path: HELLO_PATH }]);
      const health = await measure(bench.url, [{ method: 'GET', path: '/api/health' }]);
      const slots = measuredSlots ?? (await measure(bench.url, publicSlotsRequests(clinic)));
      const slotsRatio = slots.requestsPerSecond / hello.requestsPerSecond;
      const healthRatio = health.requestsPerSecond / hello.requestsPerSecond;
      console.log(
        `framework overhead (${kind}, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each): hello ` +
          `${formatNumber(hello.requestsPerSecond)} req/s, CPU ${hello.appCpuMsPerRequest.toFixed(3)} ms/request; ` +
          `${compareToHello('health', health, hello)}; ${compareToHello('public slots', slots, hello)}`,
      );
      return { hello, health, slots, slotsRatio, healthRatio };
    },
    { beforeListen: registerHelloRoute },
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runFrameworkOverheadBench((await isPostgresAvailable()) ? 'postgres' : 'pglite');
}
