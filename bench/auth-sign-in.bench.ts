import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { type BenchDatabase, formatMs, startBenchApp } from './bench-app';

/** Sign-in latency with argon2id included, over real HTTP. */
export async function runSignInBench(kind: BenchDatabase = 'pglite') {
  const bench = await startBenchApp(kind);
  try {
    const credentials = { email: 'bench@example.com', password: 'secreto-de-bench' };
    const register = await fetch(`${bench.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bench', ...credentials }),
    });
    if (register.status !== 201) throw new Error(`register failed: ${register.status}`);
    const result = await autocannon({
      url: `${bench.url}/api/auth/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
      connections: 2,
      duration: 5,
    });
    const non2xx = result.non2xx + result.errors;
    const figures = {
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      requestsPerSecond: result.requests.average,
      failures: non2xx,
    };
    console.log(
      `sign-in (${kind}, argon2id m=19456 t=2): p50 ${formatMs(figures.p50Ms)}, p99 ${formatMs(figures.p99Ms)}, ` +
        `${figures.requestsPerSecond.toFixed(0)} req/s, ${non2xx} non-2xx`,
    );
    return figures;
  } finally {
    await bench.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runSignInBench();
}
