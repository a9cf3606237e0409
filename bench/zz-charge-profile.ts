// temporary profiling script (not committed)
import { sql } from 'drizzle-orm';
import { startBenchApp } from './bench-app';
import { api, setUpClinic } from './process-cluster';
const bench = await startBenchApp('postgres');
const clinic = await setUpClinic(bench.url, async (userId) => {
  await bench.database.db.execute(sql`UPDATE users SET email_verified_at = now() WHERE id = ${userId}`);
});
const client = await api<any>(bench.url, 'POST', `/api/spaces/${clinic.spaceId}/clients`, { token: clinic.token, body: { name: 'Cliente Banco', email: 'banco@example.com' } });
const clientId = client.body.data.client.id;
const base = `${bench.url}/api/spaces/${clinic.spaceId}`;
const headers = { authorization: `Bearer ${clinic.token}`, 'content-type': 'application/json' };
const lines = [1, 2, 3, 4, 5].map((n) => ({ kind: 'PRODUCT', description: `Producto ${n}`, quantity: n, unitPrice: 1234 + n, taxRateBp: 0, ...(n === 2 ? { discount: { kind: 'PERCENT', value: 1000 } } : {}) }));
const body = JSON.stringify({ clientId, currency: 'EUR', lines, payments: [{ method: 'DEBIT_CARD', amount: 5000 }, { method: 'CASH', amount: 20_000 }] });
const mode = process.argv[2] ?? 'create';
let lastId = '';
const N = Number(process.argv[3] ?? 1000);
for (let i = 0; i < (mode === 'create' ? N : 5); i++) {
  const r = await fetch(`${base}/charges`, { method: 'POST', headers, body });
  const t = await r.text();
  if (r.status !== 201) throw new Error(t);
  lastId = JSON.parse(t).data.charge.id;
}
if (mode === 'pdf') {
  for (let i = 0; i < N; i++) {
    const s = performance.now();
    const r = await fetch(`${base}/charges/${lastId}/receipt.pdf`, { headers });
    await r.arrayBuffer();
    if (i < 5 || i % 10 === 0) console.log('pdf', (performance.now() - s).toFixed(1));
  }
}
await bench.close();
