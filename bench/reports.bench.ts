// Every report endpoint on a space with 1,000,000 bookings over 3 years, 12 professionals
// and 40 services (PostgreSQL), p95 over HTTP for a 1-year and a 30-day range. Seeded by SQL with
// generate_series: per professional and day, 76 back-to-back 10-minute appointments from 06:00
// local (12-minute steps), so the no-double-booking exclusion constraint holds; statuses, services,
// currencies (90% EUR, 10% USD), sources, clients (50,000) and lead times spread by hashes.
// Seeded with the bookings' triggers off, then the roll-ups (migration 0027) rebuilt once by
// citavet_report_rebuild. Measured as an ADMIN (whole space, one host, one service) and as a MEMBER
// (own figures, own figures of one service); then the roll-up triggers' cost on single-row writes.
// The database is the bench app's own (citavet_bench_*), dropped at the end.
import { pathToFileURL } from 'node:url';
import { BOOKING_STATUSES } from '@citavet/domain/bookings/booking-status';
import { sql } from 'drizzle-orm';
import { type BenchApp, isPostgresAvailable, startBenchApp, verifyInDatabase } from './bench-app';
import { api, setUpClinic } from './process-cluster';
import { measureReportWriteCost } from './reports-write-cost';
import { checkTarget, formatLatencies, formatNumber, type TargetCheck } from './targets';

export const REPORT_YEAR_P95_TARGET_MS = 150;
export const REPORT_MONTH_P95_TARGET_MS = 30;
// 50 rounds: with 20, the p95 was the 19th request, so one stall on the shared 2-core machine decided it.
const ROUNDS = 50;
const HOSTS = 12;
const SERVICES = 40;
const CLIENTS = 50_000;
const DAYS = 1096;
const PER_DAY = 76;
const TIME_ZONE = 'Europe/Madrid';
const ENDPOINTS = ['summary', 'timeseries', 'breakdown', 'heatmap', 'occupancy'] as const;

/** A status per booking: mostly completed, some cancelled, the rest spread over the other statuses. */
function statusWeights(): string[] {
  const weighted: string[] = [];
  for (const status of BOOKING_STATUSES) {
    const weight = status === 'COMPLETED' ? 14 : status === 'CANCELLED' ? 3 : 1;
    for (let index = 0; index < weight; index++) weighted.push(status);
  }
  return weighted;
}

type Clinic = Awaited<ReturnType<typeof setUpClinic>> & { memberId: string };

