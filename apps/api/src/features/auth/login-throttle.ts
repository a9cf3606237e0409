import { addressBlock } from '@citavet/domain/auth/address-block';
import { type SignInDelayPolicy, signInDelayMs } from '@citavet/domain/auth/sign-in-delay';
import { AppError } from '../../http/app-error';
import { accountKey, accountRateLimited } from '../../security/account-limits';
import type { LimitStore } from '../../security/limit-store';

export const ACCOUNT_DELAY_MESSAGE = 'Demasiados intentos fallidos para esta cuenta.';
const NOTICE_EVERY_MS = 60 * 60 * 1000;
/** At most one e-mailed sign-in link per account in this time, however many pool waits. */
const SIGN_IN_LINK_EVERY_MS = 10 * 60 * 1000;

/** One failure counter with its wait: past its free failures, each failure makes the next wait. */
class DelayGate {
  constructor(
    private readonly store: LimitStore,
    private readonly key: string,
    private readonly freeFailures: number,
    private readonly policy: SignInDelayPolicy,
  ) {}

  async failures(): Promise<number> {
    return Number((await this.store.read(`${this.key}:failures`))?.value ?? 0);
  }

  /** The wait still to run (ms), or 0 and the attempt may go on. Past the free failures the
   * attempt claims the window first, so of several attempts sent at once (from any process) only
   * one has its password checked. */
  async enter(failures: number): Promise<number> {
    const wait = `${this.key}:wait`;
    const waiting = await this.store.read(wait);
    if (waiting) return waiting.ttlMs;
    const nextDelayMs = signInDelayMs(failures + 1, this.freeFailures, this.policy);
    if (nextDelayMs > 0 && !(await this.store.setIfAbsent(wait, '1', nextDelayMs))) {
      const claimed = await this.store.read(wait);
      return claimed?.ttlMs ?? nextDelayMs;
    }
    return 0;
  }

  /** Counts a failure and starts the wait it earns; true once past the free failures. */
  async fail(): Promise<boolean> {
    const failures = await this.store.increment(`${this.key}:failures`, this.policy.memoryMs);
    const delayMs = signInDelayMs(failures, this.freeFailures, this.policy);
    if (delayMs > 0) await this.store.set(`${this.key}:wait`, '1', delayMs);
    return delayMs > 0;
  }

  async reset(): Promise<void> {
    await this.store.delete(`${this.key}:failures`, `${this.key}:wait`);
  }
}

export type SignInAttempt = {
  /** A wrong password: counted; true when the account is now under attack (time to tell the owner). */
  fail(): Promise<boolean>;
  /** The right password: this address starts afresh on this account. */
  succeed(): Promise<void>;
};

export const SIGN_IN_LINK_SENT_MESSAGE =
  'Demasiados intentos fallidos para esta cuenta desde dispositivos nuevos. Si la cuenta existe, te enviamos a su email un enlace para entrar sin esperar: ábrelo en este navegador.';

/** The pool wait as the 429 a new device sees: the same whether the account exists or not. */
export function signInLinkSent(retryAfterMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError(
    429,
    'SIGN_IN_LINK_SENT',
    `${SIGN_IN_LINK_SENT_MESSAGE} O inténtalo de nuevo en ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}.`,
    { retryAfterSeconds: seconds },
  );
}

/** The account-wide pool is in a wait: the attempt came from a browser without a device cookie. */
export class PoolWaitError extends Error {
  constructor(readonly retryAfterMs: number) {
    super('sign-in pool wait');
  }
}

/**
 * Failed sign-ins as growing, capped waits rather than a lock (docs/decisions/023-shared-limits.md,
 * docs/decisions/068-trusted-devices-and-mail-limits.md), in the shared limit store (Redis with
 * several processes). A browser with a valid device cookie for the account counts on its own
 * counter only (the first `freeFailures` free): the pools below are not its concern, so nobody
 * elsewhere can hold it up. Any other attempt passes three counters:
 * - this client's address block (/24 or /64) on this account (the first `freeFailures` free);
 * - every address that has used up its own free failures here ("suspect"), together;
 * - every address still within them ("fresh"), together — where the owner usually stands.
 * A guesser from one address or from thousands meets an account-wide limit, but only the fresh
 * pool is shared with the owner, and an address leaves it after a few failures. An attempt inside
 * a wait is refused before its password is looked at (the same 429 for a right and a wrong one),
 * and does not extend the wait.
 */
export class LoginThrottle {
  constructor(
    private readonly store: LimitStore,
    private readonly policy: SignInDelayPolicy,
  ) {}

  /**
   * Throws a 429 while a wait runs for this attempt (a PoolWaitError when only the account-wide
   * pool holds it); otherwise its password may be checked. `deviceNonce`: the nonce of the
   * request's valid device cookie for this account (security/device-cookie.ts), or null.
   */
  async begin(email: string, clientAddress: string, deviceNonce: string | null): Promise<SignInAttempt> {
    const account = accountKey(email);
    if (deviceNonce) {
      const device = new DelayGate(
        this.store,
        `signin:${account}:device:${accountKey(deviceNonce)}`,
        this.policy.freeFailures,
        this.policy,
      );
      const waitMs = await device.enter(await device.failures());
      if (waitMs > 0) throw accountRateLimited(ACCOUNT_DELAY_MESSAGE, waitMs);
      return { fail: () => device.fail(), succeed: () => device.reset() };
    }
    const client = new DelayGate(
      this.store,
      `signin:${account}:client:${accountKey(addressBlock(clientAddress))}`,
      this.policy.freeFailures,
      this.policy,
    );
    const clientFailures = await client.failures();
    const isSuspect = clientFailures >= this.policy.freeFailures;
    const pool = new DelayGate(
      this.store,
      `signin:${account}:${isSuspect ? 'suspect' : 'fresh'}`,
      this.policy.accountFreeFailures,
      this.policy,
    );
    const clientWaitMs = await client.enter(clientFailures);
    if (clientWaitMs > 0) throw accountRateLimited(ACCOUNT_DELAY_MESSAGE, clientWaitMs);
    const poolWaitMs = await pool.enter(await pool.failures());
    if (poolWaitMs > 0) throw new PoolWaitError(poolWaitMs);
    return {
      async fail() {
        const [isClientDelayed, isPoolDelayed] = await Promise.all([client.fail(), pool.fail()]);
        return isClientDelayed || isPoolDelayed;
      },
      // The pools are the attackers' counters: a success by the owner leaves them running.
      succeed: () => client.reset(),
    };
  }

  /** True for the first caller in ten minutes: at most one e-mailed sign-in link in that time. */
  claimSignInLink(email: string): Promise<boolean> {
    return this.store.setIfAbsent(`signin:${accountKey(email)}:link`, '1', SIGN_IN_LINK_EVERY_MS);
  }

  /** True for the first caller in an hour: the owner gets at most one notice per hour. */
  claimAttackNotice(email: string): Promise<boolean> {
    return this.store.setIfAbsent(`signin:${accountKey(email)}:notice`, '1', NOTICE_EVERY_MS);
  }
}
