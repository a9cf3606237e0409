import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AVAILABILITY_CHANNEL } from '@citavet/db/availability-announcements';
import {
  type DatabaseHandle,
  migrateDatabase,
  openPgliteDatabase,
  openPostgresDatabase,
} from '@citavet/db/database';
import { Redis } from 'ioredis';
import { buildApp } from './app';
import { DEFAULT_RATE_LIMITS, systemClock } from './app-dependencies';
import { createChangeFeedWorker } from './change-feed/change-feed-worker';
import { acquireDataDirLock } from './data-dir-lock';
import { readEnv } from './env';
import { createWaitlistSweeper } from './features/bookings/waitlist/offer-freed-slots';
import { createCalDavBookingWriter } from './features/calendar/caldav-booking-writer';
import { createCalDavPullScheduler } from './features/calendar/pull-due-caldav-connections';
import { normalizeStoredPhones } from './features/clients/normalize-stored-phones';
import { createPlanNoticesScheduler } from './features/plans/queue-plan-notices';
import { createWeeklySummaryScheduler } from './features/reports/queue-weekly-summaries';
import { createFileTransport, createSmtpTransport } from './mail/mail-transport';
import { setRecipientDailyCap } from './mail/outbox.repository';
import { createOutboxWorker } from './mail/outbox-worker';
import { UNSUBSCRIBE_KEY_PURPOSE, UnsubscribeTokens } from './mail/unsubscribe-token';
import { CALDAV_PASSWORD_KEY_PURPOSE } from './security/secret-box';
import { redisLimits } from './security/shared-limits';
import { SessionTokens } from './security/tokens';
import { resolveSessionSecret } from './session-secret';
import { DELIVERY_REPORT_KEY_PURPOSE, DeliveryReportTokens } from './sms/delivery-report-token';
import { smsConfigFrom } from './sms/sms-config';
import { createKannelGateway } from './sms/sms-gateway';
import { createLocalDiskStorage } from './storage/local-disk-storage';
import { reconcileStoredFiles } from './storage/reconcile-stored-files';
import { referencedStoredKeys } from './stored-file-keys';
import { controlledClock, controlledPlanLimits } from './test-controls';

