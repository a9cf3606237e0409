// CPU of each write on the booking path, one request at a time so no lock wait or queue is counted
// (decision 094): the public booking (new client and pet), the staff booking and the status change,
// each on PostgreSQL, then the change feed applied in one batch and the public booking's e-mails
// drafted (the outbox worker's step, decision 104), each counted apart. App CPU is this
// process's (process.cpuUsage), PostgreSQL's that of this database's backends (/proc), and the
// statements per write come from pg_stat_statements where the server loads it.
// Run: npx tsx bench/write-path-cost.ts   (WRITES=300; BENCH_DATABASE_URL for another server)
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { drainChangeFeed } from '../apps/api/src/change-feed/change-feed.repository';
import { GENERIC_PLAN_CONNECTION_OPTIONS, queryRows } from '../packages/db/src/database';
import { addDays } from '../packages/domain/src/time/zoned-time';
import { isPostgresAvailable } from './bench-app';
import {
  addHosts,
  clinicInstant,
  SLOT_MINUTES,
  SLOTS_PER_DAY,
  scheduleOf,
  slotStartMinutes,
  withSeededBench,
} from './bench-clinic';
import { measureDraftExpansion } from './message-drafts-cost';
import { backendCpuByPid, backendCpuSpent } from './postgres-cpu';
import { printTopStatements, resetStatementStats } from './postgres-statements';

const WRITES = Number(process.env.WRITES ?? 300);
const FIRST_DAY_OFFSET = 100;

type Cost = { label: string; appMs: number; databaseMs: number; statements: number | null };

