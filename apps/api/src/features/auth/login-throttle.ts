import { type SignInDelayPolicy, signInDelayMs } from '@citavet/domain/auth/sign-in-delay';
import { accountKey, accountRateLimited } from '../../security/account-limits';
import type { LimitStore } from '../../security/limit-store';

export const ACCOUNT_DELAY_MESSAGE = 'Demasiados intentos fallidos para esta cuenta.';
const NOTICE_EVERY_MS = 60 * 60 * 1000;

/**
 * Failed sign-ins per account, in the shared limit store (Redis with several processes), as a
 * growing delay rather than a lock (docs/decisions/024-sec-limits.md). An attempt inside the
 * delay is refused before the password is looked at, so it neither tells a guesser anything nor
 * extends the delay; once the guessing stops the owner waits at most the policy's cap.
 */
export class LoginThrottle {
  constructor(
    private readonly store: LimitStore,
    private readonly policy: SignInDelayPolicy,
  ) {}

  /** Throws a 429 while the account's delay runs; otherwise lets one attempt check its password. */
  async begin(email: string): Promise<void> {
    const keys = this.#keys(email);
    const waiting = await this.store.read(keys.wait);
    if (waiting) throw accountRateLimited(ACCOUNT_DELAY_MESSAGE, waiting.ttlMs);
    const failures = Number((await this.store.read(keys.failures))?.value ?? 0);
    const nextDelayMs = signInDelayMs(failures + 1, this.policy);
    // Past the free failures, claim the window before checking: of several attempts sent at once
    // (from any process) only one gets its password checked.
    if (nextDelayMs > 0 && !(await this.store.setIfAbsent(keys.wait, '1', nextDelayMs))) {
      const claimed = await this.store.read(keys.wait);
      throw accountRateLimited(ACCOUNT_DELAY_MESSAGE, claimed?.ttlMs ?? nextDelayMs);
    }
  }

  /** Counts a wrong password and starts the wait it earns; returns the consecutive failures. */
  async recordFailure(email: string): Promise<number> {
    const keys = this.#keys(email);
    const failures = await this.store.increment(keys.failures, this.policy.memoryMs);
    const delayMs = signInDelayMs(failures, this.policy);
    if (delayMs > 0) await this.store.set(keys.wait, '1', delayMs);
    return failures;
  }

  /** The right password: the account starts afresh. */
  async reset(email: string): Promise<void> {
    const keys = this.#keys(email);
    await this.store.delete(keys.failures, keys.wait);
  }

  /** True for the first caller in an hour: the owner gets at most one notice per hour. */
  claimAttackNotice(email: string): Promise<boolean> {
    return this.store.setIfAbsent(this.#keys(email).notice, '1', NOTICE_EVERY_MS);
  }

  #keys(email: string) {
    const account = accountKey(email);
    return {
      failures: `signin:failures:${account}`,
      wait: `signin:wait:${account}`,
      notice: `signin:notice:${account}`,
    };
  }
}
