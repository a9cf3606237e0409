import type { DatabaseHandle } from '@citavet/db/database';
import { DEFAULT_SIGN_IN_DELAY, type SignInDelayPolicy } from '@citavet/domain/auth/sign-in-delay';
import type { PublicBookingCaps } from '@citavet/domain/bookings/public-booking-caps';
import type { Redis } from 'ioredis';
import type { LimitStore } from './security/limit-store';
import type { PasswordHashCost } from './security/passwords';
import type { SessionTokens } from './security/tokens';
import type { SmsConfig } from './sms/sms-config';
import type { Storage } from './storage/storage';

export type Clock = { now(): Date };
export const systemClock: Clock = { now: () => new Date() };

export type RateLimitConfig = {
  /** Sign-in attempts per minute per IP. */
  loginPerMinute: number;
  /** Per account: the growing wait after failed sign-ins (no lock-out; docs/decisions/023-shared-limits.md). */
  signInDelay: SignInDelayPolicy;
  registerPerMinute: number;
  /** Registrations per hour from one client address block (/24, /64), and per e-mail tried. */
  registerPerBlockPerHour: number;
  registerPerEmailPerHour: number;
  /** Mail-sending actions (invitations, document e-mails, address changes) per hour per account and per address block. */
  mailActionsPerAccountPerHour: number;
  mailActionsPerBlockPerHour: number;
  /** CSV imports a space may start per hour, of clients and of pets each (one at a time). */
  clientImportsPerSpacePerHour: number;
  publicBookingPerMinute: number;
  /** Polls of calendar subscription URLs per minute per IP (default 60: apps poll every few minutes). */
  calendarFeedPerMinute?: number;
  /** Password-reset requests (and resets) per minute per IP. */
  forgotPasswordPerMinute: number;
  /** Password-reset e-mails per hour per target account, whatever the IP. */
  forgotPasswordPerAccountPerHour: number;
  /** Logo and media uploads per minute, per IP and per signed-in user. */
  uploadsPerMinute: number;
  /** Space deletions (each checks the OWNER's password) per OWNER account in 15 minutes. */
  spaceDeletionsPer15Minutes: number;
};

export const DEFAULT_RATE_LIMITS: RateLimitConfig = {
  loginPerMinute: 10,
  signInDelay: DEFAULT_SIGN_IN_DELAY,
  registerPerMinute: 5,
  registerPerBlockPerHour: 20,
  registerPerEmailPerHour: 5,
  mailActionsPerAccountPerHour: 30,
  mailActionsPerBlockPerHour: 60,
  clientImportsPerSpacePerHour: 5,
  publicBookingPerMinute: 10,
  forgotPasswordPerMinute: 5,
  forgotPasswordPerAccountPerHour: 3,
  uploadsPerMinute: 20,
  spaceDeletionsPer15Minutes: 5,
};

/**
 * Which proxies may tell the client's address in X-Forwarded-For: none by default (the socket's
 * address is the client), a hop count, or the proxies' addresses/CIDRs (README: TRUST_PROXY).
 */
export type TrustProxy = false | number | string[];

export type AppConfig = {
  /** Origin used in e-mailed links, e.g. http://localhost:3000. */
  publicUrl: string;
  rateLimits: RateLimitConfig;
  /** Default false: a direct client's X-Forwarded-For is ignored, so it cannot dodge a limit. */
  trustProxy?: TrustProxy;
  logLevel: string;
  /** Built SPA to serve; absent in tests and in `npm run dev` (Vite serves it). */
  webDistDir?: string;
  geocoder: 'nominatim' | 'off';
  /** Bytes of slot answers kept per process (docs/decisions/012); 0 turns the cache off. Default 32 MB. */
  slotCacheBytes?: number;
  /** Caps on public bookings per space, host and e-mail; DEFAULT_PUBLIC_BOOKING_CAPS when absent. */
  publicBookingCaps?: PublicBookingCaps;
  /**
   * Keep the directory's entries fresh in the background: sweep expired ones, and recompute every
   * entry when the notification connection (re)starts, since changes may have been missed meanwhile
   * (docs/decisions/050). Default true; the OpenAPI document builds the app on an empty, unmigrated
   * database and turns it off (a sweep there could only fail).
   */
  isDirectoryRefresherOn?: boolean;
  /**
   * Whether the plans' limits hold (PLAN_LIMITS, on by default in production; decision 073). Asked
   * on each use so the journeys' test-only controls can turn them on; absent (tests): off.
   */
  arePlanLimitsOn?: () => boolean;
  /** The outbox's sender (MAIL_FROM); absent: no-reply at the public URL's host. */
  mailFrom?: string;
  /** Where 'Pasar a Premium' requests are e-mailed (SALES_EMAIL); absent: recorded only. */
  salesEmail?: string;
  /** Bytes of uploads (media and logo) each space may keep; default 1 GiB (SPACE_STORAGE_QUOTA_MB). */
  spaceStorageQuotaBytes?: number;
  /** The SMS channel (SMS_GATEWAY_URL…); absent or off: SMS is not offered and the settings say why. */
  sms?: SmsConfig;
  /**
   * Days a deleted space stays restorable by its OWNER before `npm run space:purge` may take it
   * (SPACE_RETENTION_DAYS); DEFAULT_SPACE_RETENTION_DAYS when absent (decision 067).
   */
  spaceRetentionDays?: number;
  /** Bytes of uploads one account's spaces may keep together; default 5 GiB (ACCOUNT_STORAGE_QUOTA_MB). */
  accountStorageQuotaBytes?: number;
  /** Spaces one account may administer; default 10 (MAX_SPACES_PER_ACCOUNT). */
  maxSpacesPerAccount?: number;
  /** Seals CalDAV app passwords (CALDAV_ENCRYPTION_KEY); absent: derived from the session secret. */
  caldavKey?: Buffer;
  /** The cost of new password hashes; absent: OWASP's minimum. Not read from the environment. */
  passwordHashCost?: PasswordHashCost;
};

/**
 * Where the limits count. With `redis` (REDIS_URL) every process shares them: @fastify/rate-limit's
 * per-IP limits use its Redis store and ours (`store`) the same server; without, both are in memory.
 */
export type SharedLimits = { store: LimitStore; redis?: { client: Redis; keyPrefix: string } };

/**
 * Called before slots are computed for hosts: a host whose CalDAV busy time is overdue is pulled at
 * once, waiting a bounded time (docs/decisions/091). Built in app.ts from the calendar feature.
 */
export type CalendarFreshness = { beforeSlots(hostIds: readonly string[]): Promise<void> };

export type AppDependencies = {
  database: DatabaseHandle;
  clock: Clock;
  tokens: SessionTokens;
  storage: Storage;
  config: AppConfig;
  limits: SharedLimits;
  calendarFreshness?: CalendarFreshness;
};

/** What buildApp takes: without `limits` it counts in this process's memory (embedded mode). */
export type AppInput = Omit<AppDependencies, 'limits' | 'calendarFreshness'> & { limits?: SharedLimits };