/** The only file with side effects: read the environment, open the database, listen. */
async function main() {
  const env = readEnv();
  const dataDir = resolve(env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const releaseLock = env.DATABASE_URL ? () => {} : acquireDataDirLock(dataDir);

  let database: DatabaseHandle;
  try {
    database = env.DATABASE_URL
      ? await openPostgresDatabase({ connectionString: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE })
      : await openPgliteDatabase({ dataDir: join(dataDir, 'pglite') });
    await migrateDatabase(database);
    await setRecipientDailyCap(database.db, env.OUTBOX_RECIPIENT_DAILY_CAP);
  } catch (error) {
    releaseLock();
    throw error;
  }

  // Limits shared by every process when REDIS_URL is set; a request waits for Redis at most one
  // retry, then fails (a 500) rather than letting attempts through uncounted.
  const redis = env.REDIS_URL
    ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 1, enableAutoPipelining: true })
    : undefined;

  const here = dirname(fileURLToPath(import.meta.url));
  const uploadsDir = join(dataDir, 'uploads');
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  const tokens = new SessionTokens(resolveSessionSecret(env.JWT_SECRET, dataDir));
  const sms = smsConfigFrom({ ...env, publicUrl });
  const controlFile = env.CITAVET_TEST_CONTROL_FILE;
  const clock = controlFile ? controlledClock(controlFile, systemClock) : systemClock;
  const isPlanLimitsOn = env.PLAN_LIMITS === 'on';
  const arePlanLimitsOn = controlFile
    ? controlledPlanLimits(controlFile, isPlanLimitsOn)
    : () => isPlanLimitsOn;
  const caldavKey = env.CALDAV_ENCRYPTION_KEY ? Buffer.from(env.CALDAV_ENCRYPTION_KEY, 'hex') : undefined;
  const app = await buildApp({
    database,
    clock,
    tokens,
    storage: createLocalDiskStorage(uploadsDir),
    ...(redis ? { limits: redisLimits(redis) } : {}),
    config: {
      publicUrl,
      trustProxy: env.TRUST_PROXY,
      logLevel: env.LOG_LEVEL,
      rateLimits: {
        ...DEFAULT_RATE_LIMITS,
        loginPerMinute: env.RATE_LIMIT_LOGIN_PER_MINUTE,
        registerPerMinute: env.RATE_LIMIT_REGISTER_PER_MINUTE,
        publicBookingPerMinute: env.RATE_LIMIT_PUBLIC_BOOKING_PER_MINUTE,
        calendarFeedPerMinute: env.RATE_LIMIT_CALENDAR_FEED_PER_MINUTE,
        forgotPasswordPerAccountPerHour: env.RATE_LIMIT_FORGOT_PASSWORD_PER_ACCOUNT_PER_HOUR,
        forgotPasswordPerMinute: env.RATE_LIMIT_EMAIL_LINKS_PER_MINUTE,
        uploadsPerMinute: env.RATE_LIMIT_UPLOADS_PER_MINUTE,
        registerPerBlockPerHour: env.RATE_LIMIT_REGISTER_PER_BLOCK_PER_HOUR,
        registerPerEmailPerHour: env.RATE_LIMIT_REGISTER_PER_EMAIL_PER_HOUR,
        mailActionsPerAccountPerHour: env.RATE_LIMIT_MAIL_PER_ACCOUNT_PER_HOUR,
        mailActionsPerBlockPerHour: env.RATE_LIMIT_MAIL_PER_BLOCK_PER_HOUR,
        signInDelay: {
          ...DEFAULT_RATE_LIMITS.signInDelay,
          freeFailures: env.SIGN_IN_FREE_FAILURES,
          capMs: env.SIGN_IN_DELAY_CAP_SECONDS * 1000,
        },
      },
      geocoder: env.GEOCODER,
      slotCacheBytes: env.SLOT_CACHE_MB * 1024 * 1024,
      publicBookingCaps: {
        perSpacePerHour: env.PUBLIC_BOOKINGS_PER_SPACE_PER_HOUR,
        perHostPerDay: env.PUBLIC_BOOKINGS_PER_HOST_PER_DAY,
        perEmailPerDay: env.PUBLIC_BOOKINGS_PER_EMAIL_PER_DAY,
      },
      spaceStorageQuotaBytes: env.SPACE_STORAGE_QUOTA_MB * 1024 * 1024,
      sms,
      arePlanLimitsOn,
      mailFrom: env.MAIL_FROM,
      ...(env.SALES_EMAIL ? { salesEmail: env.SALES_EMAIL } : {}),
      spaceRetentionDays: env.SPACE_RETENTION_DAYS,
      maxSpacesPerAccount: env.MAX_SPACES_PER_ACCOUNT,
      ...(caldavKey ? { caldavKey } : {}),
      accountStorageQuotaBytes: env.ACCOUNT_STORAGE_QUOTA_MB * 1024 * 1024,
      webDistDir: env.WEB_DIST_DIR ?? resolve(here, '../../web/dist'),
    },
  });

  // ioredis reconnects by itself; say so in the log instead of an unhandled 'error' event.
  redis?.on('error', (error: Error) => app.log.error({ err: error }, 'redis unavailable'));

  const transport = env.SMTP_URL
    ? createSmtpTransport(env.SMTP_URL)
    : createFileTransport(join(dataDir, 'mail'), (line) => app.log.info(line));
  const outbox = createOutboxWorker({
    db: database.db,
    clock,
    transport,
    from: env.MAIL_FROM,
    pollMs: env.OUTBOX_POLL_MS,
    unsubscribe: { publicUrl, tokens: new UnsubscribeTokens(tokens.deriveKey(UNSUBSCRIBE_KEY_PURPOSE)) },
    ...(sms.isEnabled
      ? {
          sms: {
            gateway: createKannelGateway(sms.gateway),
            reports: new DeliveryReportTokens(tokens.deriveKey(DELIVERY_REPORT_KEY_PURPOSE)),
            callbackUrl: sms.callbackUrl,
            monthlySegmentQuota: sms.monthlySegmentQuota,
            arePlanLimitsOn,
          },
        }
      : {}),
    tuning: {
      batchSize: env.OUTBOX_BATCH_SIZE,
      concurrency: env.OUTBOX_CONCURRENCY,
      leaseMs: env.OUTBOX_LEASE_MS,
      retryBaseMs: env.OUTBOX_RETRY_BASE_MS,
    },
    onError: (error) => app.log.error({ err: error }, 'outbox worker failed'),
  });

  // Report roll-ups and due-reminder drops derived from booking changes, about a second behind.
  const changeFeed = createChangeFeedWorker({
    db: database.db,
    pollMs: env.CHANGE_FEED_POLL_MS,
    batchSize: env.CHANGE_FEED_BATCH_SIZE,
    onError: (error) => app.log.error({ err: error }, 'change feed worker failed'),
  });

  // Waitlist offers (decision 085): slots bookings gave back and holds that ran out, after the
  // bookings' transactions committed: woken by the availability announcements every booking change
  // sends at its commit, and every few seconds for holds that run out with no change.
  const waitlist = createWaitlistSweeper(
    { database, clock, config: { publicUrl, sms, arePlanLimitsOn } },
    {
      intervalMs: controlFile ? 1_000 : 5_000,
      onError: (error) => app.log.error({ err: error }, 'waitlist sweep failed'),
    },
  );
  let stopWaitlistWakes: (() => Promise<void>) | undefined;

  // Busy time from the professionals' own CalDAV calendars, pulled at least every 5 minutes (decision 087).
  const caldavPulls = createCalDavPullScheduler(
    {
      db: database.db,
      clock,
      key: caldavKey ?? tokens.deriveKey(CALDAV_PASSWORD_KEY_PURPOSE),
      log: (message, fields) => app.log.warn(fields, message),
    },
    { intervalMs: 60_000, onError: (error) => app.log.error({ err: error }, 'caldav pull failed') },
  );

  // Bookings written out to the professionals' CalDAV calendars, after the change feed queued them
  // (decision 090): one booking at a time, a 2-minute lease, retries from 30 s up to an hour apart.
  const caldavWrites = createCalDavBookingWriter(
    {
      db: database.db,
      clock,
      key: caldavKey ?? tokens.deriveKey(CALDAV_PASSWORD_KEY_PURPOSE),
      publicUrl,
      log: (message, fields) => app.log.warn(fields, message),
      leaseMs: 120_000,
      retryBaseMs: 30_000,
    },
    {
      pollMs: 1_000,
      batchSize: 50,
      onError: (error) => app.log.error({ err: error }, 'caldav booking writer failed'),
    },
  );

  // The Monday-morning reports summary to each space's ADMINs (clinic-local), queued into the outbox;
  // checked every 5 minutes, and the outbox's dedupe key keeps it to one per admin and week.
  const weeklySummaries = createWeeklySummaryScheduler(
    { database, clock, publicUrl },
    {
      intervalMs: 5 * 60_000,
      onError: (error) => app.log.error({ err: error }, 'weekly summary failed'),
    },
  );
  // The trial's e-mails (3 days before its end, at its end) and 80 % / 100 % of the month's
  // appointments to each space's ADMINs, through the outbox, one each by its dedupe key (decision 073).
  const planNotices = createPlanNoticesScheduler(
    { database, clock, config: { publicUrl, arePlanLimitsOn } },
    {
      intervalMs: controlFile ? 2_000 : 5 * 60_000,
      onError: (error) => app.log.error({ err: error }, 'plan notices failed'),
    },
  );

  // What a crash left in the upload directory (files without a row, partial files) goes in the
  // background while the process serves: a large directory takes a while to walk, and uploads
  // running meanwhile are told apart by their partial names (storage/partial-files.ts).
  const stopReconciling = new AbortController();
  const reconciling = reconcileStoredFiles(
    uploadsDir,
    (spaceId) => referencedStoredKeys(database.db, spaceId),
    { signal: stopReconciling.signal },
  ).then(
    ({ orphans, abandoned }) =>
      console.log(
        `Archivos subidos revisados: ${orphans.length} sin registro y ${abandoned.length} de subidas interrumpidas eliminados`,
      ),
    (error: unknown) => {
      if (!stopReconciling.signal.aborted) app.log.error({ err: error }, 'upload reconciliation failed');
    },
  );

  // Phones stored before they were kept in E.164 (migration 0041 marked them) are read in their
  // clinic's country in the background while the process serves (decision 081).
  const normalizingPhones = normalizeStoredPhones(database.db).then(
    ({ rewritten, left }) => {
      if (rewritten + left > 0) {
        console.log(`Teléfonos en E.164: ${rewritten} reescritos, ${left} de clínicas sin país conocido`);
      }
    },
    (error: unknown) => app.log.error({ err: error }, 'phone normalization failed'),
  );

  let isShuttingDown = false;
  const shutdown = async (signal: string) => {
    if (isShuttingDown) return;
    isShuttingDown = true;
    app.log.info(`${signal} recibido: cerrando (se terminan las peticiones en curso)`);
    const forceExit = setTimeout(() => process.exit(1), 15_000);
    forceExit.unref();
    try {
      stopReconciling.abort();
      await app.close(); // stops accepting, drains in-flight requests
      await reconciling;
      await normalizingPhones;
      await weeklySummaries.stop();
      await planNotices.stop();
      await stopWaitlistWakes?.();
      await waitlist.stop();
      await outbox.stop();
      await changeFeed.stop();
      await caldavPulls.stop();
      await caldavWrites.stop();
      transport.close();
      await redis?.quit();
      await database.close();
    } finally {
      releaseLock();
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  outbox.start();
  changeFeed.start();
  caldavPulls.start();
  caldavWrites.start();
  weeklySummaries.start();
  planNotices.start();
  waitlist.start();
  stopWaitlistWakes = (
    await database.listen(AVAILABILITY_CHANNEL, {
      onNotification: () => waitlist.wake(),
      onLiveChange: () => {},
    })
  ).stop;
  const where = env.DATABASE_URL ? 'PostgreSQL' : `PGlite en ${join(dataDir, 'pglite')}`;
  const limitsIn = redis ? 'Redis' : 'memoria de este proceso';
  const startedIn = env.CITAVET_START_MS
    ? ` en ${((Date.now() - env.CITAVET_START_MS) / 1000).toFixed(1)} s`
    : '';
  console.log(
    `\nCitavet escuchando en ${publicUrl}${startedIn}  (base de datos: ${where}; correo: ${transport.describe}; SMS: ${sms.isEnabled ? new URL(sms.gateway.url).host : 'desactivado'}; límites: ${limitsIn})\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
