// Charges (decision 071), on PostgreSQL: issuing a charge with 5 lines and 2 payments over HTTP
// (p95, and the CPU the app and PostgreSQL spend per charge), a day's cash close over 10,000
// payments, a client's balance over 5,000 charges, and the receipt PDF.
// Targets: ≤ 30 ms p95 and ≤ 2 ms CPU; ≤ 50 ms; ≤ 10 ms; ≤ 200 ms.
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { queryRows } from '../packages/db/src/database';
import { startBenchApp } from './bench-app';
import { type LoadRequest, runLoad } from './load-generator';
import { backendCpuByPid, backendCpuSpent } from './postgres-cpu';
import { printTopStatements, resetStatementStats } from './postgres-statements';
import { api, setUpClinic } from './process-cluster';
import { checkTarget, formatLatencies, type TargetCheck } from './targets';

const LOAD_SECONDS = 8;
const WARM_UP_SECONDS = 3;
const SEEDED_CHARGES = 5_000;
const DAY = '2026-01-15';

export async function runChargesBench(): Promise<{ checks: TargetCheck[] }> {
  const bench = await startBenchApp('postgres');
  try {
    const clinic = await setUpClinic(bench.url, async (userId) => {
      await bench.database.db.execute(sql`UPDATE users SET email_verified_at = now() WHERE id = ${userId}`);
    });
    const client = await api<{ data: { client: { id: string } } }>(
      bench.url,
      'POST',
      `/api/spaces/${clinic.spaceId}/clients`,
      {
        token: clinic.token,
        body: { name: 'Cliente Banco', email: 'banco@example.com' },
      },
    );
    const clientId = client.body.data.client.id;
    const base = `${bench.url}/api/spaces/${clinic.spaceId}`;
    const headers = { authorization: `Bearer ${clinic.token}`, 'content-type': 'application/json' };
    const lines = [1, 2, 3, 4, 5].map((n) => ({
      kind: 'PRODUCT',
      description: `Producto ${n}`,
      quantity: n,
      unitPrice: 1234 + n,
      taxRateBp: 0,
      ...(n === 2 ? { discount: { kind: 'PERCENT', value: 1000 } } : {}),
    }));
    const body = JSON.stringify({
      clientId,
      currency: 'EUR',
      lines,
      payments: [
        { method: 'DEBIT_CARD', amount: 5000 },
        { method: 'CASH', amount: 20_000 },
      ],
    });
    const create = async () => {
      const response = await fetch(`${base}/charges`, { method: 'POST', headers, body });
      const text = await response.text();
      if (response.status !== 201)
        throw new Error(`POST /charges → ${response.status} ${text.slice(0, 200)}`);
      return { id: (JSON.parse(text) as { data: { charge: { id: string } } }).data.charge.id };
    };
    for (let warm = 0; warm < 30; warm += 1) await create();
    // The load comes from another process (load-generator.ts), so this process's CPU is the app's
    // alone; PostgreSQL's is that of this database's backends (by pid), not the whole shared server.
    const backendPids = async () =>
      (
        await queryRows<{ pid: number }>(
          bench.database.db,
          sql`select pid from pg_stat_activity where datname = current_database()`,
        )
      ).map((row) => Number(row.pid));
    const measured = async (request: LoadRequest) => {
      const before = await backendCpuByPid(await backendPids());
      const result = await runLoad({
        url: bench.url,
        connections: 1,
        durationSeconds: LOAD_SECONDS,
        requests: [request],
      });
      const pgCpuMs = backendCpuSpent(before, await backendCpuByPid(await backendPids())) / result.requests;
      return { ...result, pgCpuMs };
    };
    // A server answers charges for days: the figure is its steady state, so the JIT's first
    // compilations (the 30 charges above leave most of the route unoptimised) are not counted.
    await runLoad({
      url: bench.url,
      connections: 1,
      durationSeconds: WARM_UP_SECONDS,
      requests: [{ method: 'POST', path: new URL(`${base}/charges`).pathname, headers, body }],
    });
    await resetStatementStats(bench.database);
    const createLoad = await measured({
      method: 'POST',
      path: new URL(`${base}/charges`).pathname,
      headers,
      body,
    });
    if ((createLoad.statuses['201'] ?? 0) !== createLoad.requests)
      throw new Error(`POST /charges answered ${JSON.stringify(createLoad.statuses)}`);
    // With BENCH_PG_STATEMENTS=1 on a server that preloads pg_stat_statements (track = all):
    // each statement's time per charge, the triggers' nested ones marked.
    await printTopStatements(bench.database, createLoad.requests);
    const healthLoad = await measured({ method: 'GET', path: '/api/health' });
    const appCpuMs = createLoad.appCpuMsPerRequest;
    const pgCpuMs = createLoad.pgCpuMs;
    const healthAppMs = healthLoad.appCpuMsPerRequest;
    const healthPgMs = healthLoad.pgCpuMs;
    const created = { p50Ms: createLoad.p50Ms, p95Ms: createLoad.p95Ms };
    const lastId = (await create()).id;

    // 5,000 charges of one client, each paid 2 × 10 € of 30 € on one day: 10,000 payments, 5,000 owed.
    const seedStarted = performance.now();
    await bench.database.db.execute(sql`
      WITH made AS (
        INSERT INTO charges (space_id, receipt_number, client_id, client_name, currency, prices_include_tax,
          subtotal, discount_total, tax_total, total, tax_by_rate, created_by_name, created_at)
        SELECT ${clinic.spaceId}::uuid, 100000 + n, ${clientId}::uuid, 'Cliente Banco', 'EUR', true,
          3000, 0, 0, 3000, '[]'::jsonb, 'Banco', ${`${DAY}T10:00:00Z`}::timestamptz
        FROM generate_series(1, ${SEEDED_CHARGES}) AS n
        RETURNING id
      )
      INSERT INTO payments (space_id, charge_id, direction, method, currency, amount, business_date, taken_by, taken_by_name, taken_at)
      SELECT ${clinic.spaceId}::uuid, made.id, 'IN', m.method, 'EUR', 1000, ${DAY}::date, ${clinic.hostId}::uuid, 'Banco',
        ${`${DAY}T10:00:00Z`}::timestamptz
      FROM made CROSS JOIN (VALUES ('CASH'), ('CREDIT_CARD')) AS m(method)`);
    await bench.database.db.execute(sql`ANALYZE charges; ANALYZE payments; ANALYZE charge_balances`);
    console.log(
      `charges (postgres): seeded ${SEEDED_CHARGES} charges and ${SEEDED_CHARGES * 2} payments in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );

    const getPath = (path: string) => `${new URL(base).pathname}${path}`;
    const reads = async (path: string) => {
      const warm = await fetch(`${base}${path}`, { headers });
      const bytes = (await warm.arrayBuffer()).byteLength;
      if (warm.status !== 200) throw new Error(`${path} → ${warm.status}`);
      const load = await measured({ method: 'GET', path: getPath(path), headers });
      if ((load.statuses['200'] ?? 0) !== load.requests)
        throw new Error(`${path} → ${JSON.stringify(load.statuses)}`);
      return { ...load, bytes };
    };
    const close = await reads(`/cash-close?date=${DAY}`);
    const balance = await reads(`/clients/${clientId}/balance`);
    const pdf = await reads(`/charges/${lastId}/receipt.pdf`);
    const cpuOf = (load: { appCpuMsPerRequest: number; pgCpuMs: number }) =>
      `CPU app ${load.appCpuMsPerRequest.toFixed(2)} + PostgreSQL ${load.pgCpuMs.toFixed(2)} ms`;
    const checks = [
      checkTarget('create p95', created.p95Ms, { atMost: 30, unit: 'ms' }),
      checkTarget('create CPU', appCpuMs + pgCpuMs, { atMost: 2, unit: 'ms' }),
      checkTarget('cash close p95', close.p95Ms, { atMost: 50, unit: 'ms' }),
      checkTarget('balance p95', balance.p95Ms, { atMost: 10, unit: 'ms' }),
      checkTarget('receipt PDF p95', pdf.p95Ms, { atMost: 200, unit: 'ms' }),
    ];
    const load = loadavg()
      .map((n) => n.toFixed(1))
      .join(' ');
    console.log(
      `charges (postgres, load average ${load}, each figure ${LOAD_SECONDS} s of requests one after another from another process):\n` +
        `  POST /charges (5 lines, 2 payments) ${formatLatencies(created)} — ${checks[0]?.text}\n` +
        `  CPU per charge: app ${appCpuMs.toFixed(2)} ms + PostgreSQL ${pgCpuMs.toFixed(2)} ms = ${(appCpuMs + pgCpuMs).toFixed(2)} ms — ${checks[1]?.text}` +
        ` (floor, GET /api/health: ${formatLatencies(healthLoad)}, app ${healthAppMs.toFixed(2)} ms + PostgreSQL ${healthPgMs.toFixed(2)} ms)\n` +
        `  GET /cash-close (one day, ${SEEDED_CHARGES * 2} payments) ${formatLatencies(close)}, ${cpuOf(close)} — ${checks[2]?.text}\n` +
        `  GET /clients/{id}/balance (${SEEDED_CHARGES} charges owed) ${formatLatencies(balance)}, ${cpuOf(balance)} — ${checks[3]?.text}\n` +
        `  GET /charges/{id}/receipt.pdf (${(pdf.bytes / 1024).toFixed(0)} KB) ${formatLatencies(pdf)}, ${cpuOf(pdf)} — ${checks[4]?.text}`,
    );
    return { checks };
  } finally {
    await bench.close();
  }
}