export async function runWritePathCost(): Promise<Cost[]> {
  return withSeededBench('postgres', undefined, async ({ bench, clinic }) => {
    const hosts = await addHosts(bench, clinic, 5);
    const slots = (count: number, dayOffset: number) =>
      Array.from({ length: count }, (_, index) => {
        const host = hosts[index % hosts.length];
        if (!host) throw new Error('no hosts');
        const slot = Math.floor(index / hosts.length);
        const date = addDays(clinic.fromDate, dayOffset + Math.floor(slot / SLOTS_PER_DAY));
        const startAt = clinicInstant(date, slotStartMinutes(slot % SLOTS_PER_DAY));
        return {
          serviceScheduleId: scheduleOf(host, date),
          startTime: new Date(startAt).toISOString(),
          endTime: new Date(startAt + SLOT_MINUTES * 60_000).toISOString(),
        };
      });
    const publicBodies = slots(WRITES + 10, FIRST_DAY_OFFSET).map((slot, index) =>
      JSON.stringify({
        ...slot,
        clientInfo: {
          name: `Cliente Perfil ${index}`,
          email: `perfil-${index}@example.com`,
          phone: `7${String(index).padStart(8, '0')}`,
          website: '',
        },
        pet: { name: `Mascota ${index}`, species: 'perro' },
        reason: 'Vacuna',
      }),
    );
    const staffBodies = slots(WRITES + 10, FIRST_DAY_OFFSET + 40).map((slot, index) =>
      JSON.stringify({
        ...slot,
        clientInfo: { name: `Cliente Mostrador ${index}`, email: `mostrador-${index}@example.com` },
      }),
    );
    const json = { 'content-type': 'application/json' };
    const staff = { ...json, authorization: `Bearer ${clinic.token}` };
    const ids: string[] = [];
    let key = 0;
    const publicBooking = async (body: string) => {
      const response = await fetch(`${bench.url}/api/bookings/public`, {
        method: 'POST',
        headers: { ...json, 'idempotency-key': `perfil-${process.pid}-${key++}` },
        body,
      });
      await response.arrayBuffer();
      if (response.status !== 201) throw new Error(`public booking ${response.status}`);
    };
    const staffBooking = async (body: string) => {
      const response = await fetch(`${bench.url}/api/bookings/internal`, {
        method: 'POST',
        headers: staff,
        body,
      });
      const answer = (await response.json()) as { data?: { booking?: { id: string } } };
      if (response.status !== 201 || !answer.data?.booking)
        throw new Error(`staff booking ${response.status}`);
      ids.push(answer.data.booking.id);
    };
    const statusChange = async (id: string) => {
      const response = await fetch(`${bench.url}/api/bookings/${id}/status`, {
        method: 'PUT',
        headers: staff,
        body: JSON.stringify({ status: 'CANCELLED' }),
      });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`status change ${response.status}`);
    };
    const [statements] = await queryRows<{ ok: boolean }>(
      bench.database.db,
      sql`select exists (select 1 from pg_available_extensions where name = 'pg_stat_statements')
            and current_setting('shared_preload_libraries') like '%pg_stat_statements%' as ok`,
    );
    if (statements?.ok)
      await bench.database.db.execute(sql`create extension if not exists pg_stat_statements`);
    // Profiling aid: WRITE_PATH_WITHOUT="table:trigger,…" switches triggers off to weigh them.
    for (const pair of (process.env.WRITE_PATH_WITHOUT ?? '').split(',').filter(Boolean)) {
      const [table, trigger] = pair.split(':');
      await bench.database.db.execute(sql.raw(`alter table "${table}" disable trigger "${trigger}"`));
      console.log(`without ${table}.${trigger}`);
    }
    // And WRITE_PATH_WITHOUT_INDEXES="index,…" drops indexes, to weigh their upkeep.
    for (const index of (process.env.WRITE_PATH_WITHOUT_INDEXES ?? '').split(',').filter(Boolean)) {
      await bench.database.db.execute(sql.raw(`drop index "${index}"`));
      console.log(`without index ${index}`);
    }
    // The app's own connections only: an autovacuum worker visiting the bench's database in the
    // middle of a measurement would otherwise be counted whole (it swung the figure by ±50 %).
    const pids = async () =>
      (
        await queryRows<{ pid: number }>(
          bench.database.db,
          sql`select pid from pg_stat_activity
               where datname = current_database() and backend_type = 'client backend'`,
        )
      ).map((row) => Number(row.pid));
    const topLevelCalls = async () => {
      if (!statements?.ok) return 0;
      const [row] = await queryRows<{ calls: string }>(
        bench.database.db,
        sql`select coalesce(sum(s.calls), 0) as calls from pg_stat_statements s
              join pg_database d on d.oid = s.dbid
             where d.datname = current_database() and s.toplevel`,
      );
      return Number(row?.calls ?? 0);
    };
    // WRITE_PATH_STATEMENT_COST=1: the public write's statement itself, captured from the app and
    // re-run on a connection of its own (generic plan, as the app runs it), each time inside a
    // savepoint rolled back, so the same values serve every run; its backend's CPU per run, for the
    // schema as it is and for each variant of WRITE_PATH_VARIANTS="label=index+table:trigger;…"
    // (the indexes dropped, the triggers off, in a transaction rolled back). Profiling only.
    let capturedWrite: { name: string; text: string; values: readonly unknown[] } | null = null;
    const run = bench.database.run;
    bench.database.run = async <T>(statement: { name: string; text: string }, values: readonly unknown[]) => {
      if (statement.name.startsWith('public_booking_write')) capturedWrite = { ...statement, values };
      return run<T>(statement, values);
    };
    const costs: Cost[] = [];
    const measure = async (label: string, count: number, work: () => Promise<void>) => {
      await resetStatementStats(bench.database);
      const callsBefore = await topLevelCalls();
      const backends = await backendCpuByPid(await pids());
      const app = process.cpuUsage();
      await work();
      const appCpu = process.cpuUsage(app);
      const databaseMs = backendCpuSpent(backends, await backendCpuByPid(await pids())) / count;
      // The two bookkeeping reads (pids, calls) of this measurement are not the write's.
      const statementsPerWrite = statements?.ok ? ((await topLevelCalls()) - callsBefore - 2) / count : null;
      const cost = {
        label,
        appMs: (appCpu.user + appCpu.system) / 1000 / count,
        databaseMs,
        statements: statementsPerWrite,
      };
      costs.push(cost);
      await printTopStatements(bench.database, count, 15);
      console.log(
        `${label}: app ${cost.appMs.toFixed(2)} ms + PostgreSQL ${databaseMs.toFixed(2)} ms = ` +
          `${(cost.appMs + databaseMs).toFixed(2)} ms CPU per write` +
          (statementsPerWrite === null ? '' : `, ${statementsPerWrite.toFixed(2)} statements per write`),
      );
    };
    const oneAtATime = async <T>(items: readonly T[], run: (item: T) => Promise<void>) => {
      for (const item of items) await run(item);
    };
    // A clinic past its first days: OTHER_CLIENTS clients with a pet each (default 20,000), then
    // statistics, as autovacuum keeps them. The writes' generic plans are made in the warm-up: on the
    // freshly seeded database (≈ 200 clients, never analyzed) every index starting with space_id
    // looked alike to the planner, and the public write's e-mail, phone and pet lookups read the
    // space's clients and pets one by one (by whichever index came first, or a sequential scan once
    // analyzed), a cost that grew with every booking.
    const otherClients = Number(process.env.OTHER_CLIENTS ?? 20_000);
    await bench.database.db.execute(
      sql`with made as (
            insert into clients (space_id, name, email, phone)
            select ${clinic.spaceId}::uuid, 'Cliente Previo ' || n, 'previo-' || n || '@example.com',
                   '+34 6' || lpad(n::text, 8, '0')
              from generate_series(1, ${otherClients}::int) as n
            returning id, space_id)
          insert into pets (space_id, client_id, name, species)
          select space_id, id, 'Previa ' || id, 'perro' from made`,
    );
    await bench.database.db.execute(sql`analyze`);
    // Warm-ups: plans, caches and JIT before anything is counted.
    await oneAtATime(publicBodies.splice(0, 10), publicBooking);
    await oneAtATime(staffBodies.splice(0, 10), staffBooking);
    ids.length = 0;
    await drainChangeFeed(bench.database.db);
    await measureDraftExpansion(bench.database);
    await measure('public booking (new client and pet)', WRITES, () =>
      oneAtATime(publicBodies, publicBooking),
    );
    await measure('  its change feed, one batch', WRITES, async () => {
      await drainChangeFeed(bench.database.db);
    });
    await measure("  its e-mails, drafted by the outbox worker's rounds", WRITES, async () => {
      const drafted = await measureDraftExpansion(bench.database);
      if (drafted.bookings !== WRITES) throw new Error(`drafted ${drafted.bookings} bookings' e-mails`);
    });
    if (process.env.WRITE_PATH_STATEMENT_COST === '1' && capturedWrite && bench.connectionString) {
      await statementCost(bench.connectionString, capturedWrite);
    }
    await measure('staff booking', WRITES, () => oneAtATime(staffBodies, staffBooking));
    await measure('  its change feed, one batch', WRITES, async () => {
      await drainChangeFeed(bench.database.db);
    });
    // A staff booking's e-mails are drafted after its write too (decision 107).
    await measure("  its e-mails, drafted by the outbox worker's rounds", WRITES, async () => {
      const drafted = await measureDraftExpansion(bench.database);
      if (drafted.bookings !== WRITES) throw new Error(`drafted ${drafted.bookings} bookings' e-mails`);
    });
    await measure('status change', WRITES, () => oneAtATime(ids, statusChange));
    await measure("  its e-mails, drafted by the outbox worker's rounds", WRITES, async () => {
      const drafted = await measureDraftExpansion(bench.database, 'status changes');
      if (drafted.bookings !== WRITES) throw new Error(`drafted ${drafted.bookings} status changes' e-mails`);
    });
    await measure('  its change feed, one batch', WRITES, async () => {
      await drainChangeFeed(bench.database.db);
    });
    const [load] = await import('node:os').then((os) => os.loadavg());
    console.log(`(${WRITES} writes each, one at a time; load average ${load?.toFixed(1)})`);
    return costs;
  });
}

