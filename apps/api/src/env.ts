import { z } from 'zod';

/** The only reader of process.env (habit 7): everything else receives a parsed Config. */
const EnvSchema = z.object({
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
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).default(1000),
  /** Memory for the public page's slot answers per process (docs/decisions/012); 0 turns it off. */
  SLOT_CACHE_MB: z.coerce.number().min(0).max(4096).default(32),
  /** Uploads (media and logo) each space may keep, in MiB. */
  SPACE_STORAGE_QUOTA_MB: z.coerce.number().int().min(1).default(1024),
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
