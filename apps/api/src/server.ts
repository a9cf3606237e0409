import { join } from 'node:path';
import type { DatabaseHandle } from '@citavet/db/database';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp } from './app';
import { type BackgroundWorkers, createBackgroundWorkers } from './background-workers';
import { type Env, readEnv } from './env';
import { createFileTransport, createSmtpTransport, type MailTransport } from './mail/mail-transport';
import { setRecipientDailyCap } from './mail/outbox.repository';
import { openAppDatabase } from './open-app-database';
import { redisLimits } from './security/shared-limits';
import { appConfigOf, type ServerSettings, serverSettingsOf } from './server-settings';
import type { StartupChores } from './startup-chores';
import { startStartupChores } from './startup-chores';
import { createLocalDiskStorage } from './storage/local-disk-storage';

/** The only file with side effects: read the environment, open the database, listen. */
async function main() {
  const env = readEnv();
  const { database, dataDir, releaseLock } = await openAppDatabase(env, { poolSize: env.DATABASE_POOL_SIZE });
  await setRecipientDailyCap(database.db, env.OUTBOX_RECIPIENT_DAILY_CAP).catch((error: unknown) => {
    releaseLock();
    throw error;
  });
  const settings = serverSettingsOf(env, dataDir);

  // Limits shared by every process when REDIS_URL is set; a request waits for Redis at most one
  // retry, then fails (a 500) rather than letting attempts through uncounted.
  const redis = env.REDIS_URL
    ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 1, enableAutoPipelining: true })
    : undefined;
  const app = await buildApp({
    database,
    clock: settings.clock,
    tokens: settings.tokens,
    storage: createLocalDiskStorage(settings.uploadsDir),
    ...(redis ? { limits: redisLimits(redis) } : {}),
    config: appConfigOf(env, settings),
  });
  // ioredis reconnects by itself; say so in the log instead of an unhandled 'error' event.
  redis?.on('error', (error: Error) => app.log.error({ err: error }, 'redis unavailable'));

  const transport = env.SMTP_URL
    ? createSmtpTransport(env.SMTP_URL)
    : createFileTransport(join(dataDir, 'mail'), (line) => app.log.info(line));
  const workers = createBackgroundWorkers({ env, database, settings, transport, log: app.log });
  const chores = startStartupChores(database, settings.uploadsDir, app.log);
  stopOnSignals({ app, chores, workers, transport, redis, database, releaseLock });

  await app.listen({ port: env.PORT, host: env.HOST });
  await workers.start();
  announceListening(env, settings, { transport, redis });
}

/**
 * SIGINT and SIGTERM drain the requests in flight, then stop the workers and close what they used;
 * a shutdown that takes over 15 s exits anyway.
 */
function stopOnSignals(running: {
  app: FastifyInstance;
  chores: StartupChores;
  workers: BackgroundWorkers;
  transport: MailTransport;
  redis: Redis | undefined;
  database: DatabaseHandle;
  releaseLock: () => void;
}) {
  const { app, chores, workers, transport, redis, database, releaseLock } = running;
  let isShuttingDown = false;
  const shutdown = async (signal: string) => {
    if (isShuttingDown) return;
    isShuttingDown = true;
    app.log.info(`${signal} recibido: cerrando (se terminan las peticiones en curso)`);
    const forceExit = setTimeout(() => process.exit(1), 15_000);
    forceExit.unref();
    try {
      chores.abort();
      await app.close(); // stops accepting, drains in-flight requests
      await chores.settled;
      await workers.stop();
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
}

function announceListening(
  env: Env,
  settings: ServerSettings,
  using: { transport: MailTransport; redis: Redis | undefined },
) {
  const { publicUrl, sms, dataDir } = settings;
  const where = env.DATABASE_URL ? 'PostgreSQL' : `PGlite en ${join(dataDir, 'pglite')}`;
  const limitsIn = using.redis ? 'Redis' : 'memoria de este proceso';
  const startedIn = env.CITAVET_START_MS
    ? ` en ${((Date.now() - env.CITAVET_START_MS) / 1000).toFixed(1)} s`
    : '';
  console.log(
    `\nCitavet escuchando en ${publicUrl}${startedIn}  (base de datos: ${where}; correo: ${using.transport.describe}; SMS: ${sms.isEnabled ? new URL(sms.gateway.url).host : 'desactivado'}; límites: ${limitsIn})\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
