// Client search in a space with 100,000 clients and 150,000 pets (seeded by SQL with
// generate_series, seconds instead of minutes through the API), p95 over HTTP per query kind; and
// the CSV import of 20,000 rows, timed, with the growth of this process's peak RSS (the app runs
// here). PGlite gets a smaller seed (10,000 clients, 15,000 pets): building its trigram indexes at
// 100,000 rows takes minutes in WASM. The machine is shared and its speed swings, so every figure
// also comes as a ratio to a baseline measured in the same run: the simplest authenticated read
// (GET one client with its pets, same sign-in check and JSON path), timed in the same rounds as
// the searches (interleaved, so a burst of load hits both).
import { readFile, writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql } from 'drizzle-orm';
import { CSV_IMPORT_MAX_ROWS } from '../apps/api/src/uploads/csv-import-run';
import { CSV_IMPORT_BATCH_ROWS } from '../apps/api/src/uploads/csv-upload-reader';
import {
  type BenchApp,
  type BenchDatabase,
  isPostgresAvailable,
  startBenchApp,
  verifyInDatabase,
} from './bench-app';
import { setUpClinic } from './process-cluster';
import { checkTarget, formatLatencies, formatNumber, type TargetCheck } from './targets';

export const CLIENT_SEARCH_P95_TARGET_MS = 10;
export const CLIENT_IMPORT_TARGET_SECONDS = 10;
const ROUNDS = 60;
const IMPORT_ROWS = 20_000;
/** A smaller import first: the RSS growth of 5,000 and of 20,000 rows shows whether memory grows with the file. */
const SMALL_IMPORT_ROWS = 5_000;

const FIRST_NAMES = [
  'María',
  'José',
  'Ana',
  'Juan',
  'Lucía',
  'Carlos',
  'Carmen',
  'Javier',
  'Laura',
  'Manuel',
  'Marta',
  'Pedro',
  'Sofía',
  'Miguel',
  'Paula',
  'Antonio',
  'Elena',
  'Francisco',
  'Isabel',
  'David',
  'Mario',
  'Marcos',
  'Raquel',
  'Andrés',
  'Pilar',
  'Diego',
  'Rosa',
  'Jorge',
  'Teresa',
  'Álvaro',
  'Nuria',
  'Sergio',
  'Cristina',
  'Pablo',
  'Beatriz',
  'Rubén',
  'Silvia',
  'Alberto',
  'Patricia',
  'Fernando',
];
const SURNAMES = [
  'García',
  'Fernández',
  'González',
  'Rodríguez',
  'López',
  'Martínez',
  'Sánchez',
  'Pérez',
  'Gómez',
  'Martín',
  'Jiménez',
  'Ruiz',
  'Hernández',
  'Díaz',
  'Moreno',
  'Muñoz',
  'Álvarez',
  'Romero',
  'Alonso',
  'Gutiérrez',
  'Navarro',
  'Torres',
  'Domínguez',
  'Vázquez',
  'Ramos',
  'Gil',
  'Ramírez',
  'Serrano',
  'Blanco',
  'Molina',
  'Morales',
  'Suárez',
  'Ortega',
  'Delgado',
  'Castro',
  'Ortiz',
  'Rubio',
  'Marín',
  'Sanz',
  'Núñez',
  'Iglesias',
  'Medina',
  'Garrido',
  'Cortés',
  'Castillo',
  'Santos',
  'Lozano',
  'Guerrero',
];
const PET_NAMES = [
  'Luna',
  'Toby',
  'Canela',
  'Rocky',
  'Nala',
  'Max',
  'Coco',
  'Kira',
  'Simba',
  'Lola',
  'Bruno',
  'Milo',
  'Chispa',
  'Thor',
  'Lucas',
  'Nieve',
  'Duna',
  'Zeus',
  'Mia',
  'Leo',
  'Bimba',
  'Sol',
  'Olivia',
  'Rufo',
];

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/** Clients "First Surname Surname" with an e-mail, a Spanish mobile and a DNI-like document; pets with chips. */
export async function seedClients(bench: BenchApp, spaceId: string, clientCount: number, petCount: number) {
  const { db } = bench.database;
  await db.execute(sql`
    insert into clients (space_id, name, email, phone, document_id)
    select ${spaceId}::uuid,
      -- Mixed radix: 40 × 48 × 48 = 92,160 distinct names, so a full name matches about one client.
      (${textArray(FIRST_NAMES)})[1 + g % ${FIRST_NAMES.length}] || ' ' ||
      (${textArray(SURNAMES)})[1 + (g / ${FIRST_NAMES.length}) % ${SURNAMES.length}] || ' ' ||
      (${textArray(SURNAMES)})[1 + (g / ${FIRST_NAMES.length * SURNAMES.length}) % ${SURNAMES.length}],
      'cliente' || g || '@correo.es',
      '+34 6' || lpad(((g * 7919) % 100000000)::text, 8, '0'),
      lpad(g::text, 8, '0') || '-' || (g % 10)
    from generate_series(1, ${clientCount}) as g`);
  await db.execute(sql`
    insert into pets (space_id, client_id, name, species, microchip)
    select ${spaceId}::uuid, owner.id, (${textArray(PET_NAMES)})[1 + g % ${PET_NAMES.length}],
      case when g % 3 = 0 then 'gato' else 'perro' end, '985' || lpad(g::text, 12, '0')
    from generate_series(1, ${petCount}) as g
    join (select id, row_number() over (order by id) as position from clients where space_id = ${spaceId}::uuid) as owner
      on owner.position = 1 + (g - 1) % ${clientCount}`);
  // As autovacuum would leave them: GIN's pending list merged (scanning it cost every search ~5 ms).
  await db.execute(sql`vacuum analyze clients`);
  await db.execute(sql`vacuum analyze pets`);
  // The words tables of the full-name match (decision 064): read by index-only scans, which need
  // the visibility map vacuum sets.
  await db.execute(sql`vacuum analyze client_name_words`);
  await db.execute(sql`vacuum analyze client_name_word_pairs`);
}

