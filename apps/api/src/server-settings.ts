import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AppConfig, type Clock, DEFAULT_RATE_LIMITS, systemClock } from './app-dependencies';
import type { Env } from './env';
import { SessionTokens } from './security/tokens';
import { resolveSessionSecret } from './session-secret';
import { type SmsConfig, smsConfigFrom } from './sms/sms-config';
import { controlledClock, controlledPlanLimits } from './test-controls';

/** What the server derives once from its environment and hands to the app and its workers. */
export type ServerSettings = {
  dataDir: string;
  uploadsDir: string;
  publicUrl: string;
  tokens: SessionTokens;
  sms: SmsConfig;
  clock: Clock;
  arePlanLimitsOn: () => boolean;
  caldavKey: Buffer | undefined;
  /** The end-to-end tests' control file: it moves the clock and switches plan limits. */
  controlFile: string | undefined;
};

export function serverSettingsOf(env: Env, dataDir: string): ServerSettings {
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  const controlFile = env.CITAVET_TEST_CONTROL_FILE;
  const isPlanLimitsOn = env.PLAN_LIMITS === 'on';
  return {
    dataDir,
    uploadsDir: join(dataDir, 'uploads'),
    publicUrl,
    tokens: new SessionTokens(resolveSessionSecret(env.JWT_SECRET, dataDir)),
    sms: smsConfigFrom({ ...env, publicUrl }),
    clock: controlFile ? controlledClock(controlFile, systemClock) : systemClock,
    arePlanLimitsOn: controlFile ? controlledPlanLimits(controlFile, isPlanLimitsOn) : () => isPlanLimitsOn,
    caldavKey: env.CALDAV_ENCRYPTION_KEY ? Buffer.from(env.CALDAV_ENCRYPTION_KEY, 'hex') : undefined,
    controlFile,
  };
}

/** The app's configuration: the environment's limits, quotas and addresses. */
export function appConfigOf(env: Env, settings: ServerSettings): AppConfig {
  const { publicUrl, sms, arePlanLimitsOn, caldavKey } = settings;
  return {
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
    webDistDir: env.WEB_DIST_DIR ?? resolve(dirname(fileURLToPath(import.meta.url)), '../../web/dist'),
  };
}
