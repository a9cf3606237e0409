// Charges (decision 071), on PostgreSQL: issuing a charge with 5 lines and 2 payments over HTTP
// (p95, and the CPU the app and PostgreSQL spend per charge), a day's cash close over 10,000
// payments, a client's balance over 5,000 charges, and the receipt PDF.
// Targets: ≤ 30 ms p95 and ≤ 2 ms CPU; ≤ 50 ms; ≤ 10 ms; ≤ 200 ms.
import { sql } from 'drizzle-orm';
import { startBenchApp } from './bench-app';
import { postgresCpuMilliseconds } from './postgres-cpu';
import { api, setUpClinic } from './process-cluster';
import { checkTarget, formatLatencies, type TargetCheck } from './targets';

const CHARGE_ROUNDS = 300;
const READ_ROUNDS = 200;
const PDF_ROUNDS = 30;
const SEEDED_CHARGES = 5_000;
const DAY = '2026-01-15';

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}
const figures = (list: number[]) => {
  list.sort((a, b) => a - b);
  return { p50Ms: percentile(list, 0.5), p95Ms: percentile(list, 0.95) };
};

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
      const started = performance.now();
      const response = await fetch(`${base}/charges`, { method: 'POST', headers, body });
      const text = await response.text();
      if (response.status !== 201)
        throw new Error(`POST /charges → ${response.status} ${text.slice(0, 200)}`);
      return {
        ms: performance.now() - started,
        id: (JSON.parse(text) as { data: { charge: { id: string } } }).data.charge.id,
      };
    };
    for (let warm = 0; warm < 30; warm += 1) await create();
    const cpuBefore = process.cpuUsage();
    const pgBefore = await postgresCpuMilliseconds();
    const createTimes: number[] = [];
    let lastId = '';
    for (let round = 0; round < CHARGE_ROUNDS; round += 1) {
      const { ms, id } = await create();
      createTimes.push(ms);
      lastId = id;
    }
    const cpu = process.cpuUsage(cpuBefore);
    const pgAfter = await postgresCpuMilliseconds();
    const appCpuMs = (cpu.user + cpu.system) / 1000 / CHARGE_ROUNDS;
    const pgCpuMs = pgBefore !== null && pgAfter !== null ? (pgAfter - pgBefore) / CHARGE_ROUNDS : Number.NaN;
    const created = figures(createTimes);
    // The floor on the same machine at the same moment: CPU of the app and PostgreSQL per GET /api/health.
    const healthBefore = process.cpuUsage();
    const healthPgBefore = await postgresCpuMilliseconds();
    for (let round = 0; round < CHARGE_ROUNDS; round += 1)
      await (await fetch(`${bench.url}/api/health`)).arrayBuffer();
    const healthCpu = process.cpuUsage(healthBefore);
    const healthPgAfter = await postgresCpuMilliseconds();
    const healthAppMs = (healthCpu.user + healthCpu.system) / 1000 / CHARGE_ROUNDS;
    const healthPgMs =
      healthPgBefore !== null && healthPgAfter !== null
        ? (healthPgAfter - healthPgBefore) / CHARGE_ROUNDS
        : Number.NaN;

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

    const timeGet = async (path: string, expected = 200) => {
      const started = performance.now();
      const response = await fetch(`${base}${path}`, { headers });
      const bytes = await response.arrayBuffer();
      if (response.status !== expected) throw new Error(`${path} → ${response.status}`);
      return { ms: performance.now() - started, bytes: bytes.byteLength };
    };
    const close: number[] = [];
    const balance: number[] = [];
    for (let warm = 0; warm < 10; warm += 1) {
      await timeGet(`/cash-close?date=${DAY}`);
      await timeGet(`/clients/${clientId}/balance`);
    }
    for (let round = 0; round < READ_ROUNDS; round += 1) {
      close.push((await timeGet(`/cash-close?date=${DAY}`)).ms);
      balance.push((await timeGet(`/clients/${clientId}/balance`)).ms);
    }
    const pdf: number[] = [];
    await timeGet(`/charges/${lastId}/receipt.pdf`);
    let pdfBytes = 0;
    for (let round = 0; round < PDF_ROUNDS; round += 1) {
      const { ms, bytes } = await timeGet(`/charges/${lastId}/receipt.pdf`);
      pdf.push(ms);
      pdfBytes = bytes;
    }
    const closeFigures = figures(close);
    const balanceFigures = figures(balance);
    const pdfFigures = figures(pdf);
    const checks = [
      checkTarget('create p95', created.p95Ms, { atMost: 30, unit: 'ms' }),
      checkTarget('create CPU', appCpuMs + pgCpuMs, { atMost: 2, unit: 'ms' }),
      checkTarget('cash close p95', closeFigures.p95Ms, { atMost: 50, unit: 'ms' }),
      checkTarget('balance p95', balanceFigures.p95Ms, { atMost: 10, unit: 'ms' }),
      checkTarget('receipt PDF p95', pdfFigures.p95Ms, { atMost: 200, unit: 'ms' }),
    ];
    console.log(
      `charges (postgres): POST /charges (5 lines, 2 payments) ${formatLatencies(created)} — ${checks[0]?.text}\n` +
        `  CPU per charge: app ${appCpuMs.toFixed(2)} ms + PostgreSQL ${pgCpuMs.toFixed(2)} ms = ${(appCpuMs + pgCpuMs).toFixed(2)} ms — ${checks[1]?.text}` +
        ` (floor, GET /api/health: app ${healthAppMs.toFixed(2)} ms + PostgreSQL ${healthPgMs.toFixed(2)} ms; the app figure includes this process's HTTP client)\n` +
        `  GET /cash-close (one day, ${SEEDED_CHARGES * 2} payments) ${formatLatencies(closeFigures)} — ${checks[2]?.text}\n` +
        `  GET /clients/{id}/balance (${SEEDED_CHARGES} charges owed) ${formatLatencies(balanceFigures)} — ${checks[3]?.text}\n` +
        `  GET /charges/{id}/receipt.pdf (${(pdfBytes / 1024).toFixed(0)} KB) ${formatLatencies(pdfFigures)} — ${checks[4]?.text}`,
    );
    return { checks };
  } finally {
    await bench.close();
  }
}
