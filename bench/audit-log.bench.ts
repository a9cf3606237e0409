// The audit log (decision 036): 1,000,000 events in one space (2,000 pets, 1,000 clients, 50 users,
// a year of activity), seeded by one INSERT … SELECT generate_series; then GET /audit over HTTP
// filtered by pet and by user, the first page and a deep keyset page, p95 against 20 ms.
// PostgreSQL only (a million rows in PGlite's WASM would take minutes to seed).
import { pathToFileURL } from 'node:url';
import { type AuditCursor, encodeAuditCursor } from '@citavet/domain/audit/audit-event.schema';
import { sql } from 'drizzle-orm';
import { type AuditFilters, auditPageQuery, selectAuditEvents } from '../apps/api/src/audit/audit.repository';
import { type BenchApp, isPostgresAvailable, startBenchApp, verifyInDatabase } from './bench-app';
import { setUpClinic } from './process-cluster';
import { checkTarget, formatLatencies, formatNumber, type TargetCheck } from './targets';

export const AUDIT_P95_TARGET_MS = 20;
const EVENTS = 1_000_000;
const PETS = 2_000;
const USERS = 50;
const ROUNDS = 60;
const PAGE = 50;

/** Deterministic ids: md5 of a label is a valid uuid, and the bench can name them again. */
const petIdSql = (index: string) => sql.raw(`md5('pet-' || (${index}))::uuid`);
const userIdSql = (index: string) => sql.raw(`md5('user-' || (${index}))::uuid`);

async function seedEvents(bench: BenchApp, spaceId: string) {
  const { db } = bench.database;
  // Each event: a pet (and its owner, 2 pets a client), a user, one of the record actions, spread
  // over a year, newest first as g grows. Pets and users are spread so no two neighbours share both.
  await db.execute(sql`
    insert into audit_events (space_id, actor_user_id, action, subject_type, subject_id, pet_id, client_id, ip, details, created_at)
    select ${spaceId}::uuid,
      ${userIdSql(`g % ${USERS}`)},
      (array['PET_RECORD_VIEWED','RECORD_CREATED','RECORD_UPDATED','RECORD_SIGNED','RECORD_DOCUMENT_DOWNLOADED'])[1 + g % 5],
      'pet',
      ${petIdSql(`(g::bigint * 7919) % ${PETS}`)},
      ${petIdSql(`(g::bigint * 7919) % ${PETS}`)},
      md5('client-' || (((g::bigint * 7919) % ${PETS}) / 2))::uuid,
      '10.0.' || (g % 250) || '.' || (g % 200),
      jsonb_build_object('n', g),
      timestamp with time zone '2026-11-01 00:00:00+00' - (g * interval '31 seconds')
    from generate_series(1, ${EVENTS}) as g`);
  await db.execute(sql`vacuum analyze audit_events`);
}

type Kind = { label: string; filters: AuditFilters[] };

/** The position `depth` events into a filter: where the web is after `depth / PAGE` "Cargar más". */
async function deepCursor(
  bench: BenchApp,
  spaceId: string,
  column: 'pet_id' | 'actor_user_id',
  id: string,
  depth: number,
): Promise<AuditCursor> {
  const result = (await bench.database.db.execute(sql`
    select created_at, id from audit_events
    where space_id = ${spaceId}::uuid and ${sql.identifier(column)} = ${id}::uuid
    order by created_at desc, id desc offset ${depth} limit 1`)) as unknown as {
    rows: { created_at: string | Date; id: string }[];
  };
  const row = result.rows[0];
  if (!row) throw new Error(`no event ${depth} deep for ${column} ${id}`);
  return { createdAt: new Date(row.created_at), id: row.id };
}

async function idsOf(bench: BenchApp, expression: ReturnType<typeof sql.raw>, count: number) {
  const result = (await bench.database.db.execute(
    sql`select ${expression} as id from generate_series(0, ${count - 1}) as i`,
  )) as unknown as { rows: { id: string }[] };
  return result.rows.map((row) => row.id);
}