async function seed(bench: BenchApp, clinic: Clinic, firstDay: string) {
  const { db } = bench.database;
  const spaceId = clinic.spaceId;
  await db.execute(sql`update spaces set time_zone = ${TIME_ZONE} where id = ${spaceId}::uuid`);
  // 11 more professionals (12 with the admin), members of the space; the second one signed up
  // through the API (a MEMBER's token for the bench), the others written here.
  await db.execute(sql`
    insert into users (id, name, email, password_hash)
    select md5('bench-host-' || g)::uuid, 'Profesional ' || g, 'host' || g || '-' || ${spaceId} || '@bench.es', 'x'
    from generate_series(3, ${HOSTS}) as g`);
  await db.execute(sql`
    insert into space_members (space_id, user_id, role)
    select ${spaceId}::uuid, case when g = 2 then ${clinic.memberId}::uuid else md5('bench-host-' || g)::uuid end,
      'MEMBER'
    from generate_series(2, ${HOSTS}) as g`);
  await db.execute(sql`
    create table bench_hosts as
    select g as position, case when g = 1 then ${clinic.hostId}::uuid when g = 2 then ${clinic.memberId}::uuid
      else md5('bench-host-' || g)::uuid end as id
    from generate_series(1, ${HOSTS}) as g`);
  // 40 services (the clinic's own first), each offered by two professionals Monday to Saturday 08-20.
  await db.execute(sql`
    insert into services (id, space_id, name, duration, price, currency)
    select md5('bench-service-' || g)::uuid, ${spaceId}::uuid, 'Servicio ' || g, 10 + 5 * (g % 6),
      (15 + g * 2.5)::numeric(12, 2), case when g % 10 = 0 then 'USD' else 'EUR' end
    from generate_series(2, ${SERVICES}) as g`);
  await db.execute(sql`
    create table bench_services as
    select g as position, case when g = 1 then ${clinic.serviceId}::uuid else md5('bench-service-' || g)::uuid end as id
    from generate_series(1, ${SERVICES}) as g`);
  await db.execute(sql`
    insert into service_schedules (service_id, host_id, day_of_week, start_time, end_time)
    select s.id, h.id, d, '08:00', '20:00'
    from bench_services s
    join bench_hosts h on h.position in (1 + (s.position % ${HOSTS}), 1 + ((s.position + 5) % ${HOSTS}))
    cross join generate_series(1, 6) as d
    where s.position > 1`);
  await db.execute(sql`
    insert into clients (id, space_id, name)
    select md5('bench-client-' || g)::uuid, ${spaceId}::uuid, 'Cliente ' || g from generate_series(1, ${CLIENTS}) as g`);
  // Announcing each row to the slot caches is pointless for a seed: user triggers off meanwhile
  // (the roll-ups' too: rebuilt once below). The busy range their BEFORE trigger would fill
  // (decision 046: no buffers on these services) is written directly.
  await db.execute(sql`alter table bookings disable trigger user`);
  const statuses = statusWeights();
  const statusArray = sql.raw(`array[${statuses.map((status) => `'${status}'`).join(',')}]::text[]`);
  for (let year = 0; year < 3; year++) {
    const from = year * 366;
    const to = Math.min(DAYS - 1, from + 365);
    await db.execute(sql`
      insert into bookings (space_id, host_id, service_id, client_id, client_name, service_name, service_price,
        service_currency, service_duration, start_at, end_at, buffer_before, buffer_after, busy_start_at,
        busy_end_at, status, source, created_at)
      select ${spaceId}::uuid, h.id, s.id,
        case when (x.n % 10) = 0 then null else md5('bench-client-' || (1 + x.n % ${CLIENTS}::int))::uuid end,
        'Cliente', 'Servicio ' || s.position, (15 + s.position * 2.5)::numeric(12, 2),
        case when s.position % 10 = 0 then 'USD' else 'EUR' end, 10,
        x.start_at, x.start_at + interval '10 minutes', 0, 0, x.start_at, x.start_at + interval '10 minutes',
        (${statusArray})[(1 + (x.n / 7) % ${statuses.length}::int)::int],
        (array['PUBLIC', 'INTERNAL', 'HOST', 'CLIENT'])[(1 + (x.n / 3) % 4)::int],
        x.start_at - make_interval(hours => ((x.n * 7919) % 1440)::int)
      from bench_hosts h
      cross join generate_series(${from}::int, ${to}::int) as d
      cross join generate_series(0, ${PER_DAY - 1}::int) as k
      cross join lateral (select
          ((${firstDay}::date + d) + time '06:00' + make_interval(mins => 12 * k)) at time zone ${TIME_ZONE} as start_at,
          abs(hashint4(h.position * 1000003 + d * 101 + k)::bigint) as n) as x
      join bench_services s on s.position = (1 + x.n % ${SERVICES}::int)::int`);
  }
  await db.execute(sql`alter table bookings enable trigger user`);
  await db.execute(sql`drop table bench_hosts`);
  await db.execute(sql`drop table bench_services`);
  await db.execute(sql`vacuum analyze bookings`);
  await db.execute(sql`vacuum analyze clients`);
  const rebuildStarted = performance.now();
  await db.execute(sql`select citavet_report_rebuild(${spaceId}::uuid)`);
  const rebuildSeconds = (performance.now() - rebuildStarted) / 1000;
  for (const table of ROLLUP_TABLES) await db.execute(sql`vacuum analyze ${sql.raw(table)}`);
  const [row] = (
    (await db.execute(
      sql`select count(*)::int as count from bookings where space_id = ${spaceId}::uuid`,
    )) as unknown as {
      rows: { count: number }[];
    }
  ).rows;
  return { count: row?.count ?? 0, rebuildSeconds };
}

const ROLLUP_TABLES = [
  'report_host_days',
  'report_service_days',
  'report_tally_days',
  'report_client_firsts',
  'report_client_ordinals',
  'report_client_days',
];

async function describeRollups(bench: BenchApp) {
  const { rows } = (await bench.database.db.execute(sql`
    select relname as name, reltuples::bigint as rows, pg_total_relation_size(oid) as bytes
    from pg_class where relname in (${sql.join(
      ROLLUP_TABLES.map((table) => sql`${table}`),
      sql`, `,
    )}, 'bookings') order by relname`)) as unknown as {
    rows: { name: string; rows: number; bytes: number }[];
  };
  return rows
    .map(
      (row) =>
        `${row.name} ${formatNumber(Number(row.rows))} rows ${(Number(row.bytes) / 1048576).toFixed(1)} MB`,
    )
    .join('; ');
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}

