import { type SignInDelayPolicy, signInDelayMs } from '@citavet/domain/auth/sign-in-delay';
import { accountKey, accountRateLimited } from '../../security/account-limits';
import type { LimitStore } from '../../security/limit-store';

export const ACCOUNT_DELAY_MESSAGE = 'Demasiados intentos fallidos para esta cuenta.';
const NOTICE_EVERY_MS = 60 * 60 * 1000;

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

  /** 429 while the wait runs. Past the free failures the attempt claims the window first, so of
   * several attempts sent at once (from any process) only one has its password checked. */
  async enter(failures: number): Promise<void> {
    const wait = `${this.key}:wait`;
    const waiting = await this.store.read(wait);
    if (waiting) throw accountRateLimited(ACCOUNT_DELAY_MESSAGE, waiting.ttlMs);
    const nextDelayMs = signInDelayMs(failures + 1, this.freeFailures, this.policy);
    if (nextDelayMs > 0 && !(await this.store.setIfAbsent(wait, '1', nextDelayMs))) {
      const claimed = await this.store.read(wait);
      throw accountRateLimited(ACCOUNT_DELAY_MESSAGE, claimed?.ttlMs ?? nextDelayMs);
    }
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

/**
 * Failed sign-ins as growing, capped waits rather than a lock (docs/decisions/023-shared-limits.md),
 * in the shared limit store (Redis with several processes). Three counters per account:
 * - this client address on this account (the first `freeFailures` free);
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

  /** Throws a 429 while a wait runs for this attempt; otherwise its password may be checked. */
  async begin(email: string, clientAddress: string): Promise<SignInAttempt> {
    const account = accountKey(email);
    const client = new DelayGate(
      this.store,
      `signin:${account}:client:${accountKey(clientAddress)}`,
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
    await client.enter(clientFailures);
    await pool.enter(await pool.failures());
    return {
      async fail() {
        const [isClientDelayed, isPoolDelayed] = await Promise.all([client.fail(), pool.fail()]);
        return isClientDelayed || isPoolDelayed;
      },
      // The pools are the attackers' counters: a success by the owner leaves them running.
      succeed: () => client.reset(),
    };
  }

  /** True for the first caller in an hour: the owner gets at most one notice per hour. */
  claimAttackNotice(email: string): Promise<boolean> {
    return this.store.setIfAbsent(`signin:${accountKey(email)}:notice`, '1', NOTICE_EVERY_MS);
  }
}
