// The professional's subscription feed (decision 077): a host with 2,000 bookings in the feed's
// window, polled over HTTP. Figures: a repeat poll without validators (the body kept per ETag), a
// conditional poll (304), and the feed rebuilt after each change (one booking touched between polls).
// Targets: p95 ≤ 30 ms for the feed, and 304 on every conditional repeat.
import { availableParallelism, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { type BenchDatabase, startBenchApp } from './bench-app';
import { postgresCpuMilliseconds } from './postgres-cpu';
import { api } from './process-cluster';
import { checkTarget, formatLatencies, type TargetCheck } from './targets';

const BOOKINGS = 2_000;
const ROUNDS = 200;
const REBUILD_ROUNDS = 60;

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}
const figures = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  return { p50Ms: percentile(sorted, 0.5), p95Ms: percentile(sorted, 0.95) };
};

/** An ADMIN with a proven address (opening a clinic needs one), a space in Madrid, one service. */
async function setUpFeedClinic(bench: Awaited<ReturnType<typeof startBenchApp>>) {
  const email = `feed-${Date.now().toString(36)}@example.com`;
  const registered = await api<{ data: { token: string; user: { id: string } } }>(
    bench.url,
    'POST',
    '/api/auth/register',
    {
      body: { name: 'Dra. Calendario', email, password: 'secreto-calendario' },
    },
  );
  const { token, user } = registered.body.data;
  await bench.database.db.execute(
    sql`UPDATE users SET email_verified_at = now() WHERE id = ${user.id}::uuid`,
  );
  const space = await api<{ data: { id: string } }>(bench.url, 'POST', '/api/spaces', {
    token,
    body: { name: 'Clínica Calendario', timeZone: 'Europe/Madrid' },
  });
  if (space.status !== 201)
    throw new Error(`POST /api/spaces → ${space.status} ${JSON.stringify(space.body)}`);
  const service = await api<{ data: { service: { id: string } } }>(
    bench.url,
    'POST',
    `/api/spaces/${space.body.data.id}/services`,
    {
      token,
      body: { name: 'Consulta', duration: 30, price: 20, isBookableByClients: true, requiresApproval: false },
    },
  );
  return { token, spaceId: space.body.data.id, serviceId: service.body.data.service.id, hostId: user.id };
}

/** The bench's host: a clinic, its HOST feed's URL and 2,000 bookings in the window (kept by the explain script too). */
export async function seedFeedHost(bench: Awaited<ReturnType<typeof startBenchApp>>) {
  const clinic = await setUpFeedClinic(bench);
  const link = await api<{ data: { url: string } }>(
    bench.url,
    'POST',
    `/api/spaces/${clinic.spaceId}/calendar-feeds/HOST/link`,
    { token: clinic.token },
  );
  const feedUrl = `${bench.url}${new URL(link.body.data.url).pathname}`;
  // 2,000 bookings of the host from 29 days back: ten half hours a day from 09:00Z, each with a
  // client and a pet of its own (the feed joins the pets).
  const seedStarted = performance.now();
  await bench.database.db.execute(sql`
      WITH made_clients AS (
        INSERT INTO clients (space_id, name, email)
        SELECT ${clinic.spaceId}::uuid, 'Cliente ' || n, 'cliente' || n || '@example.com'
        FROM generate_series(1, ${BOOKINGS}) AS n
        RETURNING id, name
      ), numbered AS (
        SELECT id, name, row_number() OVER () AS n FROM made_clients
      ), made_pets AS (
        INSERT INTO pets (space_id, client_id, name, species)
        SELECT ${clinic.spaceId}::uuid, id, 'Mascota ' || n, 'perro' FROM numbered
        RETURNING id, client_id
      )
      INSERT INTO bookings (space_id, service_id, host_id, client_id, pet_id, client_name, service_name,
        service_duration, start_at, end_at, status, source)
      SELECT ${clinic.spaceId}::uuid, ${clinic.serviceId}::uuid, ${clinic.hostId}::uuid, numbered.id, made_pets.id,
        numbered.name, 'Consulta', 30,
        date_trunc('day', now()) - interval '29 days' + ((numbered.n - 1) / 10) * interval '1 day'
          + interval '9 hours' + ((numbered.n - 1) % 10) * interval '30 minutes',
        date_trunc('day', now()) - interval '29 days' + ((numbered.n - 1) / 10) * interval '1 day'
          + interval '9 hours 30 minutes' + ((numbered.n - 1) % 10) * interval '30 minutes',
        CASE WHEN numbered.n % 17 = 0 THEN 'CANCELLED' ELSE 'CONFIRMED' END, 'INTERNAL'
      FROM numbered JOIN made_pets ON made_pets.client_id = numbered.id`);
  await bench.database.db.execute(sql`ANALYZE bookings; ANALYZE pets; ANALYZE calendar_feeds`);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  return { clinic, feedUrl, seedSeconds };
}

