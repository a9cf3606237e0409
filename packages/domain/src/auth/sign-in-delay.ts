/**
 * How long sign-ins on an account wait after failed ones (docs/decisions/023-shared-limits.md).
 * No lock-out: a counter's first free failures cost nothing, then each failure doubles the wait
 * from `baseMs` up to `capMs`. Two kinds of counters use the rule: one per (account, client
 * address) with `freeFailures`, and two per account — the addresses that already failed there,
 * and the addresses new to it — with `accountFreeFailures`, so a guesser from many addresses still
 * meets one limit while the owner, from an address with no failures, is not held up by them.
 * Counts are forgotten `memoryMs` after their last failure.
 */
export type SignInDelayPolicy = {
  freeFailures: number;
  accountFreeFailures: number;
  baseMs: number;
  capMs: number;
  memoryMs: number;
};

export const DEFAULT_SIGN_IN_DELAY: SignInDelayPolicy = {
  freeFailures: 5,
  accountFreeFailures: 20,
  baseMs: 1_000,
  capMs: 60_000,
  memoryMs: 60 * 60 * 1000,
};

/** The wait that follows a counter's `failures`-th failure (0 while it still has free ones). */
export function signInDelayMs(failures: number, freeFailures: number, policy: SignInDelayPolicy): number {
  if (failures < freeFailures) return 0;
  const exponent = Math.min(failures - freeFailures, 52);
  return Math.min(policy.baseMs * 2 ** exponent, policy.capMs);
}