async function measure(url: string, token: string, path: string) {
  const get = async () => {
    const started = performance.now();
    const response = await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    return performance.now() - started;
  };
  for (let warm = 0; warm < 3; warm++) await get();
  const latencies: number[] = [];
  for (let round = 0; round < ROUNDS; round++) latencies.push(await get());
  latencies.sort((a, b) => a - b);
  return {
    p50Ms: percentile(latencies, 0.5),
    p95Ms: percentile(latencies, 0.95),
    p99Ms: latencies.at(-1) ?? 0,
  };
}

/** A service the seed offers (position 2, two professionals' schedules). */
async function firstBenchService(bench: BenchApp): Promise<string> {
  const { rows } = (await bench.database.db.execute(
    sql`select md5('bench-service-2')::uuid::text as id`,
  )) as unknown as { rows: { id: string }[] };
  return rows[0]?.id ?? '';
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export async function runReportsBench(): Promise<{ checks: TargetCheck[] }> {
  const bench = await startBenchApp('postgres');
  try {
    const admin = await setUpClinic(bench.url, verifyInDatabase(bench));
    const member = await api<{ data: { token: string; user: { id: string } } }>(
      bench.url,
      'POST',
      '/api/auth/register',
      {
        body: { name: 'Profesional 2', email: `member-${Date.now()}@bench.es`, password: 'secreto-miembro' },
      },
    );
    const clinic: Clinic = { ...admin, memberId: member.body.data.user.id };
    const firstDay = '2023-11-27';
    const lastDay = addDays(firstDay, DAYS - 1);
    const started = performance.now();
    const { count, rebuildSeconds } = await seed(bench, clinic, firstDay);
    console.log(
      `reports (postgres, ${formatNumber(count)} bookings over ${DAYS} days, ${HOSTS} professionals, ${SERVICES} ` +
        `services, ${formatNumber(CLIENTS)} clients, seeded in ${((performance.now() - started) / 1000).toFixed(1)} s ` +
        `of which the roll-ups' rebuild ${rebuildSeconds.toFixed(1)} s; ${ROUNDS} sequential requests per endpoint, scope and range):`,
    );
    console.log(`  ${await describeRollups(bench)}`);
    const serviceId = await firstBenchService(bench);
    const scopes = [
      { label: 'admin', token: clinic.token, query: '' },
      { label: 'admin host', token: clinic.token, query: `&hostId=${clinic.memberId}` },
      { label: 'admin service', token: clinic.token, query: `&serviceId=${serviceId}` },
      { label: 'member', token: member.body.data.token, query: '' },
      { label: 'member service', token: member.body.data.token, query: `&serviceId=${serviceId}` },
    ];
    const ranges = [
      { label: '1 year', from: addDays(lastDay, -364), to: lastDay, target: REPORT_YEAR_P95_TARGET_MS },
      { label: '30 days', from: addDays(lastDay, -29), to: lastDay, target: REPORT_MONTH_P95_TARGET_MS },
    ];
    const checks: TargetCheck[] = [];
    for (const range of ranges) {
      for (const scope of scopes) {
        for (const endpoint of ENDPOINTS) {
          const path = `/api/spaces/${clinic.spaceId}/reports/${endpoint}?from=${range.from}&to=${range.to}${scope.query}`;
          const figures = await measure(bench.url, scope.token, path);
          const label = `${endpoint} (${scope.label}, ${range.label})`;
          const check = checkTarget(`${label} p95`, figures.p95Ms, { atMost: range.target, unit: 'ms' });
          checks.push(check);
          console.log(
            `  ${label.padEnd(38)} ${formatLatencies(figures)}  ${check.text.slice(label.length + 1)}`,
          );
        }
      }
      const csvStarted = performance.now();
      const csv = await fetch(
        `${bench.url}/api/spaces/${clinic.spaceId}/reports/bookings.csv?from=${range.from}&to=${range.to}`,
        { headers: { authorization: `Bearer ${clinic.token}` } },
      );
      const bytes = (await csv.arrayBuffer()).byteLength;
      console.log(
        `  ${`bookings.csv (${range.label})`.padEnd(24)} HTTP ${csv.status}, ${(bytes / 1024 / 1024).toFixed(1)} MB ` +
          `streamed in ${((performance.now() - csvStarted) / 1000).toFixed(2)} s`,
      );
    }
    console.log(`  ${await measureReportWriteCost(bench, clinic, addDays(lastDay, 30))}`);
    return { checks };
  } finally {
    await bench.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!(await isPostgresAvailable())) {
    console.log('reports bench skipped: no PostgreSQL at 127.0.0.1:5432');
  } else {
    await runReportsBench();
  }
}
