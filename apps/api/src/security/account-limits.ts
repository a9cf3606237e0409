import { createHash } from 'node:crypto';
import { AppError } from '../http/app-error';
import type { LimitStore } from './limit-store';

/**
 * The key of an account in the limit store: a hash of the normalised e-mail (or user id), so
 * neither Redis nor a memory dump holds an address, and `Ana@X.com` and `ana@x.com ` share a limit.
 */
export function accountKey(identity: string): string {
  return createHash('sha256').update(identity.trim().toLowerCase()).digest('base64url').slice(0, 24);
}

export type AccountLimit = {
  /** Names the limit in its keys: two limits never share a counter. */
  name: string;
  max: number;
  windowMs: number;
};

/** A 429 in Spanish with the seconds to wait (also sent as Retry-After by the error handler). */
export function accountRateLimited(message: string, retryAfterMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError(
    429,
    'RATE_LIMITED',
    `${message} Inténtalo de nuevo en ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}.`,
    {
      retryAfterSeconds: seconds,
    },
  );
}

export const ACCOUNT_LIMIT_MESSAGE = 'Demasiadas solicitudes para esta cuenta.';

/**
 * A limit keyed on the target account (or any identity: a user id, an e-mail), on top of the
 * per-IP limits, so an attacker spreading requests over many addresses still meets one counter
 * per account. Call `consume` before the work: the call that goes over answers 429.
 *
 *   const resendLimit = createAccountLimiter(deps.limits.store, { name: 'verify-resend', max: 3, windowMs: HOUR });
 *   await resendLimit.consume(request.body.email);
 */
export function createAccountLimiter(
  store: LimitStore,
  limit: AccountLimit,
  message = ACCOUNT_LIMIT_MESSAGE,
) {
  return {
    async consume(identity: string): Promise<void> {
      const { count, ttlMs } = await store.incrementInWindow(
        `account:${limit.name}:${accountKey(identity)}`,
        limit.windowMs,
      );
      if (count > limit.max) throw accountRateLimited(message, ttlMs);
    },
  };
}

export type AccountLimiter = ReturnType<typeof createAccountLimiter>;
