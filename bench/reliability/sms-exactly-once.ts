// SMS reminders through a real Kannel: RELIABILITY_SMS (default 10,000) reminders due in the same
// minute, queued in the outbox as SMS rows, two worker processes handing them to Kannel's sendsms
// (bearerbox + smsbox from ops/kannel/, kannel-extras' fakesmsc as the carrier), one worker killed
// with SIGKILL mid-batch and replaced. The API itself (buildApp, in this process) takes Kannel's
// delivery reports. Checks: every row ends SENT or FAILED; every SENT row reached the carrier (none
// lost, read from fakesmsc's log); the 25 numbers no route accepts are FAILED at once; duplicates
// at the carrier at most the killed worker's sends in flight; every delivery report applied.
// Prints messages/s and the delay from due time to hand-off (Kannel's 202).
// Run: npx tsx bench/reliability/sms-exactly-once.ts. Decision: docs/decisions/074-sms-through-kannel.md.
import { type ChildProcess, execFileSync, fork } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isPostgresAvailable } from '../bench-app';
import { createScratchDatabase } from '../process-cluster';

const here = dirname(fileURLToPath(import.meta.url));
const TOTAL = Number(process.env.RELIABILITY_SMS ?? 10_000);
const CLIENTS = 1000;
const REFUSED = 25; // numbers no route of the gateway accepts ('+99…'): Kannel answers 403 at once
const WORKER_CONCURRENCY = 8;
const SECRET = 'reliability-secret-reliability-secret';
const BASE_PORT = 14300;

function startKannel(runDir: string) {
  const output = execFileSync(join(here, '../../ops/kannel/start-test-gateway.sh'), ['start'], {
    env: { ...process.env, KANNEL_RUN_DIR: runDir, KANNEL_BASE_PORT: String(BASE_PORT) },
    encoding: 'utf8',
  });
  return Object.fromEntries(
    output
      .trim()
      .split('\n')
      .map((line) => line.split('=') as [string, string]),
  ) as Record<string, string>;
}

function startWorker(
  databaseUrl: string,
  kannel: Record<string, string>,
  name: string,
): Promise<ChildProcess> {
  const child = fork(join(here, 'sms-worker-process.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: SECRET,
      SMS_GATEWAY_URL: kannel.KANNEL_SENDSMS_URL,
      SMS_GATEWAY_USERNAME: kannel.KANNEL_SENDSMS_USER,
      SMS_GATEWAY_PASSWORD: kannel.KANNEL_SENDSMS_PASSWORD,
      SMS_CALLBACK_URL: `http://127.0.0.1:${kannel.KANNEL_API_PORT}`,
      OUTBOX_BATCH_SIZE: '100',
      OUTBOX_CONCURRENCY: String(WORKER_CONCURRENCY),
      OUTBOX_LEASE_MS: '5000',
      OUTBOX_RETRY_BASE_MS: '500',
      OUTBOX_POLL_MS: '100',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`${name} exited with ${code} before it was ready`)));
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** How many times the carrier received each reminder number ('Recordatorio N' in fakesmsc's log). */
async function carrierCounts(runDir: string): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  const log = await readFile(join(runDir, 'received.txt'), 'utf8');
  for (const match of log.matchAll(/Got message \d+: <\S+ \S+ text Recordatorio (\d+) /g)) {
    const n = Number(match[1]);
    counts.set(n, (counts.get(n) ?? 0) + 1);
  }
  return counts;
}

