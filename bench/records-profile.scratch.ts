import { sql } from 'drizzle-orm';
import { startBenchApp } from './bench-app';
import { api, setUpClinic } from './process-cluster';
import { listRecordPage, findRecordDetails } from '../apps/api/src/features/records/records.repository';

const bench = await startBenchApp('postgres');
try {
  const clinic = await setUpClinic(bench.url);
  const client = await api<any>(bench.url, 'POST', `/api/spaces/${clinic.spaceId}/clients`, { token: clinic.token, body: { name: 'P B', email: 'b@example.com' } });
  const pet = await api<any>(bench.url, 'POST', `/api/spaces/${clinic.spaceId}/clients/${client.body.data.client.id}/pets`, { token: clinic.token, body: { name: 'Canela', species: 'perro' } });
  const petId = pet.body.data.pet.id;
  const mod = await import('./records.bench');
  await (mod as any).seedForProfile(bench.database.db, clinic.spaceId, petId, clinic.hostId);
  const base = `/api/spaces/${clinic.spaceId}/pets/${petId}`;
  const time = async (label: string, path: string, n = 40) => {
    const t: number[] = [];
    for (let i = 0; i < n + 5; i++) {
      const s = performance.now();
      const r = await fetch(`${bench.url}${base}${path}`, { headers: { authorization: `Bearer ${clinic.token}` } });
      await r.text();
      if (i >= 5) t.push(performance.now() - s);
    }
    t.sort((a, b) => a - b);
    console.log(label.padEnd(20), 'p50', t[n / 2]?.toFixed(2), 'p95', t[Math.floor(n * 0.95)]?.toFixed(2));
  };
  const page = JSON.parse(await (await fetch(`${bench.url}${base}/records?limit=20`, { headers: { authorization: `Bearer ${clinic.token}` } })).text());
  let cursor = page.data.nextCursor;
  for (let i = 0; i < 30; i++) { const p = JSON.parse(await (await fetch(`${bench.url}${base}/records?limit=20&cursor=${cursor}`, { headers: { authorization: `Bearer ${clinic.token}` } })).text()); cursor = p.data.nextCursor; }
  await time('health', '/../../../../health');
  await time('pet', '');
  await time('first page', '/records?limit=20');
  await time('deep page', `/records?limit=20&cursor=${cursor}`);
  await time('kind', '/records?limit=20&kind=VACCINATION');
  await time('search', '/records?limit=20&search=otitis');
  await time('weights', '/weights');
  const db = bench.database.db;
  const q = async (label: string, f: () => Promise<unknown>) => {
    const t: number[] = [];
    for (let i = 0; i < 45; i++) { const s = performance.now(); await f(); if (i >= 5) t.push(performance.now() - s); }
    t.sort((a, b) => a - b); console.log('  query', label.padEnd(14), 'p50', t[20]?.toFixed(2));
  };
  const [c1, c2] = cursor.split('_');
  await q('page', () => listRecordPage(db, clinic.spaceId, petId, { search: null, after: null, limit: 21 }));
  await q('deep', () => listRecordPage(db, clinic.spaceId, petId, { search: null, after: { occurredAt: new Date(Number(c1)), id: c2 }, limit: 21 }));
  await q('kind', () => listRecordPage(db, clinic.spaceId, petId, { kind: 'VACCINATION', search: null, after: null, limit: 21 }));
  await q('search', () => listRecordPage(db, clinic.spaceId, petId, { search: 'otitis', after: null, limit: 21 }));
  const rows = await listRecordPage(db, clinic.spaceId, petId, { search: null, after: null, limit: 20 });
  await q('details', () => findRecordDetails(db, clinic.spaceId, rows.map((r) => r.id)));
  for (const [label, where] of [
    ['first', sql`space_id = ${clinic.spaceId} and pet_id = ${petId}`],
    ['deep', sql`space_id = ${clinic.spaceId} and pet_id = ${petId} and (occurred_at < ${new Date(Number(c1)).toISOString()} or (occurred_at = ${new Date(Number(c1)).toISOString()} and id < ${c2}))`],
    ['kind', sql`space_id = ${clinic.spaceId} and pet_id = ${petId} and kind = 'VACCINATION'`],
    ['search', sql`space_id = ${clinic.spaceId} and pet_id = ${petId} and search_folded like '%' || citavet_fold('otitis') || '%'`],
  ] as const) {
    const r = (await db.execute(sql`explain analyze select * from record_entries where ${where} order by occurred_at desc, id desc limit 21`)) as any;
    console.log(label, '\n', r.rows.map((x: any) => x['QUERY PLAN']).join('\n '));
  }
  const r = (await db.execute(sql`explain analyze select * from record_attachments where space_id = ${clinic.spaceId} and record_id in (${sql.join(rows.map((x) => sql`${x.id}`), sql`, `)}) order by created_at, position, id`)) as any;
  console.log('att\n', r.rows.map((x: any) => x['QUERY PLAN']).join('\n '));
} finally {
  await bench.close();
}
