// A pet with 1,000 entries (signed consultations, vaccines, prescriptions, notes) and 200
// attachments, seeded by SQL. Figures: the history page's API answer (GET /records, paged by 20,
// first pages and deeper pages by cursor, plus a kind filter and a text search) p95 over HTTP; and
// the full-history PDF: time to the last byte and the growth of this process's peak RSS while it
// streams (the app runs here). Targets: p95 ≤ 30 ms (PostgreSQL), PDF ≤ 2 s with bounded memory.
import type { Database } from '@citavet/db/database';
import type { RecordEntry } from '@citavet/domain/records/record-entry.schema';
import { sql } from 'drizzle-orm';
import { startHistoryPdf, writeHistoryEntry } from '../apps/api/src/features/records/documents/history-pdf';
import { pdfToBuffer } from '../apps/api/src/features/records/documents/record-pdf';
import { presentRecord } from '../apps/api/src/features/records/record-values';
import { listRecordsChronological } from '../apps/api/src/features/records/records-history.repository';
import { type BenchDatabase, startBenchApp, verifyInDatabase } from './bench-app';
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
    const clinic = await setUpClinic(bench.url, verifyInDatabase(bench));
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
    // Each round times a history page and, right after, the two baselines of the same moment: the
    // floor of any request (GET /api/health) and the simplest authenticated read (GET /pets/{id},
    // membership plus one row). On a shared machine the ratios are what compare across runs.
    const timings: number[] = [];
    const byVariant = new Map<string, number[]>();
    const health: number[] = [];
    const floor: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const variant = round % 10;
      const cursor = cursors[(round * 7) % cursors.length];
      const [label, path] =
        variant === 8
          ? ['kind filter', '/records?limit=20&kind=VACCINATION']
          : variant === 9
            ? ['text search', '/records?limit=20&search=otitis']
            : cursor
              ? ['deeper page', `/records?limit=20&cursor=${cursor}`]
              : ['first page', '/records?limit=20'];
      const { ms } = await get(path);
      timings.push(ms);
      byVariant.set(label, [...(byVariant.get(label) ?? []), ms]);
      if (round % 2 === 0) {
        health.push(await timeUrl(`${bench.url}/api/health`));
        floor.push((await get('')).ms);
      }
    }
    for (const list of [timings, health, floor]) list.sort((first, second) => first - second);
    const p50Ms = percentile(timings, 0.5);
    const p95Ms = percentile(timings, 0.95);
    const healthP50 = percentile(health, 0.5);
    const floorP50 = percentile(floor, 0.5);
    const ratio = (value: number, base: number) => `${(value / Math.max(0.01, base)).toFixed(1)}×`;
    const pageCheck = checkTarget('p95', p95Ms, { atMost: RECORDS_P95_TARGET_MS, unit: 'ms' });
    console.log(
      `records (${kind}): GET /records (20 per page, ${cursors.length} pages, kind and text filters) ` +
        `${formatLatencies({ p50Ms, p95Ms })} — target ${pageCheck.text}\n` +
        `  baselines in the same rounds: GET /api/health ${formatLatencies({ p50Ms: healthP50, p95Ms: percentile(health, 0.95) })}, ` +
        `GET /pets/{id} ${formatLatencies({ p50Ms: floorP50, p95Ms: percentile(floor, 0.95) })}\n` +
        `  ratios: p50 ${ratio(p50Ms, healthP50)} health, ${ratio(p50Ms, floorP50)} the pet read; ` +
        `p95 ${ratio(p95Ms, percentile(health, 0.95))} health, ${ratio(p95Ms, percentile(floor, 0.95))} the pet read`,
    );
    for (const [label, list] of byVariant) {
      list.sort((first, second) => first - second);
      console.log(
        `    ${label.padEnd(12)} p50 ${percentile(list, 0.5).toFixed(2)} ms (${ratio(percentile(list, 0.5), floorP50)} the pet read), n=${list.length}`,
      );
    }
    console.log(`    plans: ${await pagePlans(bench.database.db, clinic.spaceId, petId)}`);

    // The PDF's two costs apart: reading every entry (the same paged reads the stream makes) and
    // pdfkit writing them with nothing to wait for.
    const readStarted = performance.now();
    const everything = await readWholeHistory(bench.database.db, clinic.spaceId, petId);
    const readSeconds = (performance.now() - readStarted) / 1000;
    const writeStarted = performance.now();
    const pdfBytes = await writeHistoryOffline(everything);
    const writeSeconds = (performance.now() - writeStarted) / 1000;
    console.log(
      `records (${kind}): history.pdf split — database reads ${readSeconds.toFixed(2)} s ` +
        `(${everything.length} entries, ${Math.ceil(ENTRIES / 100)} queries), pdfkit ${writeSeconds.toFixed(2)} s (${(pdfBytes / 1024).toFixed(0)} KB)`,
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
        `(target ${pdfCheck.text}), peak RSS +${growthMb.toFixed(1)} MB; ` +
        `${(seconds / Math.max(0.001, readSeconds + writeSeconds)).toFixed(2)}× its reads plus pdfkit alone, ` +
        `${(seconds / Math.max(0.001, healthP50 / 1000)).toFixed(0)}× a health call`,
    );
    return { checks: [pageCheck, pdfCheck] };
  } finally {
    await bench.close();
  }
}