async function kinds(bench: BenchApp, spaceId: string): Promise<Kind[]> {
  const pets = await idsOf(bench, petIdSql('i * 37'), 20);
  const users = await idsOf(bench, userIdSql('i'), 20);
  // A pet has 500 events (10 pages of 50): the deep page is its 9th. A user has 20,000: the 300th.
  const petDeep = await Promise.all(pets.map((id) => deepCursor(bench, spaceId, 'pet_id', id, 8 * PAGE)));
  const userDeep = await Promise.all(
    users.map((id) => deepCursor(bench, spaceId, 'actor_user_id', id, 299 * PAGE)),
  );
  return [
    { label: 'by pet, first page', filters: pets.map((petId) => ({ petId })) },
    { label: 'by pet, page 9', filters: pets.map((petId, index) => ({ petId, cursor: petDeep[index] })) },
    { label: 'by user, first page', filters: users.map((userId) => ({ userId })) },
    {
      label: 'by user, page 300',
      filters: users.map((userId, index) => ({ userId, cursor: userDeep[index] })),
    },
    { label: 'no filter, first page', filters: [{}] },
  ];
}

/** The page query's plan at this size: which index, in which direction, and PostgreSQL's own time. */
async function planOf(bench: BenchApp, spaceId: string, filters: AuditFilters): Promise<string> {
  const { sql: text, params } = auditPageQuery(bench.database.db, spaceId, filters, PAGE).toSQL();
  const result = (await bench.database.db.execute(
    sql.join([sql.raw('explain (analyze, buffers) '), sql.raw(inline(text, params))]),
  )) as unknown as { rows: { 'QUERY PLAN': string }[] };
  const lines = result.rows.map((row) => row['QUERY PLAN']);
  const scan = lines.find((line) => /Scan/.test(line) && /audit_events/.test(line)) ?? '?';
  // The scan stops at the page's limit + 1 rows when the index gives the order; a sort reads every match.
  const rows = /actual time=[^)]* rows=(\d+)/.exec(scan)?.[1] ?? '?';
  const index =
    /(Index Scan(?: Backward)? using \S+|Seq Scan|Bitmap \S+ Scan)/.exec(scan)?.[1] ?? scan.trim();
  const execution = lines.find((line) => line.startsWith('Execution Time')) ?? '';
  return `${index}, ${rows} rows read; ${execution}`;
}

/** The statement with its parameters written in (EXPLAIN takes no bind parameters through Drizzle). */
function inline(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_match, index: string) => {
    const value = params[Number(index) - 1];
    return typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
  });
}

function queryOf(filters: AuditFilters): string {
  const query = new URLSearchParams({ limit: String(PAGE) });
  if (filters.petId) query.set('petId', filters.petId);
  if (filters.userId) query.set('userId', filters.userId);
  if (filters.cursor) query.set('cursor', encodeAuditCursor(filters.cursor));
  return query.toString();
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}

const ratio = (value: number, base: number) => `${(value / Math.max(0.01, base)).toFixed(1)}×`;

async function timed(call: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await call();
  return performance.now() - started;
}

function summary(latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { p50Ms: percentile(sorted, 0.5), p95Ms: percentile(sorted, 0.95), p99Ms: percentile(sorted, 0.99) };
}

/** Warm-up, then ROUNDS sequential calls, rotating through the inputs. */
async function measure<T>(
  inputs: T[],
  call: (input: T) => Promise<void>,
  /** Untimed, after each timed call: the baselines measured in the same rounds. */
  between?: () => Promise<void>,
) {
  for (const input of inputs.slice(0, 5)) await call(input);
  const latencies: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const input = inputs[round % inputs.length] as T;
    const started = performance.now();
    await call(input);
    latencies.push(performance.now() - started);
    await between?.();
  }
  latencies.sort((a, b) => a - b);
  return {
    p50Ms: percentile(latencies, 0.5),
    p95Ms: percentile(latencies, 0.95),
    p99Ms: percentile(latencies, 0.99),
  };
}

