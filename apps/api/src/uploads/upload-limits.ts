import type { FastifyRequest } from 'fastify';
import type { AppDependencies } from '../app-dependencies';
import { requireUser } from '../http/authenticate';
import { createAccountLimiter } from '../security/account-limits';

export const UPLOAD_LIMIT_MESSAGE = 'Demasiadas subidas de archivos.';
const MINUTE_MS = 60_000;

/**
 * Uploads cost disk and CPU (sharp re-encodes every image), so they are limited twice: per IP by
 * @fastify/rate-limit (`routeConfig`) and per signed-in user across the logo and media routes
 * (`checkUser`), so one account cannot upload from many addresses, nor many accounts from one.
 */
export function uploadLimits(deps: AppDependencies) {
  const max = deps.config.rateLimits.uploadsPerMinute;
  const perUser = createAccountLimiter(
    deps.limits.store,
    { name: 'uploads', max, windowMs: MINUTE_MS },
    UPLOAD_LIMIT_MESSAGE,
  );
  return {
    routeConfig: { rateLimit: { max, timeWindow: MINUTE_MS } },
    /** A route hook: 401 for a stranger, then 429 past the user's uploads for the minute. */
    async checkUser(request: FastifyRequest): Promise<void> {
      const user = requireUser(request);
      await perUser.consume(`user:${user.id}`);
    },
  };
}
