// Instructions PostgreSQL spends on the batched public write statement (citavet_public_booking_writes),
// on the batched snapshot read (STATEMENT_KIND=read) or on the change feed's rounds
// (STATEMENT_KIND=feed), counted by callgrind: the same count for the same binary and input whatever
// else the machine does, where a bench run's seconds swing by ±15–30 % (decision 123). A profiling
// aid, not part of `npm run bench`. It needs valgrind, PostgreSQL's server binaries and root (the
// server runs as the `postgres` user).
//
// Input, made once:
// 1. Run the booking bench on a private cluster with the database kept and the batches captured:
//      BENCH_KEEP_DATABASE=1 BENCH_CAPTURE_PUBLIC_WRITES=/tmp/batches.tsv \
//      BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5511/postgres npx tsx bench/booking-creation.bench.ts
//    (BENCH_CAPTURE_PUBLIC_READS=/tmp/reads.tsv captures the reads' batches, for STATEMENT_KIND=read.)
// 2. Stop that cluster and copy its data directory (cp -a), then start it again.
//
// Run: STATEMENT_DATA_DIR=<the copy> STATEMENT_DATABASE=<the kept database> STATEMENT_BATCHES=/tmp/batches.tsv \
//      npx tsx bench/write-statement-instructions.ts [variant.sql …]
// A variant is SQL applied to a fresh copy before the count (single-user mode, statements separated by
// an empty line); '-' or none is the database as it is. Each variant is counted ROUNDS times (2).
// CALLGRIND_OUT=<file> keeps the profile of the warm and measured run (for callgrind_annotate; the
// file must be writable by the postgres user).
//
// A read is run as the app's generic connections run it: prepared, under their settings
// (GENERIC_PLAN_SETTINGS, packages/db/src/database.ts), its rows counted (not printed) by a wrapping
// select. READ_BATCH_SIZE (3) picks the captured batches of that size.
//
// With STATEMENT_KIND=feed, the writes are kept (committed, before the count) and what is counted
// is the change feed's rounds over them (citavet_feed_apply): per change applied.
//
// Each batch of eight writes is sent again with new keys, e-mails, phones, ids and manage tokens, and
// its times twelve weeks on, inside a transaction rolled back: each writes as a new batch would, and
// the copy is the same for every count. The figure is (WARM + MEASURED batches − WARM batches) / writes,
// so the backend's start, its first plans (five custom ones per statement) and its shutdown cancel out.
import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { chmodSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { GENERIC_PLAN_SETTINGS } from '@citavet/db/database';
import { SNAPSHOT_BATCH_STATEMENT } from '../apps/api/src/features/bookings/public/public-booking-snapshot.repository';

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const DATA = required('STATEMENT_DATA_DIR');
const DATABASE = required('STATEMENT_DATABASE');
const BATCHES = required('STATEMENT_BATCHES');
const WARM = Number(process.env.WARM ?? 8);
const MEASURED = Number(process.env.MEASURED ?? 12);
const ROUNDS = Number(process.env.ROUNDS ?? 2);
const KIND = process.env.STATEMENT_KIND ?? 'write';
const IS_READ = KIND === 'read';
const IS_FEED = KIND === 'feed';
const BATCH_SIZE = IS_READ ? Number(process.env.READ_BATCH_SIZE ?? 3) : 8;
const RUN_DIR = '/tmp/citavet-statement-count';
const WEEK_MS = 7 * 24 * 3_600_000;

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set (see the head of this file)`);
  return value;
}

/** The positions of citavet_public_booking_writes' values (public-booking-write.repository.ts). */
const AT = { key: 1, email: 8, phone: 9, id: 10, startAt: 20, endAt: 21, tokenHash: 23 } as const;

function renewed(batch: string[][], round: number): string[][] {
  return batch.map((write) => {
    const next = [...write];
    const tag = `r${round}-${randomBytes(4).toString('hex')}`;
    if (next[AT.key] !== null) next[AT.key] = `${next[AT.key]}-${tag}`;
    next[AT.email] = `${tag}-${next[AT.email]}`;
    if (next[AT.phone] !== null)
      next[AT.phone] = `6${String(randomBytes(4).readUInt32BE() % 1e8).padStart(8, '0')}`;
    next[AT.id] = randomUUID();
    for (const at of [AT.startAt, AT.endAt]) {
      next[at] = new Date(Date.parse(String(next[at])) + 12 * WEEK_MS).toISOString();
    }
    next[AT.tokenHash] = randomBytes(32).toString('hex');
    return next;
  });
}

function script(batches: string[][][], count: number): string {
  if (IS_READ) return readScript(batches, count);
  if (IS_FEED) return feedScript(count);
  return writesScript(batches.slice(0, count), { isKept: false });
}

/** The batches' writes, each batch in a transaction of its own: rolled back, or kept for the feed. */
function writesScript(batches: string[][][], options: { isKept: boolean }): string {
  return batches
    .map((batch) => {
      const literal = JSON.stringify(batch).replaceAll("'", "''");
      const write = `select count(*) from citavet_public_booking_writes('${literal}'::jsonb);\n`;
      return options.isKept ? write : `begin;\n${write}rollback;\n`;
    })
    .join('');
}

/**
 * The feed's rounds over the changes the kept writes left: the warm batches' changes in one round,
 * then the measured ones' in another, each answering how many it applied.
 */
/**
 * The warm-up is one round per warm batch, so that the round's PL/pgSQL statements have passed their
 * first five plans, made for their values, and settled on the plan a worker running for a while
 * uses: counted after a single warm round, the measured one still planned for its values.
 */
function feedScript(count: number): string {
  const round = (batches: number) => `select citavet_feed_apply(${batches * BATCH_SIZE}) as count;\n`;
  const warm = round(1).repeat(WARM);
  return count === WARM ? warm : `${warm}${round(count - WARM)}`;
}

/** Single-user mode ends a statement at a newline: the read's text goes on one line. */
function readScript(batches: string[][][], count: number): string {
  const text = SNAPSHOT_BATCH_STATEMENT.text.replace(/\s+/g, ' ');
  const prepared = `prepare counted(jsonb) as select count(r.snapshot) as count from (${text}) as r;\n`;
  const settings = Object.entries(GENERIC_PLAN_SETTINGS)
    .map(([name, value]) => `set ${name} = '${value}';\n`)
    .join('');
  return `${settings}${prepared}${batches
    .slice(0, count)
    .map((batch) => `execute counted('${JSON.stringify(batch).replaceAll("'", "''")}');\n`)
    .join('')}`;
}

function asPostgres(command: string): string {
  return execFileSync('su', ['postgres', '-c', command], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Instructions of one single-user backend that applies `variant` and then runs `count` batches. */
function instructions(variant: string, batches: string[][][], count: number): number {
  rmSync(RUN_DIR, { recursive: true, force: true });
  execFileSync('cp', ['-a', DATA, RUN_DIR]);
  const single = `${BIN}/postgres --single -D ${RUN_DIR} ${DATABASE}`;
  if (variant !== '-') asPostgres(`${single} -j < ${variant}`);
  if (IS_FEED) {
    writeFileSync('/tmp/citavet-statement-setup.sql', writesScript(batches, { isKept: true }));
    chmodSync('/tmp/citavet-statement-setup.sql', 0o644);
    asPostgres(`${single} < /tmp/citavet-statement-setup.sql`);
  }
  writeFileSync('/tmp/citavet-statement-count.sql', script(batches, count));
  chmodSync('/tmp/citavet-statement-count.sql', 0o644);
  const out =
    count === WARM + MEASURED && process.env.CALLGRIND_OUT ? process.env.CALLGRIND_OUT : '/dev/null';
  const log = asPostgres(
    `valgrind --tool=callgrind --callgrind-out-file=${out} ${single} < /tmp/citavet-statement-count.sql 2>&1`,
  );
  if (IS_FEED) {
    const applied = [...log.matchAll(/count = "(\d+)"/g)].reduce((sum, match) => sum + Number(match[1]), 0);
    if (applied !== count * BATCH_SIZE)
      throw new Error(`${count * BATCH_SIZE} changes kept, ${applied} applied`);
  } else {
    const answered = log.match(new RegExp(`count = "${BATCH_SIZE}"`, 'g'))?.length ?? 0;
    if (answered !== count) throw new Error(`${count} batches sent, ${answered} answered ${BATCH_SIZE} rows`);
  }
  const collected = log.match(/Collected : (\d+)/);
  if (!collected?.[1]) throw new Error('callgrind printed no count');
  return Number(collected[1]);
}

const captured = readFileSync(BATCHES, 'utf8')
  .split('\n')
  .filter((line) => line.startsWith(`${BATCH_SIZE}\t`))
  .map((line) => JSON.parse(line.slice(line.indexOf('\t') + 1)) as string[][]);
if (captured.length < WARM + MEASURED) {
  throw new Error(`${captured.length} captured batches of ${BATCH_SIZE}; ${WARM + MEASURED} are needed`);
}
// A read changes nothing: its batches go as captured.
const batches = captured.slice(0, WARM + MEASURED).map((batch) => (IS_READ ? batch : renewed(batch, 1)));
for (const variant of process.argv.length > 2 ? process.argv.slice(2) : ['-']) {
  const figures: string[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const all = instructions(variant, batches, WARM + MEASURED);
    const warm = instructions(variant, batches, WARM);
    figures.push(Math.round((all - warm) / (MEASURED * BATCH_SIZE)).toLocaleString('en-US'));
  }
  const unit = IS_READ ? 'read' : IS_FEED ? 'change applied' : 'write';
  console.log(`${variant}: ${figures.join(', ')} instructions per ${unit}`);
}
rmSync(RUN_DIR, { recursive: true, force: true });
