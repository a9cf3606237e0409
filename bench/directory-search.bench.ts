// The directory search at 50,000 listed clinics (10 services each) on PostgreSQL, p95 over
// HTTP (sequential requests) and req/s (autocannon, 8 connections) for text, near-me and 'disponible
// hoy'. The search reads directory_entries (docs/decisions/050-directory-search.md); they are seeded
// by SQL like the refresher would leave them (triggers off while seeding, so the refresher does not
// recompute 50,000 clinics during the measure). The refresher's own cost is measured apart, on
// clinics with real schedules: clinics recomputed per second.
import { sql } from 'drizzle-orm';
import { type BenchApp, startBenchApp } from './bench-app';
import { runLoad } from './load-generator';
import { checkTarget, formatLatencies, formatNumber, type TargetCheck } from './targets';

export const DIRECTORY_SEARCH_P95_TARGET_MS = 30;
const CLINICS = 50_000;
const SERVICES_PER_CLINIC = 10;
const ROUNDS = 80;

// Spanish cities and their centres; clinics spread ±0.15° around them.
export const CITIES: [string, number, number][] = [
  ['Madrid', 40.4168, -3.7038],
  ['Barcelona', 41.3874, 2.1686],
  ['Valencia', 39.4699, -0.3763],
  ['Sevilla', 37.3891, -5.9845],
  ['Zaragoza', 41.6488, -0.8891],
  ['Málaga', 36.7213, -4.4214],
  ['Murcia', 37.9922, -1.1307],
  ['Palma', 39.5696, 2.6502],
  ['Bilbao', 43.263, -2.935],
  ['Alicante', 38.3452, -0.481],
  ['Córdoba', 37.8882, -4.7794],
  ['Valladolid', 41.6523, -4.7245],
  ['Vigo', 42.2406, -8.7207],
  ['Gijón', 43.5322, -5.6611],
  ['Granada', 37.1773, -3.5986],
  ['A Coruña', 43.3623, -8.4115],
  ['Vitoria', 42.8467, -2.6716],
  ['Oviedo', 43.3619, -5.8494],
  ['Pamplona', 42.8125, -1.6458],
  ['Santander', 43.4623, -3.8099],
];
const WORDS = [
  'Patitas',
  'Huellas',
  'Bigotes',
  'Colitas',
  'Garras',
  'Plumas',
  'Hocico',
  'Zarpa',
  'Arca',
  'Fauna',
];
const SERVICES = [
  ['Consulta general', 'consulta'],
  ['Vacunación', 'vacunacion'],
  ['Cirugía menor', 'cirugia'],
  ['Urgencias', 'emergencia'],
  ['Peluquería', 'estetica'],
  ['Desparasitación', 'consulta'],
  ['Ecografía', 'consulta'],
  ['Análisis clínicos', 'consulta'],
  ['Castración', 'cirugia'],
  ['Odontología', 'otro'],
];
const SPECIES = ['perro', 'gato', 'ave', 'conejo', 'roedor', 'reptil', 'huron'];

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/** The 50,000 clinics and their entries, as the refresher would leave them (triggers off). */
export async function seedDirectory(bench: Pick<BenchApp, 'database'>) {
  await bench.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      insert into spaces (id, name, route, city, address, latitude, longitude, time_zone, species_attended)
      select md5('clinic' || g)::uuid,
        (${textArray(WORDS)})[1 + g % 10] || ' ' || (${textArray(WORDS)})[1 + (g / 10) % 10] || ' ' || g,
        'clinica-' || g,
        (${textArray(CITIES.map((city) => city[0]))})[1 + g % ${CITIES.length}],
        'Calle ' || g,
        (${sql.raw(`array[${CITIES.map((city) => city[1]).join(',')}]::float8[]`)})[1 + g % ${CITIES.length}] + (random() - 0.5) * 0.3,
        (${sql.raw(`array[${CITIES.map((city) => city[2]).join(',')}]::float8[]`)})[1 + g % ${CITIES.length}] + (random() - 0.5) * 0.3,
        'Europe/Madrid',
        (${textArray(SPECIES)})[1 + g % 7 : 1 + g % 7 + 2]
      from generate_series(1, ${CLINICS}) as g`);
    await tx.execute(sql`
      insert into services (id, space_id, name, category, duration)
      select md5('service' || g || '-' || k)::uuid, md5('clinic' || g)::uuid,
        (${textArray(SERVICES.map((service) => service[0] ?? ''))})[k], (${textArray(SERVICES.map((service) => service[1] ?? ''))})[k], 30
      from generate_series(1, ${CLINICS}) as g, generate_series(1, ${SERVICES_PER_CLINIC}) as k`);
    // Half the clinics have a slot today (from now on), the rest within the next days.
    await tx.execute(sql`
      insert into directory_entries (space_id, sort_name, search_text, city_slug, latitude, longitude, time_zone,
        categories, species, services_count, hosts_count, open_ranges, next_slot_at, next_slot_end_at,
        next_slot_date, next_slot_service_id, fresh_until)
      select s.id, lower(s.name), lower(s.name || ' | ' || s.city || ' | consulta general vacunacion cirugia menor urgencias peluqueria'),
        lower(s.city), s.latitude, s.longitude, s.time_zone,
        array['cirugia','consulta','emergencia','estetica','otro','vacunacion'], s.species_attended, 10, 3,
        -- Open 09:00–14:00 Madrid time today and the next two days (the entries' open_ranges, decision
        -- 063); a quarter of the clinics also open from an hour ago for four hours (24-hour clinics
        -- at night), so 'abierto ahora' finds some whatever the hour of the run.
        (select range_agg(tstzrange(day + interval '9 hours', day + interval '14 hours'))
           from generate_series(0, 2) as k,
           lateral (select (date_trunc('day', now() at time zone 'Europe/Madrid') + k * interval '1 day')
                      at time zone 'Europe/Madrid' as day) as local_day)
        + case when hashtext(s.route || 'open') & 3 = 0
            then tstzmultirange(tstzrange(now() - interval '1 hour', now() + interval '4 hours'))
            else '{}'::tstzmultirange end,
        slot.at, slot.at + interval '30 minutes', (slot.at at time zone s.time_zone)::date,
        md5('service' || substr(s.route, 9) || '-1')::uuid, now() + interval '1 day'
      from spaces s
      -- Correlated on the row (an uncorrelated random() would be drawn once for every clinic).
      cross join lateral (select case when hashtext(s.id::text) & 1 = 0
        then least(now() + interval '30 minutes' + (hashtext(s.route) & 1023) * interval '6 seconds', date_trunc('day', now() at time zone 'Europe/Madrid') at time zone 'Europe/Madrid' + interval '23 hours 50 minutes')
        else now() + interval '1 day' + (hashtext(s.route) & 1023) * interval '8 minutes' end as at) slot
      where s.route like 'clinica-%'`);
  });
  for (const table of ['spaces', 'services', 'directory_entries']) {
    await bench.database.db.execute(sql.raw(`vacuum analyze ${table}`));
  }
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}

type Kind = { label: string; paths: string[] };

function kinds(): Kind[] {
  const near = CITIES.flatMap(([, latitude, longitude]) => [
    `/api/directory/spaces?lat=${(latitude + 0.03).toFixed(4)}&lng=${(longitude - 0.02).toFixed(4)}&radiusKm=25`,
  ]);
  return [
    {
      label: "text ('huellas', city)",
      paths: ['huellas', 'sevilla', 'zarpa 12', 'vacunacion', 'garras bigotes'].map(
        (q) => `/api/directory/spaces?q=${encodeURIComponent(q)}`,
      ),
    },
    { label: 'near me (25 km)', paths: near },
    { label: "near me + 'disponible hoy'", paths: near.map((path) => `${path}&available=hoy`) },
    {
      label: "'disponible hoy' (country)",
      paths: ['/api/directory/spaces?available=hoy', '/api/directory/spaces?available=hoy&species=gato'],
    },
    {
      label: "'abierto ahora'",
      paths: [
        '/api/directory/spaces?openNow=true',
        ...near.slice(0, 4).map((path) => `${path}&openNow=true`),
      ],
    },
  ];
}

async function measure(url: string, kind: Kind) {
  const get = async (path: string) => {
    const started = performance.now();
    const response = await fetch(`${url}${path}`);
    const body = (await response.json()) as { data?: { spaces: { nextSlot: unknown }[] } };
    const elapsed = performance.now() - started;
    if (response.status !== 200 || !body.data || body.data.spaces.length === 0) {
      throw new Error(`${path} answered ${response.status} with ${body.data?.spaces.length ?? 0} clinics`);
    }
    return elapsed;
  };
  for (const path of kind.paths) await get(path);
  const latencies: number[] = [];
  for (let round = 0; round < ROUNDS; round++)
    latencies.push(await get(kind.paths[round % kind.paths.length] ?? ''));
  latencies.sort((a, b) => a - b);
  const load = await runLoad({
    url,
    connections: 8,
    durationSeconds: 5,
    requests: kind.paths.map((path) => ({ method: 'GET' as const, path })),
  });
  return {
    p50Ms: percentile(latencies, 0.5),
    p95Ms: percentile(latencies, 0.95),
    p99Ms: percentile(latencies, 0.99),
    load,
  };
}

export async function runDirectorySearchBench(): Promise<{ checks: TargetCheck[] }> {
  const bench = await startBenchApp('postgres');
  const checks: TargetCheck[] = [];
  try {
    const seedStarted = performance.now();
    await seedDirectory(bench);
    console.log(
      `directory search (postgres, ${formatNumber(CLINICS)} listed clinics × ${SERVICES_PER_CLINIC} services, seeded in ` +
        `${((performance.now() - seedStarted) / 1000).toFixed(1)} s; p95 of ${ROUNDS} sequential requests, req/s with 8 connections for 5 s):`,
    );
    for (const kind of kinds()) {
      const figures = await measure(bench.url, kind);
      const check = checkTarget(`${kind.label} p95`, figures.p95Ms, {
        atMost: DIRECTORY_SEARCH_P95_TARGET_MS,
        unit: 'ms',
      });
      checks.push(check);
      console.log(
        `  ${kind.label.padEnd(30)} ${formatLatencies(figures)}  ${check.text.slice(kind.label.length + 1)}  ` +
          `${formatNumber(figures.load.requestsPerSecond)} req/s (p95 under load ${figures.load.p95Ms.toFixed(1)} ms, ` +
          `${figures.load.serverErrors} 5xx)`,
      );
    }
  } finally {
    await bench.close();
  }
  return { checks };
}