/** 1,000 signed entries over ten years (a tenth of them with an addendum) and 200 attachment rows. */
async function timeUrl(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  return performance.now() - started;
}

/** Every entry of the pet oldest first, by the history PDF's own paged read. */
async function readWholeHistory(db: Database, spaceId: string, petId: string) {
  const entries: RecordEntry[] = [];
  let after: { occurredAt: Date; id: string } | null = null;
  for (;;) {
    const page = await listRecordsChronological(db, spaceId, petId, {
      from: null,
      to: null,
      after,
      limit: 100,
    });
    for (const row of page.rows)
      entries.push(presentRecord(row, page.addenda, page.attachments, 'Europe/Madrid'));
    const last = page.rows.at(-1);
    if (!last || page.rows.length < 100) return entries;
    after = { occurredAt: last.occurredAt, id: last.id };
  }
}

/** pdfkit alone: the same document written from entries already in memory; its size in bytes. */
async function writeHistoryOffline(entries: RecordEntry[]): Promise<number> {
  const doc = startHistoryPdf(
    {
      clinic: {
        name: 'Clínica Banco',
        address: null,
        city: null,
        state: null,
        country: null,
        phone: null,
        email: null,
        logo: null,
      },
      pet: {
        id: 'p',
        name: 'Canela',
        species: 'perro',
        breed: null,
        sex: 'desconocido',
        birthDate: null,
        microchip: null,
      },
      owner: { id: 'o', name: 'Propietaria Banco', phone: null, email: 'banco@example.com' },
      timeZone: 'Europe/Madrid',
    },
    { from: null, to: null },
    '2026-11-26',
  );
  for (const entry of entries) writeHistoryEntry(doc, entry);
  return (await pdfToBuffer(doc)).length;
}

/** The plan PostgreSQL picks for a page (first page, deep page, kind, search) at this size. */
async function pagePlans(db: Database, spaceId: string, petId: string): Promise<string> {
  const scope = sql`space_id = ${spaceId} and pet_id = ${petId}`;
  const wheres = [
    ['first', scope],
    [
      'deep',
      sql`${scope} and (occurred_at, id) < (timestamptz '2019-01-01', '00000000-0000-0000-0000-000000000000'::uuid)`,
    ],
    ['kind', sql`${scope} and kind = 'VACCINATION'`],
    ['search', sql`${scope} and search_folded like '%otitis%'`],
  ] as const;
  const parts: string[] = [];
  for (const [label, where] of wheres) {
    const result = (await db.execute(
      sql`explain analyze select * from record_entries where ${where} order by occurred_at desc, id desc limit 21`,
    )) as unknown as { rows: Array<Record<string, string>> };
    const lines = result.rows.map((row) => Object.values(row)[0] ?? '');
    const scan =
      lines
        .find((line) => /Scan/.test(line))
        ?.trim()
        .split('  (')[0] ?? '?';
    const execution =
      lines.find((line) => line.startsWith('Execution Time'))?.replace('Execution Time: ', '') ?? '?';
    parts.push(`${label}: ${scan}, ${execution}`);
  }
  return parts.join('; ');
}

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
