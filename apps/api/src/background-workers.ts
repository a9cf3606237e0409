import { AVAILABILITY_CHANNEL } from '@citavet/db/availability-announcements';
import type { DatabaseHandle } from '@citavet/db/database';
import type { FastifyBaseLogger } from 'fastify';
import { createChangeFeedWorker } from './change-feed/change-feed-worker';
import type { Env } from './env';
import { expandAllMessageDrafts } from './features/bookings/emails/expand-status-message-drafts';
import { createWaitlistSweeper } from './features/bookings/waitlist/offer-freed-slots';
import { createCalDavBookingWriter } from './features/calendar/caldav-booking-writer';
import { createCalDavPullScheduler } from './features/calendar/pull-due-caldav-connections';
import { createPlanNoticesScheduler } from './features/plans/queue-plan-notices';
import { createWeeklySummaryScheduler } from './features/reports/queue-weekly-summaries';
import type { MailTransport } from './mail/mail-transport';
import { createOutboxWorker } from './mail/outbox-worker';
import { UNSUBSCRIBE_KEY_PURPOSE, UnsubscribeTokens } from './mail/unsubscribe-token';
import { CALDAV_PASSWORD_KEY_PURPOSE } from './security/secret-box';
import { appConfigOf, type ServerSettings } from './server-settings';
import { DELIVERY_REPORT_KEY_PURPOSE, DeliveryReportTokens } from './sms/delivery-report-token';
import { createKannelGateway } from './sms/sms-gateway';

export type BackgroundWorkers = {
  /** Starts every worker, then wakes the waitlist sweep on each availability announcement. */
  start(): Promise<void>;
  /** Stops them, each after its work in hand. */
  stop(): Promise<void>;
};

type WorkerInput = {
  env: Env;
  database: DatabaseHandle;
  settings: ServerSettings;
  transport: MailTransport;
  log: FastifyBaseLogger;
};

/** The outbox and the change feed: what the requests' transactions queued, sent and rolled up. */
function createQueueWorkers({ env, database, settings, transport, log }: WorkerInput) {
  const { clock, publicUrl, tokens, sms, arePlanLimitsOn } = settings;
  // New bookings' and status changes' e-mails are drafted here, with the app's own links, sender
  // and SMS channel.
  const drafting = { database, config: appConfigOf(env, settings) };
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
    expandDrafts: () => expandAllMessageDrafts(drafting),
    tuning: {
      batchSize: env.OUTBOX_BATCH_SIZE,
      concurrency: env.OUTBOX_CONCURRENCY,
      leaseMs: env.OUTBOX_LEASE_MS,
      retryBaseMs: env.OUTBOX_RETRY_BASE_MS,
    },
    onError: (error) => log.error({ err: error }, 'outbox worker failed'),
  });

  // Report roll-ups and due-reminder drops derived from booking changes, about a second behind.
  const changeFeed = createChangeFeedWorker({
    db: database.db,
    pollMs: env.CHANGE_FEED_POLL_MS,
    batchSize: env.CHANGE_FEED_BATCH_SIZE,
    onError: (error) => log.error({ err: error }, 'change feed worker failed'),
  });
  return { outbox, changeFeed };
}

/** Busy time pulled from the professionals' own CalDAV calendars, and bookings written out to them. */
function createCalDavWorkers({ database, settings, log }: WorkerInput) {
  const { clock, publicUrl, tokens, caldavKey } = settings;
  const key = caldavKey ?? tokens.deriveKey(CALDAV_PASSWORD_KEY_PURPOSE);
  const warn = (message: string, fields: Record<string, unknown>) => log.warn(fields, message);
  // Pulled at least every 5 minutes (decision 087).
  const caldavPulls = createCalDavPullScheduler(
    { db: database.db, clock, key, log: warn },
    { intervalMs: 60_000, onError: (error) => log.error({ err: error }, 'caldav pull failed') },
  );
  // Written after the change feed queued them (decision 090): one booking at a time, a 2-minute
  // lease, retries from 30 s up to an hour apart.
  const caldavWrites = createCalDavBookingWriter(
    { db: database.db, clock, key, publicUrl, log: warn, leaseMs: 120_000, retryBaseMs: 30_000 },
    {
      pollMs: 1_000,
      batchSize: 50,
      onError: (error) => log.error({ err: error }, 'caldav booking writer failed'),
    },
  );
  return { caldavPulls, caldavWrites };
}

/** The e-mails the clock sends: the weekly reports summary and the plan's notices. */
function createScheduledMailWorkers({ database, settings, log }: WorkerInput) {
  const { clock, publicUrl, arePlanLimitsOn, controlFile } = settings;
  // The Monday-morning reports summary to each space's ADMINs (clinic-local), queued into the outbox;
  // checked every 5 minutes, and the outbox's dedupe key keeps it to one per admin and week.
  const weeklySummaries = createWeeklySummaryScheduler(
    { database, clock, publicUrl },
    { intervalMs: 5 * 60_000, onError: (error) => log.error({ err: error }, 'weekly summary failed') },
  );
  // The trial's e-mails (3 days before its end, at its end) and 80 % / 100 % of the month's
  // appointments to each space's ADMINs, through the outbox, one each by its dedupe key (decision 073).
  const planNotices = createPlanNoticesScheduler(
    { database, clock, config: { publicUrl, arePlanLimitsOn } },
    {
      intervalMs: controlFile ? 2_000 : 5 * 60_000,
      onError: (error) => log.error({ err: error }, 'plan notices failed'),
    },
  );
  return { weeklySummaries, planNotices };
}

/** Every worker the server runs beside its requests. */
export function createBackgroundWorkers(input: WorkerInput): BackgroundWorkers {
  const { database, settings, log } = input;
  const { outbox, changeFeed } = createQueueWorkers(input);
  // Waitlist offers (decision 085): slots bookings gave back and holds that ran out, after the
  // bookings' transactions committed: woken by the availability announcements every booking change
  // sends at its commit, and every few seconds for holds that run out with no change.
  const waitlist = createWaitlistSweeper(
    {
      database,
      clock: settings.clock,
      config: { publicUrl: settings.publicUrl, sms: settings.sms, arePlanLimitsOn: settings.arePlanLimitsOn },
    },
    {
      intervalMs: settings.controlFile ? 1_000 : 5_000,
      onError: (error) => log.error({ err: error }, 'waitlist sweep failed'),
    },
  );
  const { caldavPulls, caldavWrites } = createCalDavWorkers(input);
  const { weeklySummaries, planNotices } = createScheduledMailWorkers(input);
  let stopWaitlistWakes: (() => Promise<void>) | undefined;

  return {
    async start() {
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
    },
    async stop() {
      await weeklySummaries.stop();
      await planNotices.stop();
      await stopWaitlistWakes?.();
      await waitlist.stop();
      await outbox.stop();
      await changeFeed.stop();
      await caldavPulls.stop();
      await caldavWrites.stop();
    },
  };
}
