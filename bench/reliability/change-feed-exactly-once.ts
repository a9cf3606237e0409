// The bookings' change feed under killed workers (decision 069): writers insert, move, cancel,
// re-assign and delete bookings as fast as they can while two feed worker processes apply the
// changes, and one worker is killed with SIGKILL every ~second — most kills land inside a batch's
// transaction — and replaced. When the writers stop and the feed is drained, every roll-up must equal
// a rebuild from scratch of the same bookings: a change lost would show as a missing count, a change
// applied twice as a doubled one. Prints changes, kills (and how many hit an open transaction),
// changes/s applied and the lag from a change to its application (p50/p99).
// Run: npx tsx bench/reliability/change-feed-exactly-once.ts (RELIABILITY_CHANGES=… to size it).
import { type ChildProcess, fork } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { isPostgresAvailable, startBenchApp } from '../bench-app';
import { seedClinic } from '../bench-clinic';

const here = dirname(fileURLToPath(import.meta.url));
const TARGET_CHANGES = Number(process.env.RELIABILITY_CHANGES ?? 40_000);
const WRITERS = 6;
const KILL_EVERY_MS = 2500;

/** Every roll-up row of the space, in a form a rebuild must reproduce exactly. */
const SNAPSHOT = `select json_build_object(
  'host', (select json_agg(r order by r.is_month, r.local_day, r.host_id, r.status, r.currency) from
    (select is_month, local_day, host_id, status, currency, bookings, amount::text, booked_seconds
       from report_host_days where space_id = $1) r),
  'service', (select json_agg(r order by r.is_month, r.local_day, r.service_id, r.status, r.currency) from
    (select is_month, local_day, service_id, status, currency, bookings, amount::text
       from report_service_days where space_id = $1) r),
  'tally', (select json_agg(r order by r.kind, r.local_day, r.host_id, r.key) from
    (select kind, local_day, host_id, key, bookings from report_tally_days where space_id = $1) r),
  'firsts', (select json_agg(r order by r.client_id) from
    (select client_id, first_start_at from report_client_firsts where space_id = $1) r),
  'days', (select json_agg(r order by r.local_day) from
    (select d.local_day, array_agg(o.client_id order by o.client_id) as clients
       from report_client_days d join report_client_ordinals o on o.space_id = d.space_id
        and o.ordinal < length(d.clients) and get_bit(d.clients, o.ordinal) = 1
      where d.space_id = $1 group by 1) r)
)::text as snapshot`;

