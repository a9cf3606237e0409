import { isIP } from 'node:net';
import { z } from 'zod';

/** An address or CIDR block (`10.0.0.0/8`, `2001:db8::/32`) a TRUST_PROXY list may hold. */
function isAddressOrBlock(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset, empty, `false` or `0` trusts no proxy (the socket's address is the client);
 * a number trusts that many hops; otherwise a comma-separated list of the proxies' IPs/CIDRs.
 */
export const TrustProxySchema = z
  .string()
  .trim()
  .optional()
  .transform((value, context): false | number | string[] => {
    if (value === undefined || value === '' || value === 'false' || value === '0') return false;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    const invalid = entries.filter((entry) => !isAddressOrBlock(entry));
    if (invalid.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `TRUST_PROXY debe ser un número de saltos o una lista de IP/CIDR separadas por comas (no válido: ${invalid.join(', ')})`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** The only reader of process.env (habit 7): everything else receives a parsed Config. */
const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL debe empezar por postgres://')
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    JWT_SECRET: z.string().min(32, 'JWT_SECRET debe tener al menos 32 caracteres').optional(),
    /**
     * Seals CalDAV app passwords at rest (AES-256-GCM, 64 hex characters). Absent: derived from the
     * session secret like the other keys, so rotating JWT_SECRET then means reconnecting calendars.
     */
    CALDAV_ENCRYPTION_KEY: z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, 'CALDAV_ENCRYPTION_KEY debe tener 64 caracteres hexadecimales (32 bytes)')
      .optional(),
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default('Citavet <no-reply@citavet.local>'),
    PUBLIC_URL: z.string().url().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    GEOCODER: z.enum(['nominatim', 'off']).default('nominatim'),
    WEB_DIST_DIR: z.string().optional(),
    /** Set by scripts/start.mjs so the start-up time (install + build + migrate) can be printed. */
    CITAVET_START_MS: z.coerce.number().optional(),
    RATE_LIMIT_LOGIN_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    RATE_LIMIT_REGISTER_PER_MINUTE: z.coerce.number().int().min(1).default(5),
    RATE_LIMIT_PUBLIC_BOOKING_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    RATE_LIMIT_CALENDAR_FEED_PER_MINUTE: z.coerce.number().int().min(1).default(60),
    RATE_LIMIT_FORGOT_PASSWORD_PER_ACCOUNT_PER_HOUR: z.coerce.number().int().min(1).default(3),
    /** Password resets and e-mailed links (verify, sign-in, 'no fui yo') per minute per IP. */
    RATE_LIMIT_EMAIL_LINKS_PER_MINUTE: z.coerce.number().int().min(1).default(5),
    RATE_LIMIT_UPLOADS_PER_MINUTE: z.coerce.number().int().min(1).default(20),
    /** Failed sign-ins from one address on an account before its next ones wait (docs/decisions/023-shared-limits.md). */
    SIGN_IN_FREE_FAILURES: z.coerce.number().int().min(1).default(5),
    SIGN_IN_DELAY_CAP_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    TRUST_PROXY: TrustProxySchema,
    /** redis://…: limits shared by every API process; without it they live in this process's memory. */
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'REDIS_URL debe empezar por redis:// o rediss://')
      .optional(),
    /** Public bookings: most per space per hour, per host and per client e-mail per day; 0 = no cap. */
    PUBLIC_BOOKINGS_PER_SPACE_PER_HOUR: z.coerce.number().int().min(0).default(60),
    PUBLIC_BOOKINGS_PER_HOST_PER_DAY: z.coerce.number().int().min(0).default(40),
    PUBLIC_BOOKINGS_PER_EMAIL_PER_DAY: z.coerce.number().int().min(0).default(5),
    OUTBOX_POLL_MS: z.coerce.number().int().min(50).default(1000),
    /** The outbox worker's knobs (docs/decisions/059-outbox-exactly-once.md): rows per claim, sends at once. */
    OUTBOX_BATCH_SIZE: z.coerce.number().int().min(1).max(1000).default(20),
    OUTBOX_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(1),
    /** How long a claim holds before another worker may take a dead worker's rows. */
    OUTBOX_LEASE_MS: z.coerce.number().int().min(1000).default(60_000),
    /** The first retry's wait after a temporary SMTP failure (doubling, capped at 1 h). */
    OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(100).default(30_000),
    /** The bookings' change feed (docs/decisions/069-booking-change-feed.md): wait between rounds, changes per round. */
    CHANGE_FEED_POLL_MS: z.coerce.number().int().min(10).default(1000),
    CHANGE_FEED_BATCH_SIZE: z.coerce.number().int().min(1).max(10_000).default(1000),
    /**
     * SMS through Kannel's HTTP sendsms interface (docs/operations.md, 'SMS through Kannel'): its URL
     * ('http://127.0.0.1:13013/cgi-bin/sendsms') and a sendsms-user's credentials. Without all three
     * the SMS channel is off and the reminder settings say so.
     */
    SMS_GATEWAY_URL: z.string().url('SMS_GATEWAY_URL debe ser una URL').optional(),
    SMS_GATEWAY_USERNAME: z.string().min(1).optional(),
    SMS_GATEWAY_PASSWORD: z.string().min(1).optional(),
    /** The API's origin as Kannel reaches it, for delivery reports (default PUBLIC_URL). */
    SMS_CALLBACK_URL: z.string().url('SMS_CALLBACK_URL debe ser una URL').optional(),
    /** The key Kannel's sms-service puts in the get-url of replies (key=…); replies are refused without it. */
    SMS_INBOUND_SECRET: z.string().min(16, 'SMS_INBOUND_SECRET debe tener al menos 16 caracteres').optional(),
    /** Segments each space may send per calendar month before SMS stop (and its admins are told). */
    SMS_MONTHLY_SEGMENT_QUOTA: z.coerce.number().int().min(0).default(2000),
    /** Memory for the public page's slot answers per process (docs/decisions/012); 0 turns it off. */
    SLOT_CACHE_MB: z.coerce.number().min(0).max(4096).default(32),
    /** Uploads (media and logo) each space may keep, in MiB. */
    SPACE_STORAGE_QUOTA_MB: z.coerce.number().int().min(1).default(1024),
    /** Registrations per hour from one address block (/24, /64) and per e-mail tried (docs/decisions/068). */
    RATE_LIMIT_REGISTER_PER_BLOCK_PER_HOUR: z.coerce.number().int().min(1).default(20),
    RATE_LIMIT_REGISTER_PER_EMAIL_PER_HOUR: z.coerce.number().int().min(1).default(5),
    /** Invitations and document e-mails per hour, per account and per address block (docs/decisions/068). */
    RATE_LIMIT_MAIL_PER_ACCOUNT_PER_HOUR: z.coerce.number().int().min(1).default(30),
    RATE_LIMIT_MAIL_PER_BLOCK_PER_HOUR: z.coerce.number().int().min(1).default(60),
    /** Uploads one account's spaces may keep together, in MiB (docs/decisions/068). */
    ACCOUNT_STORAGE_QUOTA_MB: z.coerce.number().int().min(1).default(5120),
    /** Spaces one account may administer (docs/decisions/068). */
    MAX_SPACES_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
    /** Messages one address may get within any 24 hours, all kinds together (docs/decisions/068). */
    OUTBOX_RECIPIENT_DAILY_CAP: z.coerce.number().int().min(1).default(100),
    /** Days a deleted space stays restorable before the purge job may take it (decision 067). */
    SPACE_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    /** The plans' limits (decision 073); `off` for a clinic hosting its own copy. */
    PLAN_LIMITS: z.enum(['on', 'off'], { error: 'PLAN_LIMITS debe ser on u off' }).default('on'),
    /** The platform's sales address: 'Pasar a Premium' requests are e-mailed there. */
    SALES_EMAIL: z.email({ error: 'SALES_EMAIL debe ser una dirección de email' }).optional(),
    /**
     * Browser journeys only: a JSON file whose `clockOffsetMs` moves the app's clock and whose
     * `planLimits` overrides PLAN_LIMITS (test-controls.ts). Refused in production.
     */
    CITAVET_TEST_CONTROL_FILE: z.string().optional(),
  })
  .refine((env) => env.CITAVET_TEST_CONTROL_FILE === undefined || env.NODE_ENV !== 'production', {
    message: 'CITAVET_TEST_CONTROL_FILE solo se admite con NODE_ENV=test o development',
    path: ['CITAVET_TEST_CONTROL_FILE'],
  });

export type Env = z.infer<typeof EnvSchema>;

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Configuración inválida:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}
