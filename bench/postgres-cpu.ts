// CPU used by a PostgreSQL running on this machine (every `postgres` process, plus what the
// postmaster has reaped from exited backends), read from /proc. Lets a bench say how the work of a
// request splits between the app and the database on the same cores. Null where /proc or a local
// PostgreSQL is not there.
import { readdir, readFile } from 'node:fs/promises';

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
 * read from /proc: on a PostgreSQL shared with other work, only this database's share.
 */
export async function backendCpuByPid(pids: readonly number[]): Promise<Map<number, number>> {
  const cpu = new Map<number, number>();
  for (const pid of pids) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
    if (stat === null) continue;
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    cpu.set(pid, ((Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) * 1000) / TICKS_PER_SECOND);
  }
  return cpu;
}

/** Milliseconds of CPU the backends used between two readings (a backend new since counts from 0). */
export function backendCpuSpent(before: Map<number, number>, after: Map<number, number>): number {
  let spent = 0;
  for (const [pid, ms] of after) spent += ms - (before.get(pid) ?? 0);
  return spent;
}
