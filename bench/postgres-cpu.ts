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
