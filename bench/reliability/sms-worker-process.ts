// One outbox worker as its own process, for sms-exactly-once.ts: the API's real worker
// (apps/api/src/mail/outbox-worker.ts) handing SMS rows to Kannel's sendsms, nothing else.
// Env: DATABASE_URL, SMS_GATEWAY_URL/USERNAME/PASSWORD, SMS_CALLBACK_URL, JWT_SECRET, OUTBOX_* knobs.
import { openPostgresDatabase } from '@citavet/db/database';
import { systemClock } from '../../apps/api/src/app-dependencies';
import { createOutboxWorker } from '../../apps/api/src/mail/outbox-worker';
import { unsubscribeTokensOf } from '../../apps/api/src/mail/unsubscribe-token';
import { SessionTokens } from '../../apps/api/src/security/tokens';
import {
  DELIVERY_REPORT_KEY_PURPOSE,
  DeliveryReportTokens,
} from '../../apps/api/src/sms/delivery-report-token';
import { createKannelGateway } from '../../apps/api/src/sms/sms-gateway';

const env = (name: string, fallback?: string) => {
  const value = process.env[name] ?? fallback;
  if (value === undefined) throw new Error(`${name} is required`);
  return value;
};

const tokens = new SessionTokens(env('JWT_SECRET'));
const database = await openPostgresDatabase({ connectionString: env('DATABASE_URL'), poolSize: 12 });
const worker = createOutboxWorker({
  db: database.db,
  clock: systemClock,
  transport: { describe: 'none', close() {}, send: () => Promise.reject(new Error('SMS only')) },
  from: 'Citavet <no-reply@citavet.test>',
  pollMs: Number(env('OUTBOX_POLL_MS', '100')),
  unsubscribe: { publicUrl: 'http://citavet.test', tokens: unsubscribeTokensOf(tokens) },
  sms: {
    gateway: createKannelGateway({
      url: env('SMS_GATEWAY_URL'),
      username: env('SMS_GATEWAY_USERNAME'),
      password: env('SMS_GATEWAY_PASSWORD'),
    }),
    reports: new DeliveryReportTokens(tokens.deriveKey(DELIVERY_REPORT_KEY_PURPOSE)),
    callbackUrl: env('SMS_CALLBACK_URL'),
    monthlySegmentQuota: 1_000_000,
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
const keepAlive = setInterval(() => {}, 60_000);
process.send?.('ready');
process.on('disconnect', () => process.exit(0));
process.on('SIGTERM', async () => {
  clearInterval(keepAlive);
  await worker.stop();
  await database.close();
  process.exit(0);
});
