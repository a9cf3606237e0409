// Issue 16: a pet with 1,000 entries (signed consultations, vaccines, prescriptions, notes) and 200
// attachments, seeded by SQL. Figures: the history page's API answer (GET /records, paged by 20,
// first pages and deeper pages by cursor, plus a kind filter and a text search) p95 over HTTP; and
// the full-history PDF: time to the last byte and the growth of this process's peak RSS while it
// streams (the app runs here). Targets: p95 ≤ 30 ms (PostgreSQL), PDF ≤ 2 s with bounded memory.
import type { Database } from '@citavet/db/database';
import { sql } from 'drizzle-orm';
import { type BenchDatabase, startBenchApp } from './bench-app';
import { api, setUpClinic } from './process-cluster';
import { checkTarget, formatLatencies, type TargetCheck } from './targets';

export const RECORDS_P95_TARGET_MS = 30;
export const HISTORY_PDF_TARGET_SECONDS = 2;
const ENTRIES = 1_000;
const ATTACHMENTS = 200;
const ROUNDS = 200;

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

export async function runRecordsBench(kind: BenchDatabase): Promise<{ checks: TargetCheck[] }> {
  const bench = await startBenchApp(kind);
  try {
    const clinic = await setUpClinic(bench.url);
    const client = await api<{ data: { client: { id: string } } }>(
      bench.url,
      'POST',
      `/api/spaces/${clinic.spaceId}/clients`,
      {
        token: clinic.token,
        body: { name: 'Propietaria Banco', email: 'banco@example.com' },
      },
    );
    const pet = await api<{ data: { pet: { id: string } } }>(
      bench.url,
      'POST',
      `/api/spaces/${clinic.spaceId}/clients/${client.body.data.client.id}/pets`,
      { token: clinic.token, body: { name: 'Canela', species: 'perro' } },
    );
    const petId = pet.body.data.pet.id;
    const seedStart = performance.now();
    await seed(bench.database.db, clinic.spaceId, petId, clinic.hostId);
    console.log(
      `records (${kind}): seeded ${ENTRIES} entries and ${ATTACHMENTS} attachments in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
    );

    const base = `/api/spaces/${clinic.spaceId}/pets/${petId}`;
    const get = async (path: string) => {
      const started = performance.now();
      const response = await fetch(`${bench.url}${base}${path}`, {
        headers: { authorization: `Bearer ${clinic.token}` },
      });
      const body = await response.text();
      if (response.status !== 200) throw new Error(`${path} → ${response.status} ${body.slice(0, 200)}`);
      return { ms: performance.now() - started, body };
    };
    // Cursors of every page, so the rounds hit deep pages as well as the first.
    const cursors: Array<string | null> = [null];
    for (let cursor: string | null = null; ; ) {
      const page = JSON.parse((await get(`/records?limit=20${cursor ? `&cursor=${cursor}` : ''}`)).body) as {
        data: { nextCursor: string | null };
      };
      cursor = page.data.nextCursor;
      if (!cursor) break;
      cursors.push(cursor);
    }
    for (let warm = 0; warm < 20; warm += 1) await get('/records?limit=20');
    const timings: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const variant = round % 10;
      const cursor = cursors[(round * 7) % cursors.length];
      const path =
        variant === 8
          ? '/records?limit=20&kind=VACCINATION'
          : variant === 9
            ? '/records?limit=20&search=otitis'
            : `/records?limit=20${cursor ? `&cursor=${cursor}` : ''}`;
      timings.push((await get(path)).ms);
    }
    timings.sort((first, second) => first - second);
    // The machine's own floor in the same minute: the pet itself (one authenticated read, 3 queries).
    const floor: number[] = [];
    for (let round = 0; round < ROUNDS / 2; round += 1) floor.push((await get('')).ms);
    floor.sort((first, second) => first - second);
    const p50Ms = percentile(timings, 0.5);
    const p95Ms = percentile(timings, 0.95);
    const pageCheck = checkTarget('p95', p95Ms, { atMost: RECORDS_P95_TARGET_MS, unit: 'ms' });
    console.log(
      `records (${kind}): GET /records (20 per page, ${cursors.length} pages, kind and text filters) ` +
        `${formatLatencies({ p50Ms, p95Ms })} — target ${pageCheck.text}; ` +
        `GET /pets/{id} in the same run ${formatLatencies({ p50Ms: percentile(floor, 0.5), p95Ms: percentile(floor, 0.95) })} ` +
        `(ratio p50 ${(p50Ms / Math.max(0.01, percentile(floor, 0.5))).toFixed(1)}×)`,
    );

    // The full history as a PDF, twice (the first warms fonts and statements); peak RSS sampled.
    await get('/history.pdf');
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let peakRss = rssBefore;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }, 10);
    const started = performance.now();
    const response = await fetch(`${bench.url}${base}/history.pdf`, {
      headers: { authorization: `Bearer ${clinic.token}` },
    });
    let bytes = 0;
    for await (const chunk of response.body ?? []) bytes += (chunk as Uint8Array).length;
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const growthMb = (peakRss - rssBefore) / 1024 / 1024;
    const pdfCheck = checkTarget('', seconds, { atMost: HISTORY_PDF_TARGET_SECONDS, unit: 's' });
    console.log(
      `records (${kind}): history.pdf of ${ENTRIES} entries: ${(bytes / 1024).toFixed(0)} KB in ${seconds.toFixed(2)} s ` +
        `(target ${pdfCheck.text}), peak RSS +${growthMb.toFixed(1)} MB`,
    );
    return { checks: [pageCheck, pdfCheck] };
  } finally {
    await bench.close();
  }
}

/** 1,000 signed entries over ten years (a tenth of them with an addendum) and 200 attachment rows. */
export { seed as seedForProfile };
async function seed(db: Database, spaceId: string, petId: string, authorId: string) {
  await db.execute(sql`
    insert into record_entries (space_id, pet_id, kind, status, content, search_text, weight_kg, occurred_at,
      author_id, author_name, signed_by_id, signed_by_name, signed_at)
    select ${spaceId}, ${petId}, kinds.kind,
      -- The first 200 notes start as drafts: attachments go on drafts, which are signed afterwards.
      case when kinds.kind = 'NOTE' and i <= 4 * ${ATTACHMENTS} then 'DRAFT' else 'SIGNED' end, kinds.content, kinds.search_text, kinds.weight,
      timestamptz '2016-01-01 10:00+01' + (i * interval '3 days 15 hours'),
      ${authorId}, 'Dra. Banco', ${authorId}, 'Dra. Banco',
      timestamptz '2016-01-01 10:30+01' + (i * interval '3 days 15 hours')
    from generate_series(1, ${ENTRIES}) as i,
    lateral (
      select * from (values
        ('CONSULTATION', jsonb_build_object('reason', 'Otitis externa ' || i, 'anamnesis', 'Se rasca la oreja desde hace días',
          'exam', jsonb_build_object('weightKg', 10 + (i % 50) / 10.0, 'temperatureC', 38.5, 'heartRate', 100,
            'respiratoryRate', 24, 'bodyCondition', 5, 'mucousMembranes', 'rosadas', 'findings', null),
          'presumptiveDiagnosis', 'Otitis', 'definitiveDiagnosis', null, 'treatment', 'Limpieza ótica y gotas',
          'ownerInstructions', 'Limpiar cada 12 horas', 'nextControlOn', null),
          'Otitis externa Se rasca la oreja Limpieza ótica', (10 + (i % 50) / 10.0)::numeric),
        ('VACCINATION', jsonb_build_object('product', 'Nobivac Rabia', 'laboratory', 'MSD', 'lot', 'L' || i, 'dose', '1 ml',
          'givenOn', to_char(date '2016-01-01' + i * 3, 'YYYY-MM-DD'), 'nextDueOn', null),
          'Nobivac Rabia MSD', null),
        ('PRESCRIPTION', jsonb_build_object('items', jsonb_build_array(jsonb_build_object('drug', 'Amoxicilina', 'concentration', '250 mg',
          'dose', '1 comprimido', 'route', 'oral', 'frequency', 'cada 12 horas', 'duration', '7 días', 'quantity', '14')), 'notes', null),
          'Amoxicilina 250 mg', null),
        ('NOTE', jsonb_build_object('title', 'Llamada', 'text', 'El propietario llamó para consultar la evolución'), 'Llamada evolución', null)
      ) as options(kind, content, search_text, weight)
      offset (i % 4) limit 1
    ) as kinds`);
  await db.execute(sql`
    insert into record_addenda (space_id, record_id, author_id, author_name, text)
    select space_id, id, author_id, 'Dra. Banco', 'Corrección de la dosis' from record_entries
    where pet_id = ${petId} and kind = 'PRESCRIPTION' and random() < 0.4`);
  await db.execute(sql`
    insert into record_attachments (space_id, pet_id, record_id, storage_key, mime_type, original_name, file_size)
    select space_id, pet_id, id, 'spaces/' || space_id || '/records/' || md5(id::text), 'application/pdf', 'laboratorio.pdf', 120000
    from record_entries where pet_id = ${petId} and status = 'DRAFT'`);
  await db.execute(sql`update record_entries set status = 'SIGNED', signed_at = occurred_at, signed_by_id = author_id,
    signed_by_name = author_name where pet_id = ${petId} and status = 'DRAFT'`);
  await db.execute(sql`analyze record_entries; analyze record_addenda; analyze record_attachments`);
}