export async function runCalendarFeedBench(kind: BenchDatabase): Promise<{ checks: TargetCheck[] }> {
  const bench = await startBenchApp(kind);
  try {
    const { clinic, feedUrl, seedSeconds } = await seedFeedHost(bench);

    const poll = async (headers: Record<string, string> = {}) => {
      const started = performance.now();
      const response = await fetch(feedUrl, { headers });
      const bytes = await response.arrayBuffer();
      return {
        ms: performance.now() - started,
        status: response.status,
        etag: response.headers.get('etag') ?? '',
        bytes: bytes.byteLength,
      };
    };
    const first = await poll();
    if (first.status !== 200) throw new Error(`GET feed → ${first.status}`);
    const events = (
      new TextDecoder().decode(await (await fetch(feedUrl)).arrayBuffer()).match(/BEGIN:VEVENT/g) ?? []
    ).length;
    for (let warm = 0; warm < 20; warm += 1) await poll();

    // CPU per poll of this process (the app and its HTTP client) and of the database's backends:
    // on a loaded machine wall time waits for the cores, CPU time is what a poll costs.
    const cpuOf = async (rounds: number, run: () => Promise<void>) => {
      const cpuBefore = process.cpuUsage();
      const pgBefore = await postgresCpuMilliseconds();
      await run();
      const cpu = process.cpuUsage(cpuBefore);
      const pgAfter = await postgresCpuMilliseconds();
      const appMs = (cpu.user + cpu.system) / 1000 / rounds;
      const pgMs = pgBefore !== null && pgAfter !== null ? (pgAfter - pgBefore) / rounds : Number.NaN;
      return { appMs, pgMs, text: `CPU app ${appMs.toFixed(2)} + PostgreSQL ${pgMs.toFixed(2)} ms per poll` };
    };
    const repeat: number[] = [];
    const repeatCpu = await cpuOf(ROUNDS, async () => {
      for (let round = 0; round < ROUNDS; round += 1) repeat.push((await poll()).ms);
    });

    const conditional: number[] = [];
    let notModified = 0;
    const conditionalCpu = await cpuOf(ROUNDS, async () => {
      for (let round = 0; round < ROUNDS; round += 1) {
        const answer = await poll({ 'if-none-match': first.etag });
        conditional.push(answer.ms);
        if (answer.status === 304) notModified += 1;
      }
    });

    // Every poll after a change builds the feed again: one booking's update between polls (its
    // statement's CPU is counted in, a little against the feed).
    const rebuilt: number[] = [];
    const rebuiltCpu = await cpuOf(REBUILD_ROUNDS, async () => {
      for (let round = 0; round < REBUILD_ROUNDS; round += 1) {
        await bench.database.db.execute(sql`
          UPDATE bookings SET updated_at = now()
          WHERE id = (SELECT id FROM bookings WHERE host_id = ${clinic.hostId}::uuid ORDER BY start_at OFFSET ${round} LIMIT 1)`);
        const answer = await poll({ 'if-none-match': first.etag });
        if (answer.status !== 200) throw new Error(`rebuilt feed → ${answer.status}`);
        rebuilt.push(answer.ms);
      }
    });

    const repeatFigures = figures(repeat);
    const conditionalFigures = figures(conditional);
    const rebuiltFigures = figures(rebuilt);
    const checks = [
      checkTarget('feed p95', repeatFigures.p95Ms, { atMost: 30, unit: 'ms' }),
      checkTarget('304 p95', conditionalFigures.p95Ms, { atMost: 30, unit: 'ms' }),
      checkTarget('304 answers', notModified, { atLeast: ROUNDS, unit: `of ${ROUNDS}` }),
      checkTarget('rebuilt feed p95', rebuiltFigures.p95Ms, { atMost: 30, unit: 'ms' }),
    ];
    console.log(
      `calendar feed (${kind}): ${BOOKINGS} bookings seeded in ${seedSeconds.toFixed(1)} s, ${events} events in the window, ` +
        `${(first.bytes / 1024).toFixed(0)} KB, first build ${first.ms.toFixed(1)} ms\n` +
        `  repeat poll ${formatLatencies(repeatFigures)} — ${checks[0]?.text}; ${repeatCpu.text}\n` +
        `  conditional poll ${formatLatencies(conditionalFigures)}, ${notModified} × 304 — ${checks[1]?.text}, ${checks[2]?.text}; ${conditionalCpu.text}\n` +
        `  after a change (rebuilt) ${formatLatencies(rebuiltFigures)} — ${checks[3]?.text}; ${rebuiltCpu.text}\n` +
        `  (app CPU includes this process's HTTP client reading the body; load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores)`,
    );
    return { checks };
  } finally {
    await bench.close();
  }
}
