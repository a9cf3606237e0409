// Where a simple authenticated read spends its time (decision 064): GET one client, N
// sequential requests against the bench app on PostgreSQL, with the app's own phase times (from
// Fastify's start of the request: after the app-wide onRequest hooks, before the handler, at onSend,
// at onResponse) beside the client's measure and a bare `select 1` round trip on the same pool.
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type BenchDatabase, startBenchApp, verifyInDatabase } from './bench-app';
import { seedClients } from './clients-search.bench';
import { setUpClinic } from './process-cluster';

const REQUESTS = Number(process.env.PHASE_REQUESTS ?? 400);
const percentile = (values: number[], fraction: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
};
const line = (label: string, values: number[]) =>
  `  ${label.padEnd(52)} p50 ${percentile(values, 0.5).toFixed(2)}  p95 ${percentile(values, 0.95).toFixed(2)} ms`;

export async function runRequestPhases(kind: BenchDatabase, clientCount: number) {
  const phases = new Map<string, number[]>();
  const mark = (name: string, request: FastifyRequest, reply: FastifyReply) => {
    const search = (request.query as { search?: string }).search;
    const key = `${search === undefined ? 'GET one client' : search.includes(' ') ? 'search full name' : `search '${search}'`} ${name}`;
    const list = phases.get(key) ?? [];
    list.push(reply.elapsedTime);
    phases.set(key, list);
  };
  const bench = await startBenchApp(kind, {
    beforeListen: (app) => {
      app.addHook('onRequest', async (request, reply) => mark('1 app onRequest hooks done', request, reply));
      app.addHook('preHandler', async (request, reply) => mark('2 handler starts', request, reply));
      app.addHook('onSend', async (request, reply) => mark('3 handler done (onSend)', request, reply));
      app.addHook('onResponse', async (request, reply) => mark('4 response written', request, reply));
    },
  });
  try {
    const clinic = await setUpClinic(bench.url, verifyInDatabase(bench));
    await seedClients(bench, clinic.spaceId, clientCount, (clientCount * 3) / 2);
    const rows = (
      (await bench.database.db.execute(
        sql`select id, name from clients where space_id = ${clinic.spaceId}::uuid order by id limit 20`,
      )) as unknown as { rows: { id: string; name: string }[] }
    ).rows;
    const base = `${bench.url}/api/spaces/${clinic.spaceId}/clients`;
    const kinds: [string, (index: number) => string][] = [
      ['GET one client', (index) => `${base}/${rows[index % rows.length]?.id}`],
      ["search 'mar'", () => `${base}?search=mar`],
      [
        'search full name',
        (index) => `${base}?search=${encodeURIComponent(rows[index % rows.length]?.name ?? '')}`,
      ],
    ];
    const measured = kinds.map((): number[] => []);
    const ping: number[] = [];
    for (let index = 0; index < REQUESTS + 20; index++) {
      const pingStarted = performance.now();
      await bench.database.db.execute(sql`select 1`);
      if (index >= 20) ping.push(performance.now() - pingStarted);
      for (const [kindIndex, [label, url]] of kinds.entries()) {
        const started = performance.now();
        const response = await fetch(url(index), { headers: { authorization: `Bearer ${clinic.token}` } });
        await response.json();
        if (response.status !== 200) throw new Error(`${label} answered ${response.status}`);
        if (index >= 20) measured[kindIndex]?.push(performance.now() - started);
      }
    }
    for (const list of phases.values()) list.splice(0, 20);
    console.log(`${kind}, ${clientCount} clients, ${REQUESTS} rounds of sequential requests:`);
    for (const [kindIndex, [label]] of kinds.entries()) {
      console.log(line(`bench client: ${label}`, measured[kindIndex] ?? []));
    }
    for (const [name, values] of [...phases.entries()].sort()) console.log(line(`app: ${name}`, values));
    console.log(line('select 1 on the same pool', ping));
  } finally {
    await bench.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runRequestPhases(
    (process.argv[2] as BenchDatabase | undefined) ?? 'postgres',
    Number(process.argv[3] ?? 100_000),
  );
}
