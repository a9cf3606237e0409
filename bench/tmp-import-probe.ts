import { sql } from 'drizzle-orm';
import { startBenchApp } from './bench-app';
import { seedClients } from './clients-search.bench';
import { setUpClinic } from './process-cluster';

const bench = await startBenchApp('postgres');
try {
  const clinic = await setUpClinic(bench.url);
  await seedClients(bench, clinic.spaceId, 100_000, 150_000);
  const { db } = bench.database;
  const values = (from: number) =>
    sql.join(
      Array.from({ length: 500 }, (_, i) => {
        const n = from + i;
        return sql`(${clinic.spaceId}::uuid, ${`Importado ${n} Pruebas`}, ${`imp${n}@correo.es`}, ${`+34 7${String(n).padStart(8, '0')}`}, ${`X${n}`})`;
      }),
      sql`, `,
    );
  for (const from of [0, 500, 1000]) {
    const r = (await db.execute(sql`explain (analyze, buffers off, timing off) insert into clients (space_id, name, email, phone, document_id) values ${values(from)}`)) as unknown as { rows: Record<string, string>[] };
    console.log(r.rows.map((x) => Object.values(x)[0]).join('\n'));
  }
  const { findClientsByImportKeys } = await import('../apps/api/src/features/clients/client-import.repository');
  const emails = Array.from({ length: 500 }, (_, i) => `imp${i + 5000}@correo.es`);
  for (let k = 0; k < 3; k++) {
    const started = performance.now();
    const found = await db.transaction((tx) =>
      findClientsByImportKeys(tx as never, clinic.spaceId, {
        emails,
        phoneDigits: emails.map((_, i) => `7${String(i + 500 * k).padStart(8, '0')}`),
        documentKeys: emails.map((_, i) => `x${i + 5000}`),
      }),
    );
    console.log('match', found.length, performance.now() - started);
    const phones = emails.map((_, i) => `7${String(i + 500 * k).padStart(8, '0')}`);
    const r2 = (await db.execute(sql`explain analyze select id from clients where id in (select id from clients where space_id = ${clinic.spaceId}::uuid and email is not null and lower(email) = any(${`{${emails.join(',')}}`}::text[]) union select id from clients where space_id = ${clinic.spaceId}::uuid and phone_digits = any(${`{${phones.join(',')}}`}::text[])) order by created_at, id for update`)) as unknown as { rows: Record<string, string>[] };
    console.log(r2.rows.map((x) => Object.values(x)[0]).join('\n'));
  }
} finally {
  await bench.close();
}
