import type { DatabaseHandle } from '@citavet/db/database';
import type { SessionTokens } from './security/tokens';
import type { Storage } from './storage/storage';

export type Clock = { now(): Date };
export const systemClock: Clock = { now: () => new Date() };

export type RateLimitConfig = {
  /** Sign-in attempts per minute per IP. */
  loginPerMinute: number;
  /** Failed sign-ins per hour per account before it is locked for the rest of the hour. */
  loginFailuresPerHour: number;
  registerPerMinute: number;
  publicBookingPerMinute: number;
  forgotPasswordPerMinute: number;
};

export const DEFAULT_RATE_LIMITS: RateLimitConfig = {
  loginPerMinute: 10,
  loginFailuresPerHour: 100,
  registerPerMinute: 5,
  publicBookingPerMinute: 10,
  forgotPasswordPerMinute: 5,
};

export type AppConfig = {
  /** Origin used in e-mailed links, e.g. http://localhost:3000. */
  publicUrl: string;
  rateLimits: RateLimitConfig;
  logLevel: string;
  /** Built SPA to serve; absent in tests and in `npm run dev` (Vite serves it). */
  webDistDir?: string;
  geocoder: 'nominatim' | 'off';
  /** Bytes of slot answers kept per process (docs/decisions/012); 0 turns the cache off. Default 32 MB. */
  slotCacheBytes?: number;
  /** Bytes of uploads (media and logo) each space may keep; default 1 GiB (SPACE_STORAGE_QUOTA_MB). */
  spaceStorageQuotaBytes?: number;
};

export type AppDependencies = {
  database: DatabaseHandle;
  clock: Clock;
  tokens: SessionTokens;
  storage: Storage;
  config: AppConfig;
};
