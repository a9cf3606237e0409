import type { Clock } from '../../app-dependencies';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Counts failed sign-ins per account in a sliding hour. In-process on purpose: with several API
 * processes this moves to Redis with the IP limits (design.md §5).
 */
export class LoginThrottle {
  readonly #failures = new Map<string, number[]>();

  constructor(
    private readonly clock: Clock,
    private readonly maxFailuresPerHour: number,
  ) {}

  isLocked(email: string): boolean {
    return this.#recent(email).length >= this.maxFailuresPerHour;
  }

  recordFailure(email: string) {
    const recent = this.#recent(email);
    recent.push(this.clock.now().getTime());
    this.#failures.set(email, recent);
  }

  reset(email: string) {
    this.#failures.delete(email);
  }

  #recent(email: string): number[] {
    const cutoff = this.clock.now().getTime() - HOUR_MS;
    const recent = (this.#failures.get(email) ?? []).filter((at) => at > cutoff);
    if (recent.length === 0) this.#failures.delete(email);
    return recent;
  }
}