type QueryKind = { label: string; texts: string[]; clientIds?: string[] };

/** Real names, phones and chips of the seed, typed as reception would. */
async function queryKinds(bench: BenchApp, spaceId: string): Promise<QueryKind[]> {
  const sample = (await bench.database.db.execute(sql`
    select c.id, c.name, c.phone, p.microchip from clients c join pets p on p.client_id = c.id
    where c.space_id = ${spaceId}::uuid order by c.id limit 20`)) as unknown as {
    rows: { id: string; name: string; phone: string; microchip: string }[];
  };
  const rows = sample.rows;
  return [
    { label: 'baseline: GET one client', texts: [], clientIds: rows.map((row) => row.id) },
    { label: "3 letters ('mar')", texts: ['mar'] },
    { label: 'full name', texts: rows.map((row) => row.name) },
    {
      label: 'phone (prefix, spaces)',
      texts: rows.map((row, index) => {
        const digits = row.phone.replace(/\D/g, '').slice(2);
        const spaced = `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
        return index % 2 === 0 ? `+34 ${spaced}` : spaced;
      }),
    },
    { label: 'microchip (15 digits)', texts: rows.map((row) => row.microchip) },
  ];
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}

type Figures = { p50Ms: number; p95Ms: number; p99Ms: number; total: number };

/** One timed request of a kind: a search, or the baseline's client read. */
async function timedRequest(url: string, token: string, spaceId: string, kind: QueryKind, round: number) {
  const clientId = kind.clientIds?.[round % kind.clientIds.length];
  const text = kind.texts[round % Math.max(1, kind.texts.length)] ?? '';
  const path = clientId
    ? `/api/spaces/${spaceId}/clients/${clientId}`
    : `/api/spaces/${spaceId}/clients?search=${encodeURIComponent(text)}`;
  const started = performance.now();
  const response = await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json()) as {
    data?: { client?: unknown; clients?: unknown[]; pagination?: { total: number } };
  };
  const elapsed = performance.now() - started;
  const found = clientId ? (body.data?.client ? 1 : 0) : (body.data?.clients?.length ?? 0);
  if (response.status !== 200 || found === 0) {
    throw new Error(`${kind.label} '${clientId ?? text}' answered ${response.status} with ${found} clients`);
  }
  return { elapsed, total: body.data?.pagination?.total ?? 1 };
}

/**
 * Every kind (the baseline first) for ROUNDS rounds, one request of each kind per round: a burst of
 * load from other processes lands on all kinds alike, so the ratios to the baseline stay readable.
 */
async function measureKinds(url: string, token: string, spaceId: string, kinds: QueryKind[]) {
  for (let round = 0; round < 5; round++) {
    for (const kind of kinds) await timedRequest(url, token, spaceId, kind, round);
  }
  const latencies = kinds.map((): number[] => []);
  const totals = kinds.map(() => 0);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [index, kind] of kinds.entries()) {
      const result = await timedRequest(url, token, spaceId, kind, round);
      latencies[index]?.push(result.elapsed);
      totals[index] = result.total;
    }
  }
  return latencies.map((measured, index): Figures => {
    const sorted = measured.sort((a, b) => a - b);
    return {
      p50Ms: percentile(sorted, 0.5),
      p95Ms: percentile(sorted, 0.95),
      p99Ms: percentile(sorted, 0.99),
      total: totals[index] ?? 0,
    };
  });
}

/** Peak RSS of this process (VmHWM), reset first when Linux lets us (writing 5 to clear_refs). */
async function peakRss(reset: boolean): Promise<number> {
  if (reset) await writeFile('/proc/self/clear_refs', '5').catch(() => undefined);
  const status = await readFile('/proc/self/status', 'utf8');
  return Number(/^VmHWM:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024;
}

/** V8's collector, reachable without `--expose-gc` on the command line. */
function collector(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

/**
 * POSTs a CSV of `rows` clients. With `sampleLiveHeap`, a full collection every 100 ms samples the
 * live heap (what the import holds, not garbage V8 has not yet collected): its peak growth is the
 * figure that must not grow with the file. The peak RSS growth is printed too, but V8 lets garbage
 * pile up to its own limits, so RSS says little about what an import retains.
 */
async function importCsv(
  url: string,
  token: string,
  spaceId: string,
  options: { rows: number; first: number; sampleLiveHeap: boolean },
) {
  const lines = ['nombre;correo;telefono;documento'];
  for (let index = options.first; index < options.first + options.rows; index++) {
    lines.push(
      `Importado ${index} Pruebas;importado${index}@correo.es;+34 7${String(index).padStart(8, '0')};X${index}`,
    );
  }
  const form = new FormData();
  form.append('file', new Blob([`${lines.join('\n')}\n`], { type: 'text/csv' }), 'clientes.csv');
  const gc = collector();
  const liveHeap = () => {
    gc();
    const usage = process.memoryUsage();
    return usage.heapUsed + usage.external + usage.arrayBuffers;
  };
  const heapBefore = liveHeap();
  let heapPeak = heapBefore;
  const sampler = options.sampleLiveHeap
    ? setInterval(() => {
        heapPeak = Math.max(heapPeak, liveHeap());
      }, 100)
    : null;
  const before = await peakRss(true);
  const started = performance.now();
  try {
    const response = await fetch(`${url}/api/spaces/${spaceId}/clients/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const body = (await response.json()) as {
      data?: { imported?: number; created?: number };
      message?: string;
    };
    const seconds = (performance.now() - started) / 1000;
    const growthMb = ((await peakRss(false)) - before) / 1024 / 1024;
    const liveHeapGrowthMb = (heapPeak - heapBefore) / 1024 / 1024;
    return { status: response.status, seconds, growthMb, liveHeapGrowthMb, body };
  } finally {
    if (sampler) clearInterval(sampler);
  }
}

const ratio = (value: number, baseline: number) => `${(value / baseline).toFixed(1)}×`;

export async function runClientsSearchBench(kind: BenchDatabase) {
  const clientCount = kind === 'postgres' ? 100_000 : 10_000;
  const petCount = (clientCount * 3) / 2;
  const bench = await startBenchApp(kind);
  try {
    const clinic = await setUpClinic(bench.url, verifyInDatabase(bench));
    const seedStarted = performance.now();
    await seedClients(bench, clinic.spaceId, clientCount, petCount);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    console.log(
      `client search (${kind}, ${formatNumber(clientCount)} clients + ${formatNumber(petCount)} pets seeded in ` +
        `${seedSeconds.toFixed(1)} s, ${ROUNDS} rounds of one request per kind, interleaved):`,
    );
    const checks: TargetCheck[] = [];
    const kinds = await queryKinds(bench, clinic.spaceId);
    const figures = await measureKinds(bench.url, clinic.token, clinic.spaceId, kinds);
    const baseline = figures[0] as Figures;
    for (const [index, queryKind] of kinds.entries()) {
      const measured = figures[index] as Figures;
      const isBaseline = index === 0;
      const check = checkTarget(`${queryKind.label} p95`, measured.p95Ms, {
        atMost: CLIENT_SEARCH_P95_TARGET_MS,
        unit: 'ms',
      });
      if (kind === 'postgres' && !isBaseline) checks.push(check);
      const ratios = isBaseline
        ? ''
        : `  = ${ratio(measured.p50Ms, baseline.p50Ms)} / ${ratio(measured.p95Ms, baseline.p95Ms)} the baseline` +
          ` (total ${formatNumber(measured.total)})`;
      const target =
        kind === 'postgres' && !isBaseline ? `  ${check.text.slice(queryKind.label.length + 1)}` : '';
      console.log(`  ${queryKind.label.padEnd(26)} ${formatLatencies(measured)}${ratios}${target}`);
    }
    if (kind === 'postgres') {
      // Timed alone first (no sampling); then 5,000 and 20,000 more rows with the live heap sampled:
      // if the import streams, what it holds is the same for both.
      const at = (rows: number, first: number, sampleLiveHeap: boolean) =>
        importCsv(bench.url, clinic.token, clinic.spaceId, { rows, first, sampleLiveHeap });
      const imported = await at(IMPORT_ROWS, 0, false);
      const small = await at(SMALL_IMPORT_ROWS, 1_000_000, true);
      const large = await at(IMPORT_ROWS, 2_000_000, true);
      const created = imported.body.data?.created ?? 0;
      const check = checkTarget('import', imported.seconds, {
        atMost: CLIENT_IMPORT_TARGET_SECONDS,
        unit: 's',
      });
      const isComplete = checkTarget('rows created', created, { atLeast: IMPORT_ROWS, unit: '' });
      checks.push(check, isComplete);
      const inBaselines = (imported.seconds * 1000) / baseline.p50Ms;
      console.log(
        `  CSV import of ${formatNumber(IMPORT_ROWS)} rows: HTTP ${imported.status} in ${imported.seconds.toFixed(1)} s ` +
          `(${check.text}; ${((imported.seconds * 1000) / IMPORT_ROWS).toFixed(2)} ms a row = ` +
          `${(inBaselines / IMPORT_ROWS).toFixed(2)}× the baseline read's p50 a row), ` +
          `${formatNumber(created)} created (${isComplete.text}; cap ${formatNumber(CSV_IMPORT_MAX_ROWS)} rows, ` +
          `batches of ${CSV_IMPORT_BATCH_ROWS})`,
      );
      console.log(
        `  import memory, live heap (sampled after a full GC every 100 ms) peak growth: ` +
          `${formatNumber(SMALL_IMPORT_ROWS)} rows +${small.liveHeapGrowthMb.toFixed(1)} MB, ` +
          `${formatNumber(IMPORT_ROWS)} rows +${large.liveHeapGrowthMb.toFixed(1)} MB ` +
          `(${(large.liveHeapGrowthMb - small.liveHeapGrowthMb).toFixed(1)} MB more for ` +
          `${formatNumber(IMPORT_ROWS - SMALL_IMPORT_ROWS)} more rows, ` +
          `${(((large.liveHeapGrowthMb - small.liveHeapGrowthMb) * 1024 * 1024) / (IMPORT_ROWS - SMALL_IMPORT_ROWS)).toFixed(0)} B a row; ` +
          `HTTP ${small.status}/${large.status})`,
      );
      console.log(
        `  import peak RSS growth (garbage included): ${formatNumber(IMPORT_ROWS)} rows timed ` +
          `+${imported.growthMb.toFixed(1)} MB; sampled runs ${formatNumber(SMALL_IMPORT_ROWS)} rows ` +
          `+${small.growthMb.toFixed(1)} MB, ${formatNumber(IMPORT_ROWS)} rows +${large.growthMb.toFixed(1)} MB`,
      );
    }
    return { checks };
  } finally {
    await bench.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const only = process.argv[2] as BenchDatabase | undefined;
  const available: BenchDatabase[] = (await isPostgresAvailable()) ? ['postgres', 'pglite'] : ['pglite'];
  const kinds = only ? available.filter((kind) => kind === only) : available;
  for (const kind of kinds) await runClientsSearchBench(kind);
}
