// The bench process's CPU split by thread (Linux /proc/self/task): the main thread, where requests
// run, apart from the others (V8's compiler and garbage-collector helpers, libuv's pool). A large
// share on the others during a measured window means V8 was still compiling the code being measured,
// that is, the warm-up had not reached the steady state (decision 119).
import { readdirSync, readFileSync } from 'node:fs';

export type ThreadCpu = { mainMs: number; otherMs: number };

/** Milliseconds of CPU so far, or null where /proc is not there. Clock ticks are 10 ms. */
export function readThreadCpu(): ThreadCpu | null {
  let tasks: string[];
  try {
    tasks = readdirSync('/proc/self/task');
  } catch {
    return null;
  }
  const cpu = { mainMs: 0, otherMs: 0 };
  for (const tid of tasks) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    } catch {
      continue; // the thread ended meanwhile
    }
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ms = (Number(fields[11]) + Number(fields[12])) * 10;
    if (tid === String(process.pid)) cpu.mainMs += ms;
    else cpu.otherMs += ms;
  }
  return cpu;
}

/** "main thread X ms + other threads Y ms" per unit of work between two readings, or ''. */
export function describeThreadCpu(before: ThreadCpu | null, after: ThreadCpu | null, units: number) {
  if (!before || !after) return '';
  const main = (after.mainMs - before.mainMs) / units;
  const other = (after.otherMs - before.otherMs) / units;
  return `main thread ${main.toFixed(2)} + other threads ${other.toFixed(2)} ms`;
}
