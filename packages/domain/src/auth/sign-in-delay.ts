/**
 * How long an account makes the next sign-in wait after failed ones (docs/decisions/024-sec-limits.md).
 * No lock-out: the first `freeFailures` cost nothing, then each failure doubles the wait from
 * `baseMs` up to `capMs`, so a guesser gets at most one try per `capMs` on an account and the owner
 * waits at most `capMs` once the guessing stops. The count is forgotten `memoryMs` after the last
 * failure, or at once on a correct password.
 */
export type SignInDelayPolicy = {
  freeFailures: number;
  baseMs: number;
  capMs: number;
  memoryMs: number;
};

/** One minute at most: 60 guesses an hour on an account, under ASVS's 100 per hour. */
export const DEFAULT_SIGN_IN_DELAY: SignInDelayPolicy = {
  freeFailures: 5,
  baseMs: 1_000,
  capMs: 60_000,
  memoryMs: 60 * 60 * 1000,
};

/** The wait that follows the `failures`-th consecutive failure (0 while still free). */
export function signInDelayMs(failures: number, policy: SignInDelayPolicy): number {
  if (failures < policy.freeFailures) return 0;
  const exponent = Math.min(failures - policy.freeFailures, 52);
  return Math.min(policy.baseMs * 2 ** exponent, policy.capMs);
}

/** True once the failures are enough to call it an attack and tell the owner. */
export function isAccountUnderAttack(failures: number, policy: SignInDelayPolicy): boolean {
  return failures >= policy.freeFailures;
}