export async function runSmsExactlyOnce(): Promise<{ passed: boolean; lines: string[] }> {
  const database = await createScratchDatabase('citavet_sms');
  const runDir = await mkdtemp(join(tmpdir(), 'citavet-kannel-bench-'));
  const lines: string[] = [];
  let passed = true;
  const verdict = (isRight: boolean, line: string) => {
    passed &&= isRight;
    lines.push(`${isRight ? 'ok  ' : 'FAIL'} ${line}`);
  };
  const workers: ChildProcess[] = [];
  const kannel = startKannel(runDir);
  const { openPostgresDatabase, migrateDatabase } = await import('@citavet/db/database');
  const handle = await openPostgresDatabase({ connectionString: database.url, poolSize: 8 });
  let app: Awaited<ReturnType<typeof import('../../apps/api/src/app')['buildApp']>> | undefined;
  try {
    await migrateDatabase(handle);
    // The API, for Kannel's delivery reports (its real route, signature checked).
    const { buildApp } = await import('../../apps/api/src/app');
    const { systemClock, DEFAULT_RATE_LIMITS } = await import('../../apps/api/src/app-dependencies');
    const { SessionTokens } = await import('../../apps/api/src/security/tokens');
    const { createLocalDiskStorage } = await import('../../apps/api/src/storage/local-disk-storage');
    app = await buildApp({
      database: handle,
      clock: systemClock,
      tokens: new SessionTokens(SECRET),
      storage: createLocalDiskStorage(join(runDir, 'uploads')),
      config: {
        publicUrl: 'http://citavet.test',
        logLevel: 'silent',
        geocoder: 'off',
        rateLimits: DEFAULT_RATE_LIMITS,
        isDirectoryRefresherOn: false,
      },
    });
    await app.listen({ port: Number(kannel.KANNEL_API_PORT), host: '127.0.0.1' });

    // One clinic, 1,000 clients with SMS consent and a mobile number, TOTAL reminders due at the
    // same minute; a few to numbers no route accepts.
    const dueAt = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    await database.query(`
      with u as (insert into users (name, email, password_hash) values ('Ana', 'ana@example.com', 'x') returning id),
      s as (insert into spaces (name, country, created_by) select 'Clínica Fiable', 'España', id from u returning id)
      insert into clients (space_id, name, phone, sms_consent_at)
      select s.id, 'Cliente ' || n, '+3460' || lpad(n::text, 7, '0'), now() from s, generate_series(1, ${CLIENTS}) n`);
    await database.query(
      `insert into email_outbox (kind, channel, client_id, to_address, subject, text_body, segments, send_after)
       select 'reminder-appointment', 'sms', c.id,
         case when n <= ${REFUSED} then '+99' || lpad(n::text, 9, '0') else c.phone end,
         'Recordatorio de cita', 'Recordatorio ' || n || ' de tu cita de manana en Clinica Fiable', 1, $1
       from generate_series(1, ${TOTAL}) n
       join (select id, phone, row_number() over (order by id) - 1 as k from clients) c on c.k = n % ${CLIENTS}`,
      [dueAt.toISOString()],
    );
    lines.push(
      `     ${TOTAL} SMS reminders due at ${dueAt.toISOString()}, ${REFUSED} to numbers no route accepts`,
    );

    const started = Date.now();
    workers.push(await startWorker(database.url, kannel, 'worker 1'));
    workers.push(await startWorker(database.url, kannel, 'worker 2'));
    console.error('sms: … two workers ready');
    const progress = setInterval(async () => {
      const [row] = await database.query<{ count: string }>(
        "select count(*) from email_outbox where status = 'SENT'",
      );
      console.error(
        `sms: … ${row?.count} handed to Kannel after ${Math.round((Date.now() - started) / 1000)} s`,
      );
    }, 10_000);
    progress.unref();

    // Kill worker 1 with SIGKILL once about a third has gone, mid-batch, and start a replacement.
    for (;;) {
      const [row] = await database.query<{ count: string }>(
        "select count(*) from email_outbox where status = 'SENT'",
      );
      if (Number(row?.count) >= TOTAL / 3) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    workers[0]?.kill('SIGKILL');
    const [inFlight] = await database.query<{ count: string }>(
      "select count(*) from email_outbox where status = 'SENDING'",
    );
    lines.push(`     SIGKILL worker 1 (${inFlight?.count} rows SENDING at that moment)`);
    workers.push(await startWorker(database.url, kannel, 'worker 3'));

    for (;;) {
      const [left] = await database.query<{ count: string }>(
        "select count(*) from email_outbox where status in ('PENDING', 'SENDING')",
      );
      if (Number(left?.count) === 0) break;
      if (Date.now() - started > 30 * 60_000)
        throw new Error(`still ${left?.count} to send after 30 minutes`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const [last] = await database.query<{ at: Date }>('select max(sent_at) as at from email_outbox');
    const elapsedMs = new Date(last?.at ?? Date.now()).getTime() - started;
    clearInterval(progress);

    // Delivery reports: fakesmsc's SMSC reports each message delivered; wait for them to come back.
    const reportsStarted = Date.now();
    let applied = 0;
    let sentCount = 0;
    for (;;) {
      const [row] = await database.query<{ sent: string; delivered: string }>(
        "select count(*) filter (where status = 'SENT') as sent, count(*) filter (where delivery_status = 'DELIVERED') as delivered from email_outbox",
      );
      sentCount = Number(row?.sent);
      applied = Number(row?.delivered);
      if (applied >= sentCount || Date.now() - reportsStarted > 120_000) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }

    const rows = await database.query<{
      status: string;
      to_address: string;
      last_error: string | null;
      text_body: string;
      sent_at: Date | null;
    }>('select status, to_address, last_error, text_body, sent_at from email_outbox');
    const counts = await carrierCounts(runDir);
    const sent = rows.filter((row) => row.status === 'SENT');
    const failed = rows.filter((row) => row.status === 'FAILED');
    const numberOf = (text: string) => Number(/Recordatorio (\d+)/.exec(text)?.[1]);
    const lost = sent.filter((row) => !counts.has(numberOf(row.text_body)));
    const sentNumbers = new Set(sent.map((row) => numberOf(row.text_body)));
    const unknown = [...counts.keys()].filter((n) => !sentNumbers.has(n));
    const duplicates = [...counts.values()].reduce((sum, count) => sum + Math.max(0, count - 1), 0);
    const refused = failed.filter(
      (row) => row.to_address.startsWith('+99') && /^403 /.test(row.last_error ?? ''),
    );

    verdict(
      sent.length + failed.length === TOTAL,
      `every row ends SENT or FAILED (${sent.length} sent, ${failed.length} failed, ${TOTAL - sent.length - failed.length} other)`,
    );
    verdict(lost.length === 0, `none lost: every SENT row reached the carrier (${lost.length} lost)`);
    verdict(unknown.length === 0, `nothing reached the carrier that is not a SENT row (${unknown.length})`);
    verdict(
      failed.length === REFUSED && refused.length === REFUSED,
      `the ${REFUSED} unroutable numbers are FAILED at once with Kannel's 403 (${refused.length}), nothing else failed`,
    );
    verdict(
      duplicates <= WORKER_CONCURRENCY,
      `duplicates seen at the carrier: ${duplicates} (at most the killed worker's ${WORKER_CONCURRENCY} sends in flight)`,
    );
    verdict(applied === sentCount, `delivery reports applied: ${applied} of ${sentCount} sent`);
    const delays = sent
      .map((row) => new Date(row.sent_at ?? 0).getTime() - dueAt.getTime())
      .sort((a, b) => a - b);
    lines.push(
      `     ${sent.length} handed to Kannel in ${(elapsedMs / 1000).toFixed(1)} s: ${Math.round((sent.length / elapsedMs) * 1000)} messages/s; delay due → hand-off p50 ${(percentile(delays, 50) / 1000).toFixed(1)} s, p99 ${(percentile(delays, 99) / 1000).toFixed(1)} s, max ${((delays.at(-1) ?? 0) / 1000).toFixed(1)} s`,
    );
  } finally {
    for (const worker of workers)
      if (worker.exitCode === null && worker.signalCode === null) worker.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await app?.close();
    await handle.close();
    execFileSync(join(here, '../../ops/kannel/start-test-gateway.sh'), ['stop'], {
      env: { ...process.env, KANNEL_RUN_DIR: runDir, KANNEL_BASE_PORT: String(BASE_PORT) },
    });
    await database.drop();
  }
  for (const line of lines) console.log(`sms: ${line}`);
  return { passed, lines };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!(await isPostgresAvailable())) {
    console.log('sms: PostgreSQL is not available at 127.0.0.1:5432; skipped');
    process.exit(0);
  }
  const { passed } = await runSmsExactlyOnce();
  process.exit(passed ? 0 : 1);
}
