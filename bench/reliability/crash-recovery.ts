// kill -9 an API process in the middle of a booking load on PostgreSQL, restart it, and check that
// nothing answered 201 was lost, nothing was half-written, and no e-mail is marked sent unsent.
// Run: npm run build:api && npx tsx bench/reliability/crash-recovery.ts
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { MILLISECONDS_PER_DAY } from '@citavet/domain/time/civil-calendar';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { isPostgresAvailable } from '../bench-app';
import { api, createScratchDatabase, setUpClinic, startApiProcess, verifyEmailIn } from '../process-cluster';

async function startMailSink() {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const to = session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()).join(',');
        const parsed = await simpleParser(Buffer.concat(chunks));
        received.push(`${to}|${parsed.subject ?? ''}`);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export async function runCrashRecovery(): Promise<{ passed: boolean; lines: string[] }> {
  const database = await createScratchDatabase('citavet_crash');
  const mail = await startMailSink();
  const env = { SMTP_URL: mail.url, OUTBOX_POLL_MS: '100' };
  let server = await startApiProcess({ databaseUrl: database.url, port: 3721, extraEnv: env });
  const lines: string[] = [];
  let passed = true;
  const verdict = (isRight: boolean, line: string) => {
    passed &&= isRight;
    lines.push(`${isRight ? 'ok  ' : 'FAIL'} ${line}`);
  };
  try {
    const clinic = await setUpClinic(server.url, verifyEmailIn(database));
    // 600 distinct 30-minute slots over the coming weeks: most requests succeed until the kill.
    const base = new Date(Date.now() + 3 * MILLISECONDS_PER_DAY);
    base.setUTCHours(8, 0, 0, 0);
    const answered = new Map<string, { startTime: string }>();
    let sent = 0;
    let killed = false;
    const load = Array.from({ length: 600 }, async (_, index) => {
      const day = Math.floor(index / 20);
      const start = new Date(base.getTime() + day * MILLISECONDS_PER_DAY + (index % 20) * 30 * 60_000);
      const weekday = ((start.getUTCDay() + 6) % 7) + 1;
      const scheduleId = clinic.schedules.find((schedule) => schedule.dayOfWeek === weekday)?.id;
      await new Promise((resolve) => setTimeout(resolve, index * 4));
      if (killed) return;
      sent += 1;
      try {
        const response = await api<{ data: { booking: { id?: string; startTime: string } } }>(
          server.url,
          'POST',
          '/api/bookings/public',
          {
            body: {
              serviceScheduleId: scheduleId,
              startTime: start.toISOString(),
              endTime: new Date(start.getTime() + 30 * 60_000).toISOString(),
              clientInfo: {
                name: `Cliente ${index}`,
                email: `crash${index}@example.com`,
                phone: '',
                website: '',
              },
            },
          },
        );
        if (response.status === 201) answered.set(start.toISOString(), { startTime: start.toISOString() });
      } catch {
        // the connection died with the process: this request was never answered
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 1200));
    killed = true;
    server.child.kill('SIGKILL');
    await Promise.allSettled(load);
    lines.push(`     sent ${sent} bookings, ${answered.size} answered 201 before kill -9`);

    server = await startApiProcess({ databaseUrl: database.url, port: 3721, extraEnv: env });
    await new Promise((resolve) => setTimeout(resolve, 3000)); // let the outbox drain

    const rows = await database.query<{ start_at: Date; client_id: string | null; status: string }>(
      'select start_at, client_id, status from bookings',
    );
    const stored = new Set(rows.map((row) => new Date(row.start_at).toISOString()));
    const lost = [...answered.keys()].filter((start) => !stored.has(start));
    verdict(
      lost.length === 0,
      `every booking answered 201 is stored (${answered.size} answered, ${lost.length} lost)`,
    );
    const halfWritten = rows.filter((row) => row.client_id === null);
    verdict(halfWritten.length === 0, `no booking without its client record (${halfWritten.length})`);
    const withoutMail = await database.query<{ count: string }>(
      `select count(*) from bookings b where b.source = 'PUBLIC' and not exists
         (select 1 from email_outbox o where o.booking_id = b.id and o.kind like 'booking-confirm%')`,
    );
    verdict(
      Number(withoutMail[0]?.count) === 0,
      `every public booking has its confirmation e-mail queued (${withoutMail[0]?.count} missing)`,
    );
    const sentRows = await database.query<{ to_address: string; subject: string }>(
      "select to_address, subject from email_outbox where status = 'SENT'",
    );
    const delivered = new Set(mail.received);
    const markedNotDelivered = sentRows.filter(
      (row) => !delivered.has(`${row.to_address.toLowerCase()}|${row.subject}`),
    );
    verdict(
      markedNotDelivered.length === 0,
      `no e-mail marked sent that the SMTP server did not receive (${sentRows.length} sent, ${markedNotDelivered.length} not received)`,
    );
    const health = await api(server.url, 'GET', '/api/health');
    verdict(health.status === 200, 'the restarted process answers /api/health');
  } finally {
    server.kill();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await mail.close();
    await database.drop();
  }
  for (const line of lines) console.log(`crash: ${line}`);
  return { passed, lines };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!(await isPostgresAvailable())) {
    console.log('crash: PostgreSQL is not available at 127.0.0.1:5432; skipped');
    process.exit(0);
  }
  const { passed } = await runCrashRecovery();
  process.exit(passed ? 0 : 1);
}