async function statementCost(
  connectionString: string,
  write: { name: string; text: string; values: readonly unknown[] },
) {
  const client = new pg.Client({ connectionString, options: GENERIC_PLAN_CONNECTION_OPTIONS });
  await client.connect();
  const runs = Number(process.env.STATEMENT_RUNS ?? 300);
  const pid = Number((await client.query('select pg_backend_pid() as pid')).rows[0]?.pid);
  // The backend's time on a CPU in nanoseconds (schedstat), not /proc's 10 ms ticks: precise enough
  // to weigh one index or trigger, and blind to the time the backend waits for a core.
  const cpu = async () => {
    const schedstat = await readFile(`/proc/${pid}/schedstat`, 'utf8').catch(() => null);
    if (schedstat !== null) return Number(schedstat.split(' ')[0]) / 1e6;
    return [...(await backendCpuByPid([pid])).values()][0] ?? 0;
  };
  // Fresh values for a write that really inserts (the captured one is committed): no idempotency key,
  // a new booking id, e-mail, phone, pet and manage token, the same slot 52 weeks later. Positions
  // are those of PARAMETERS in public-booking-write.repository.ts.
  const values = [...write.values];
  const later = (at: unknown) => new Date(Date.parse(String(at)) + 364 * 86_400_000).toISOString();
  values[1] = null;
  values[10] = randomUUID();
  values[8] = `coste-${values[10]}@example.com`;
  values[9] = `6${String(Date.now()).slice(-8)}`;
  values[18] = later(values[18]);
  values[19] = later(values[19]);
  values[21] = randomUUID();
  values[23] = 'Mascota Coste';
  const execute = () => client.query({ name: write.name, text: write.text, values });
  const variants: [string, string[]][] = [['as is', []]];
  for (const variant of (process.env.WRITE_PATH_VARIANTS ?? '').split(';').filter(Boolean)) {
    const [label, objects] = variant.split('=');
    variants.push([label ?? variant, (objects ?? '').split('+').filter(Boolean)]);
  }
  const rounds = Number(process.env.STATEMENT_ROUNDS ?? 3);
  const figures = new Map<string, number[]>();
  const medians = new Map<string, number[]>();
  for (let round = 0; round < rounds; round++) {
    for (const [label, objects] of variants) {
      await client.query('begin');
      for (const object of objects) {
        const [table, trigger] = object.split(':');
        await client.query(
          trigger ? `alter table "${table}" disable trigger "${trigger}"` : `drop index "${object}"`,
        );
      }
      for (let warm = 0; warm < 10; warm++) {
        await client.query('savepoint run');
        await execute();
        await client.query('rollback to savepoint run');
      }
      const before = await cpu();
      for (let index = 0; index < runs; index++) {
        await client.query('savepoint run');
        await execute();
        await client.query('rollback to savepoint run');
      }
      const spent = ((await cpu()) - before) / runs;
      figures.set(label, [...(figures.get(label) ?? []), spent]);
      // The executor's own time per run, median of as many runs: robust to the preemptions a loaded
      // machine adds to some of them, where the CPU ticks above are coarse and shared with those.
      const literals = values.map((value) =>
        value === null || value === undefined ? 'null' : client.escapeLiteral(String(value)),
      );
      const executed: number[] = [];
      for (let index = 0; index < (process.env.STATEMENT_MEDIAN === '1' ? runs : 0); index++) {
        await client.query('savepoint run');
        const plan = await client.query(
          `explain (analyze, timing off, costs off) execute ${write.name}(${literals.join(', ')})`,
        );
        await client.query('rollback to savepoint run');
        const line = plan.rows
          .map((row) => String(row['QUERY PLAN']))
          .find((text) => text.startsWith('Execution Time'));
        executed.push(Number(/([\d.]+) ms/.exec(line ?? '')?.[1] ?? Number.NaN));
      }
      executed.sort((a, b) => a - b);
      if (executed.length > 0)
        medians.set(label, [...(medians.get(label) ?? []), executed[Math.floor(runs / 2)] ?? 0]);
      if (round === rounds - 1 && process.env.STATEMENT_EXPLAIN === '1') {
        await client.query('savepoint run');
        const plan = await client.query(
          `explain (analyze, buffers) execute ${write.name}(${literals.join(', ')})`,
        );
        await client.query('rollback to savepoint run');
        console.log(`-- ${label}\n${plan.rows.map((row) => row['QUERY PLAN']).join('\n')}`);
      }
      await client.query('rollback');
    }
  }
  for (const [label, spent] of figures) {
    const sorted = [...spent].sort((a, b) => a - b);
    console.log(
      `statement cost, ${label}: ${sorted.map((ms) => ms.toFixed(3)).join(' / ')} ms of backend CPU per run (median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(3)}); ` +
        `executor median per round ${(medians.get(label) ?? []).map((ms) => ms.toFixed(3)).join(' / ')} ms`,
    );
  }
  await client.end();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (await isPostgresAvailable()) await runWritePathCost();
  else console.log('write path cost: PostgreSQL is not available; skipped');
}
