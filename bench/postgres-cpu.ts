// CPU used by a PostgreSQL running on this machine (every `postgres` process, plus what the
// postmaster has reaped from exited backends), read from /proc. Lets a bench say how the work of a
// request splits between the app and the database on the same cores. Null where /proc or a local
// PostgreSQL is not there.
import { readdir, readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../packages/db/src/database';

const TICKS_PER_SECOND = 100;

export async function postgresCpuMilliseconds(): Promise<number | null> {
  let entries: string[];
  try {
    entries = await readdir('/proc');
  } catch {
    return null;
  }
  let ticks = 0;
  let found = false;
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // The command name is in parentheses and may hold spaces; the fields after it are numbers.
    const close = stat.lastIndexOf(')');
    if (close < 0 || stat.slice(stat.indexOf('(') + 1, close) !== 'postgres') continue;
    const fields = stat.slice(close + 2).split(' ');
    // utime, stime, cutime, cstime are fields 14–17 of the line, 12–15 after the name.
    ticks += [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index] ?? 0), 0);
    found = true;
  }
  return found ? (ticks * 1000) / TICKS_PER_SECOND : null;
}

/**
 * CPU of each backend serving one database (its pool's connections, by pid from pg_stat_activity),
 * read from /proc: on a PostgreSQL shared with other work, only this database's share. The time on a
 * CPU in nanoseconds (schedstat) where the kernel keeps it: /proc's stat counts 10 ms ticks, and a
 * write of 2 ms over 200 writes and half a dozen backends would read to within ±0.3 ms only.
 */
export async function backendCpuByPid(pids: readonly number[]): Promise<Map<number, number>> {
  const cpu = new Map<number, number>();
  for (const pid of pids) {
    const schedstat = await readFile(`/proc/${pid}/schedstat`, 'utf8').catch(() => null);
    if (schedstat !== null) {
      cpu.set(pid, Number(schedstat.split(' ')[0]) / 1e6);
      continue;
    }
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
    if (stat === null) continue;
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    cpu.set(pid, ((Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) * 1000) / TICKS_PER_SECOND);
  }
  return cpu;
}

/**
 * The backends serving the bench's database, apart: its clients (the app's pools, the workers'
 * connections) and its autovacuum workers. A worker visiting a small, fresh database in the middle
 * of a measurement of a few hundred writes is counted whole, and swung a figure by ±50 %
 * (bench/write-path-cost.ts): the benches say it apart rather than in the writes' own CPU. A
 * worker that starts and ends between two readings is not seen, so its figure is a lower bound.
 */
export async function databaseBackendPids(
  db: Database,
): Promise<{ clients: number[]; autovacuum: number[] }> {
  const rows = await queryRows<{ pid: number; backend_type: string }>(
    db,
    sql`select pid, backend_type from pg_stat_activity where datname = current_database()`,
  );
  const pidsOf = (isWanted: (type: string) => boolean) =>
    rows.filter((row) => isWanted(row.backend_type)).map((row) => Number(row.pid));
  return {
    clients: pidsOf((type) => type === 'client backend'),
    autovacuum: pidsOf((type) => type === 'autovacuum worker'),
  };
}

/** Milliseconds of CPU the backends used between two readings (a backend new since counts from 0). */
export function backendCpuSpent(before: Map<number, number>, after: Map<number, number>): number {
  let spent = 0;
  for (const [pid, ms] of after) spent += ms - (before.get(pid) ?? 0);
  return spent;
}

/**
 * The CPU of this database's autovacuum workers over a measurement, watched every `intervalMs`: a
 * worker that starts during it is counted from its first CPU, where a reading before and after sees
 * only the workers alive at both (one that ran `VACUUM`/`ANALYZE` mid-load took 6 % of PostgreSQL's
 * samples and read as 0.00 ms). A worker is read at its last sighting, so one that ends between two
 * readings loses at most an interval's CPU: the figure stays a lower bound, a close one.
 */
export async function watchAutovacuumCpu(db: Database, intervalMs = 200) {
  const startedAt = await backendCpuByPid((await databaseBackendPids(db)).autovacuum);
  const lastSeen = new Map(startedAt);
  const read = async () => {
    for (const [pid, ms] of await backendCpuByPid((await databaseBackendPids(db)).autovacuum)) {
      lastSeen.set(pid, ms);
    }
  };
  let reading = Promise.resolve();
  const timer = setInterval(() => {
    reading = reading.then(read, read);
  }, intervalMs);
  return {
    /** Milliseconds of autovacuum CPU since the watch began. */
    async stop(): Promise<number> {
      clearInterval(timer);
      await reading.catch(() => undefined);
      await read();
      return backendCpuSpent(startedAt, lastSeen);
    },
  };
}
