// 100,000 reminders due in the same minute, two worker processes, a real SMTP
// server that is slow (1–5 ms a message) and sometimes refuses (421/451 → retried with backoff;
// 550 for a few recipients → FAILED), and one worker killed with SIGKILL mid-batch and replaced.
// Checks every message reached the server (none lost), none twice beyond the crash window (counted
// by Message-ID, fixed per outbox row: the receiving side dedupes them), the 550s FAILED with their
// reason, and prints messages/s and the p99 delay from due time to SMTP hand-off.
// Run: npx tsx bench/reliability/outbox-exactly-once.ts (RELIABILITY_MESSAGES=… for a smaller run).
// Decision: docs/decisions/059-outbox-exactly-once.md.
import { type ChildProcess, fork } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { isPostgresAvailable } from '../bench-app';
import { createScratchDatabase } from '../process-cluster';

const here = dirname(fileURLToPath(import.meta.url));
const TOTAL = Number(process.env.RELIABILITY_MESSAGES ?? 100_000);
const CLIENTS = 1000;
const BOUNCING = 25; // recipients the server refuses for good (550)
const TEMPORARY_RATE = 0.02; // 421/451 on this share of attempts
const WORKER_CONCURRENCY = 8;

type Delivery = { messageId: string; at: number };

function startSlowSmtp(bouncing: Set<string>) {
  const deliveries: Delivery[] = [];
  let temporaryRefusals = 0;
  let permanentRefusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // No reverse DNS of 127.0.0.1 per connection (it waits for a resolver timeout in a sandbox).
    disableReverseLookup: true,
    maxClients: 200,
    size: 1024 * 1024,
    onRcptTo(address, _session, callback) {
      if (bouncing.has(address.address.toLowerCase())) {
        permanentRefusals += 1;
        callback(Object.assign(new Error('5.1.1 Mailbox unavailable'), { responseCode: 550 }));
        return;
      }
      if (Math.random() < TEMPORARY_RATE / 2) {
        temporaryRefusals += 1;
        callback(Object.assign(new Error('4.7.0 Try again later'), { responseCode: 421 }));
        return;
      }
      callback();
    },
    onData(stream, _session, callback) {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 4096) head += chunk.toString('latin1');
      });
      stream.on('end', () => {
        // Slow: 1–5 ms per message, as a busy relay is.
        setTimeout(
          () => {
            if (Math.random() < TEMPORARY_RATE / 2) {
              temporaryRefusals += 1;
              callback(Object.assign(new Error('4.3.0 Mailbox busy'), { responseCode: 451 }));
              return;
            }
            const messageId = /^message-id:\s*(<[^>]+>)/im.exec(head)?.[1] ?? '';
            deliveries.push({ messageId, at: Date.now() });
            callback();
          },
          1 + Math.random() * 4,
        );
      });
    },
  });
  // A killed worker resets its connections: expected here, not a failure of the server.
  server.on('error', () => {});
  return new Promise<{
    url: string;
    deliveries: Delivery[];
    refusals: () => { temporary: number; permanent: number };
    close: () => Promise<void>;
  }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const port = (server.server.address() as AddressInfo).port;
      resolve({
        url:
          process.env.RELIABILITY_SMTP_POOL !== '0'
            ? `smtp://127.0.0.1:${port}?pool=true&maxConnections=${WORKER_CONCURRENCY}`
            : `smtp://127.0.0.1:${port}`,
        deliveries,
        refusals: () => ({ temporary: temporaryRefusals, permanent: permanentRefusals }),
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

function startWorker(databaseUrl: string, smtpUrl: string, name: string): Promise<ChildProcess> {
  const child = fork(join(here, 'outbox-worker-process.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      SMTP_URL: smtpUrl,
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

export async function runOutboxExactlyOnce(): Promise<{ passed: boolean; lines: string[] }> {
  const database = await createScratchDatabase('citavet_outbox');
  const lines: string[] = [];
  let passed = true;
  const verdict = (isRight: boolean, line: string) => {
    passed &&= isRight;
    lines.push(`${isRight ? 'ok  ' : 'FAIL'} ${line}`);
  };
  const workers: ChildProcess[] = [];
  const bouncing = new Set(Array.from({ length: BOUNCING }, (_, index) => `rebota${index}@example.com`));
  const smtp = await startSlowSmtp(bouncing);
  try {
    // The schema, by the same migrations the API runs.
    const { openPostgresDatabase, migrateDatabase } = await import('@citavet/db/database');
    const handle = await openPostgresDatabase({ connectionString: database.url, poolSize: 2 });
    await migrateDatabase(handle);
    await handle.close();

    // One clinic, 1,000 consenting clients, 100,000 reminders due at the same minute; a few go to
    // addresses the server refuses.
    const dueAt = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    await database.query(`
      with u as (insert into users (name, email, password_hash) values ('Ana', 'ana@example.com', 'x') returning id),
      s as (insert into spaces (name, created_by) select 'Clínica Fiable', id from u returning id)
      insert into clients (space_id, name, email, reminder_consent_at)
      select s.id, 'Cliente ' || n, 'cliente' || n || '@example.com', now() from s, generate_series(1, ${CLIENTS}) n`);
    await database.query(
      `insert into email_outbox (kind, client_id, to_address, subject, text_body, send_after)
       select 'reminder-appointment', c.id,
         case when n <= ${BOUNCING} then 'rebota' || (n - 1) || '@example.com' else 'r' || n || '@example.com' end,
         'Recordatorio ' || n, 'Te recordamos tu cita de mañana.', $1
       from generate_series(1, ${TOTAL}) n
       join (select id, row_number() over (order by id) - 1 as k from clients) c on c.k = n % ${CLIENTS}`,
      [dueAt.toISOString()],
    );
    lines.push(`     ${TOTAL} reminders due at ${dueAt.toISOString()}, ${BOUNCING} to refused addresses`);

    const started = Date.now();
    const progress = setInterval(
      () =>
        console.error(
          `outbox: … ${smtp.deliveries.length} delivered after ${Math.round((Date.now() - started) / 1000)} s`,
        ),
      10_000,
    );
    progress.unref();
    workers.push(await startWorker(database.url, smtp.url, 'worker 1'));
    workers.push(await startWorker(database.url, smtp.url, 'worker 2'));
    console.error('outbox: … two workers ready');

    // Kill worker 1 with SIGKILL once about a third has gone, mid-batch, and start a replacement.
    while (smtp.deliveries.length < TOTAL / 3) await new Promise((resolve) => setTimeout(resolve, 50));
    const killedAt = smtp.deliveries.length;
    workers[0]?.kill('SIGKILL');
    const inFlight = await database.query<{ count: string }>(
      "select count(*) from email_outbox where status = 'SENDING'",
    );
    lines.push(
      `     SIGKILL worker 1 after ${killedAt} deliveries (${inFlight[0]?.count} rows SENDING at that moment)`,
    );
    workers.push(await startWorker(database.url, smtp.url, 'worker 3'));

    // Done when nothing is left to send.
    for (;;) {
      const [left] = await database.query<{ count: string }>(
        "select count(*) from email_outbox where status in ('PENDING', 'SENDING')",
      );
      if (Number(left?.count) === 0) break;
      if (Date.now() - started > 30 * 60_000)
        throw new Error(`still ${left?.count} to send after 30 minutes`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const elapsedMs = (smtp.deliveries.at(-1)?.at ?? Date.now()) - started;

    const rows = await database.query<{
      id: string;
      status: string;
      to_address: string;
      last_error: string | null;
    }>('select id, status, to_address, last_error from email_outbox');
    const host = 'citavet.test';
    const byMessageId = new Map<string, number>();
    const firstAt = new Map<string, number>();
    for (const delivery of smtp.deliveries) {
      byMessageId.set(delivery.messageId, (byMessageId.get(delivery.messageId) ?? 0) + 1);
      if (!firstAt.has(delivery.messageId)) firstAt.set(delivery.messageId, delivery.at);
    }
    const sent = rows.filter((row) => row.status === 'SENT');
    const failed = rows.filter((row) => row.status === 'FAILED');
    const lost = sent.filter((row) => !byMessageId.has(`<${row.id}@${host}>`));
    const rowMessageIds = new Set(rows.map((row) => `<${row.id}@${host}>`));
    const unknown = [...byMessageId.keys()].filter((messageId) => !rowMessageIds.has(messageId));
    const duplicates = [...byMessageId.values()].reduce((sum, count) => sum + Math.max(0, count - 1), 0);
    const failedBounced = failed.filter(
      (row) => bouncing.has(row.to_address) && /^550\b/.test(row.last_error ?? ''),
    );

    verdict(
      sent.length + failed.length === TOTAL,
      `every row ends SENT or FAILED (${sent.length} sent, ${failed.length} failed, ${TOTAL - sent.length - failed.length} other)`,
    );
    verdict(lost.length === 0, `none lost: every SENT row reached the SMTP server (${lost.length} lost)`);
    verdict(unknown.length === 0, `nothing delivered that is not an outbox row (${unknown.length})`);
    verdict(
      failed.length === BOUNCING && failedBounced.length === BOUNCING,
      `the ${BOUNCING} refused recipients (550) are FAILED with the server's answer (${failedBounced.length}), nothing else failed`,
    );
    verdict(
      byMessageId.size === sent.length,
      `distinct Message-IDs accepted = SENT rows: ${byMessageId.size} = ${sent.length} (0 duplicates after Message-ID dedupe)`,
    );
    verdict(
      duplicates <= WORKER_CONCURRENCY,
      `re-deliveries of one Message-ID (accepted by SMTP, worker killed before its row said SENT): ${duplicates} (at most the killed worker's ${WORKER_CONCURRENCY} sends in flight)`,
    );
    const refusals = smtp.refusals();
    lines.push(
      `     temporary refusals (421/451) retried: ${refusals.temporary}; permanent (550): ${refusals.permanent}`,
    );
    const delays = [...firstAt.values()].map((at) => at - dueAt.getTime()).sort((a, b) => a - b);
    lines.push(
      `     ${smtp.deliveries.length} deliveries in ${(elapsedMs / 1000).toFixed(1)} s: ${Math.round((byMessageId.size / elapsedMs) * 1000)} messages/s; delay due → SMTP hand-off p50 ${(percentile(delays, 50) / 1000).toFixed(1)} s, p99 ${(percentile(delays, 99) / 1000).toFixed(1)} s, max ${((delays.at(-1) ?? 0) / 1000).toFixed(1)} s`,
    );
  } finally {
    for (const worker of workers)
      if (worker.exitCode === null && worker.signalCode === null) worker.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await smtp.close();
    await database.drop();
  }
  for (const line of lines) console.log(`outbox: ${line}`);
  return { passed, lines };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!(await isPostgresAvailable())) {
    console.log('outbox: PostgreSQL is not available at 127.0.0.1:5432; skipped');
    process.exit(0);
  }
  const { passed } = await runOutboxExactlyOnce();
  process.exit(passed ? 0 : 1);
}