async function main() {
  const bench = await startBenchApp('postgres');
  const url = bench.connectionString;
  if (!url) throw new Error('PostgreSQL only');
  const clinic = await seedClinic(bench);
  const hosts = [clinic.measured.hostId, ...clinic.others.map((host) => host.hostId)];
  const pool = new pg.Pool({ connectionString: url, max: WRITERS + 2 });
  const clientIds = (
    await pool.query<{ id: string }>(
      `insert into clients (space_id, name) select $1, 'Cliente ' || n from generate_series(1, 300) n returning id`,
      [clinic.spaceId],
    )
  ).rows.map((row) => row.id);
  // The seed wrote its bookings before: start from a drained feed.
  await pool.query('select citavet_report_rebuild($1)', [clinic.spaceId]);

  const workers = new Set<ChildProcess>();
  const startWorker = () =>
    new Promise<ChildProcess>((resolve) => {
      const child = fork(join(here, 'change-feed-worker-process.ts'), [], {
        execArgv: ['--import', 'tsx'],
        env: { ...process.env, DATABASE_URL: url, CHANGE_FEED_BATCH_SIZE: '200', CHANGE_FEED_POLL_MS: '20' },
      });
      workers.add(child);
      child.once('exit', () => workers.delete(child));
      child.once('message', () => resolve(child));
    });
  await Promise.all([startWorker(), startWorker()]);

  // Lag: a probe row per second records when changes were written and when they were applied.
  const lags: number[] = [];
  let written = 0;
  let isWriting = true;
  let slot = 0;
  const bookingIds: string[] = [];
  const pick = <T>(values: readonly T[]) => values[Math.floor(Math.random() * values.length)] as T;
  const firstStart = Date.parse('2027-01-04T08:00:00Z');
  async function writer() {
    while (isWriting && written < TARGET_CHANGES) {
      const roll = Math.random();
      const client = await pool.connect();
      try {
        await client.query('begin');
        if (roll < 0.55 || bookingIds.length < 10) {
          // 1–4 new bookings, each in its own 30-minute slot (hosts cycle, so no overlap).
          const count = 1 + Math.floor(Math.random() * 4);
          for (let index = 0; index < count; index++) {
            const mine = slot++;
            const startAt = new Date(firstStart + Math.floor(mine / hosts.length) * 30 * 60_000);
            const inserted = await client.query<{ id: string }>(
              `insert into bookings (space_id, service_id, host_id, client_id, client_name, service_name,
                 service_duration, service_price, service_currency, start_at, end_at, status, source)
               values ($1, $2, $3, $4, 'Cliente', 'Consulta', 30, $5, 'EUR', $6, $6::timestamptz + interval '30 minutes',
                 $7, $8) returning id`,
              [
                clinic.spaceId,
                clinic.serviceId,
                hosts[mine % hosts.length],
                Math.random() < 0.1 ? null : pick(clientIds),
                (10 + Math.floor(Math.random() * 30)).toFixed(2),
                startAt.toISOString(),
                pick(['PENDING', 'CONFIRMED', 'COMPLETED']),
                pick(['PUBLIC', 'INTERNAL', 'HOST']),
              ],
            );
            bookingIds.push(...inserted.rows.map((row) => row.id));
          }
          written += count;
        } else if (roll < 0.8) {
          const changed = await client.query(
            `update bookings set status = $2, updated_at = now()
              where id in (select id from bookings where space_id = $1 and start_at >= $3
                           order by random() limit 3)`,
            [
              clinic.spaceId,
              pick(['CANCELLED', 'COMPLETED', 'NO_SHOW', 'CONFIRMED']),
              new Date(firstStart).toISOString(),
            ],
          );
          written += changed.rowCount ?? 0;
        } else if (roll < 0.93) {
          // Moves by whole days keep the slot free of overlaps (no other booking is that far out).
          const changed = await client.query(
            `update bookings set start_at = start_at + interval '400 days', end_at = end_at + interval '400 days',
                client_id = $2, updated_at = now()
              where id = $1 and start_at < $3::timestamptz + interval '399 days'`,
            [pick(bookingIds), pick(clientIds), new Date(firstStart).toISOString()],
          );
          written += changed.rowCount ?? 0;
        } else {
          const changed = await client.query('delete from bookings where id = $1', [pick(bookingIds)]);
          written += changed.rowCount ?? 0;
        }
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        // A daily cap or an overlap from two moves of the same row: the write is refused whole.
        if (!/overlap|conflicting key|CV001|daily cap/i.test((error as Error).message)) throw error;
      } finally {
        client.release();
      }
    }
  }

  let kills = 0;
  let killsInTransaction = 0;
  // Each kill waits (up to 300 ms) for the victim to be inside a round's transaction, then SIGKILLs.
  let isKilling = true;
  const killer = (async () => {
    while (isKilling) {
      await new Promise((resolve) => setTimeout(resolve, KILL_EVERY_MS));
      const victim = [...workers][0];
      if (!victim?.pid || !isKilling) continue;
      let isInside = false;
      for (let tries = 0; tries < 60 && !isInside; tries++) {
        const state = await pool.query(
          `select 1 from pg_stat_activity where application_name = $1 and xact_start is not null
             and query like '%citavet_feed_apply%'`,
          [`feed-worker-${victim.pid}`],
        );
        isInside = (state.rowCount ?? 0) > 0;
        if (!isInside) await new Promise((resolve) => setTimeout(resolve, 5));
      }
      victim.kill('SIGKILL');
      kills += 1;
      if (isInside) killsInTransaction += 1;
      await startWorker();
    }
  })();
  const prober = setInterval(async () => {
    const probe = await pool.query<{ id: string; changed_at: Date }>(
      'select id, changed_at from booking_changes order by id desc limit 1',
    );
    const row = probe.rows[0];
    if (!row) return;
    const id = row.id;
    const written = Date.now();
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      const left = await pool.query('select 1 from booking_changes where id = $1', [id]);
      if (left.rowCount === 0) break;
    }
    lags.push(Date.now() - written);
  }, 1000);

  const started = performance.now();
  await Promise.all(Array.from({ length: WRITERS }, writer));
  isWriting = false;
  const writeSeconds = (performance.now() - started) / 1000;
  isKilling = false;
  await killer;
  for (;;) {
    const left = await pool.query<{ count: number }>('select count(*)::int as count from booking_changes');
    if ((left.rows[0]?.count ?? 0) === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const drainSeconds = (performance.now() - started) / 1000;
  clearInterval(prober);
  for (const worker of workers) worker.kill('SIGTERM');

  const live = (await pool.query<{ snapshot: string }>(SNAPSHOT, [clinic.spaceId])).rows[0]?.snapshot;
  await pool.query('select citavet_report_rebuild($1)', [clinic.spaceId]);
  const rebuilt = (await pool.query<{ snapshot: string }>(SNAPSHOT, [clinic.spaceId])).rows[0]?.snapshot;
  const bookings = (
    await pool.query<{ count: number }>('select count(*)::int as count from bookings where space_id = $1', [
      clinic.spaceId,
    ])
  ).rows[0]?.count;
  await pool.end();
  await bench.close();

  lags.sort((a, b) => a - b);
  const quantile = (q: number) => lags[Math.min(lags.length - 1, Math.floor(q * lags.length))] ?? 0;
  const isExact = live !== undefined && live === rebuilt;
  console.log(
    `change feed: ${written} booking changes by ${WRITERS} writers in ${writeSeconds.toFixed(1)} s ` +
      `(${bookings} bookings), all applied ${drainSeconds.toFixed(1)} s after the start ` +
      `(${(written / drainSeconds).toFixed(0)} changes/s); ${kills} workers killed with SIGKILL, ` +
      `${killsInTransaction} inside a batch's transaction; lag from a change to its application ` +
      `p50 ${quantile(0.5)} ms / p99 ${quantile(0.99)} ms (${lags.length} probes); roll-ups ` +
      `${isExact ? 'equal a rebuild from scratch: nothing lost, nothing applied twice ✓' : 'DIFFER from a rebuild ✗'}`,
  );
  if (!isExact) process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (await isPostgresAvailable()) await main();
  else console.log('change feed reliability: PostgreSQL is not available at 127.0.0.1:5432; skipped');
}
