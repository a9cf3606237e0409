// One outbox worker as its own process, for outbox-exactly-once.ts: the API's real worker
// (apps/api/src/mail/outbox-worker.ts) against PostgreSQL and an SMTP server, nothing else.
// Env: DATABASE_URL, SMTP_URL, OUTBOX_* knobs (as apps/api/src/env.ts reads them).
import { openPostgresDatabase } from '@citavet/db/database';
import { systemClock } from '../../apps/api/src/app-dependencies';
import { createSmtpTransport } from '../../apps/api/src/mail/mail-transport';
import { createOutboxWorker } from '../../apps/api/src/mail/outbox-worker';
import { unsubscribeTokensOf } from '../../apps/api/src/mail/unsubscribe-token';
import { SessionTokens } from '../../apps/api/src/security/tokens';

const env = (name: string, fallback?: string) => {
  const value = process.env[name] ?? fallback;
  if (value === undefined) throw new Error(`${name} is required`);
  return value;
};

const database = await openPostgresDatabase({ connectionString: env('DATABASE_URL'), poolSize: 12 });
const transport = createSmtpTransport(env('SMTP_URL'));
const worker = createOutboxWorker({
  db: database.db,
  clock: systemClock,
  transport,
  from: 'Citavet <no-reply@citavet.test>',
  pollMs: Number(env('OUTBOX_POLL_MS', '100')),
  unsubscribe: {
    publicUrl: 'http://citavet.test',
    tokens: unsubscribeTokensOf(
      new SessionTokens(env('JWT_SECRET', 'reliability-secret-reliability-secret')),
    ),
  },
  tuning: {
    batchSize: Number(env('OUTBOX_BATCH_SIZE', '100')),
    concurrency: Number(env('OUTBOX_CONCURRENCY', '8')),
    leaseMs: Number(env('OUTBOX_LEASE_MS', '5000')),
    retryBaseMs: Number(env('OUTBOX_RETRY_BASE_MS', '500')),
  },
  onError: (error) => console.error(`worker ${process.pid}: ${(error as Error).message}`),
});
worker.start();
// The worker's timer is unref'd (the API's HTTP server keeps that process alive); here nothing else does.
const keepAlive = setInterval(() => {}, 60_000);
process.send?.('ready');
// The run that started this worker ended (or died): so does the worker.
process.on('disconnect', () => process.exit(0));
process.on('SIGTERM', async () => {
  clearInterval(keepAlive);
  await worker.stop();
  transport.close();
  await database.close();
  process.exit(0);
});