async function getPage(url: string, token: string, spaceId: string, filters: AuditFilters) {
  const response = await fetch(`${url}/api/spaces/${spaceId}/audit?${queryOf(filters)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { data?: { events: unknown[] } };
  if (response.status !== 200 || body.data?.events.length !== PAGE) {
    throw new Error(
      `audit ${queryOf(filters)} answered ${response.status} with ${body.data?.events.length ?? 0} events`,
    );
  }
}

export async function runAuditLogBench(): Promise<{ checks: TargetCheck[] }> {
  const bench = await startBenchApp('postgres');
  try {
    const clinic = await setUpClinic(bench.url, verifyInDatabase(bench));
    const seedStarted = performance.now();
    await seedEvents(bench, clinic.spaceId);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    console.log(
      `audit log (postgres, ${formatNumber(EVENTS)} events, ${formatNumber(PETS)} pets, ${USERS} users, seeded in ` +
        `${seedSeconds.toFixed(1)} s; ${ROUNDS} sequential requests of ${PAGE} events per kind):`,
    );
    // The same machine's floors, for ratios, measured in the same rounds as each kind (one call of
    // each after every page): GET /api/health (any request) and GET /auth/profile (a signed-in call
    // with one small query). On a shared machine the ratios are what compare across runs.
    const healthCall = async () => {
      const response = await fetch(`${bench.url}/api/health`);
      await response.arrayBuffer();
    };
    const profileCall = async () => {
      const response = await fetch(`${bench.url}/api/auth/profile`, {
        headers: { authorization: `Bearer ${clinic.token}` },
      });
      await response.arrayBuffer();
    };
    const checks: TargetCheck[] = [];
    for (const kind of await kinds(bench, clinic.spaceId)) {
      const health: number[] = [];
      const floor: number[] = [];
      const figures = await measure(
        kind.filters,
        (filters) => getPage(bench.url, clinic.token, clinic.spaceId, filters),
        async () => {
          health.push(await timed(healthCall));
          floor.push(await timed(profileCall));
        },
      );
      const healthFigures = summary(health);
      const floorFigures = summary(floor);
      // The repository's query alone, in this process: the database's share of the request.
      const query = await measure(kind.filters, async (filters) => {
        await selectAuditEvents(bench.database.db, clinic.spaceId, filters, PAGE);
      });
      const plan = await planOf(bench, clinic.spaceId, kind.filters[0] ?? {});
      const check = checkTarget(`${kind.label} p95`, figures.p95Ms, {
        atMost: AUDIT_P95_TARGET_MS,
        unit: 'ms',
      });
      checks.push(check);
      console.log(
        `  ${kind.label.padEnd(22)} ${formatLatencies(figures)}  ${check.text.slice(kind.label.length + 1)}; ` +
          `query alone p50 ${query.p50Ms.toFixed(2)} / p95 ${query.p95Ms.toFixed(2)} ms`,
      );
      console.log(
        `    same rounds: GET /api/health ${formatLatencies(healthFigures)}, GET /auth/profile ${formatLatencies(floorFigures)}; ` +
          `ratios p50 ${ratio(figures.p50Ms, healthFigures.p50Ms)} health, ${ratio(figures.p50Ms, floorFigures.p50Ms)} the profile; ` +
          `p95 ${ratio(figures.p95Ms, healthFigures.p95Ms)} health, ${ratio(figures.p95Ms, floorFigures.p95Ms)} the profile`,
      );
      console.log(`    plan: ${plan}`);
    }
    return { checks };
  } finally {
    await bench.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!(await isPostgresAvailable())) throw new Error('the audit bench needs PostgreSQL');
  await runAuditLogBench();
}
