import { gzipSync } from 'node:zlib';
import { parseAvailabilityChange } from '@citavet/db/availability-announcements';
import { LRUCache } from 'lru-cache';

/** An answer ready to send: its JSON bytes, gzipped once on first demand. */
export type SerializedAnswer = { body: Buffer; gzipped(): Buffer };

/** What an answer was computed from: any announcement about its host or space makes it stale. */
export type AnswerStamp = { epoch: number; spaceVersion: number; hostVersion: number };

type Entry = {
  stamp: AnswerStamp;
  spaceId: string;
  hostId: string;
  computedAt: number;
  expiresAt: number;
  answer: SerializedAnswer;
};

export function serializedAnswer(json: string): SerializedAnswer {
  const body = Buffer.from(json, 'utf8');
  let gzipped: Buffer | undefined;
  return { body, gzipped: () => (gzipped ??= gzipSync(body, { level: 6 })) };
}

/**
 * The public page's slot answers, kept in this process until something they depend on changes
 * (docs/decisions/012). The database announces every committed change to bookings, schedules,
 * services, members, disabled dates and spaces; an announcement bumps the version of its host or space,
 * and an answer stamped with an older version is never served again. While the announcements cannot
 * be trusted (the listening connection is down) nothing is served from memory or stored.
 */
export class SlotAnswerCache {
  readonly #maxBytes: number;
  // Bounded by the bytes of JSON kept, least recently used first out.
  readonly #entries: LRUCache<string, Entry>;
  readonly #hostVersions = new Map<string, number>();
  readonly #spaceVersions = new Map<string, number>();
  #isLive = false;
  #epoch = 0;
  #nextVersion = 1;

  /** `maxBytes` bounds the JSON kept (gzipped copies are a tenth of it on top); 0 turns caching off. */
  constructor(maxBytes: number) {
    this.#maxBytes = maxBytes;
    this.#entries = new LRUCache({
      maxSize: Math.max(1, maxBytes),
      sizeCalculation: (entry) => Math.max(1, entry.answer.body.length),
    });
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Called by the listener: every change of state may have missed announcements, so all is dropped. */
  setLive(isLive: boolean): void {
    this.#isLive = isLive && this.#maxBytes > 0;
    this.#epoch++;
    this.#entries.clear();
    this.#hostVersions.clear();
    this.#spaceVersions.clear();
  }

  announce(payload: string): void {
    const change = parseAvailabilityChange(payload);
    if (!change) {
      this.setLive(this.#isLive);
      return;
    }
    const versions = change.scope === 'host' ? this.#hostVersions : this.#spaceVersions;
    versions.set(change.id, this.#nextVersion++);
  }

  /** Taken before reading the database: an answer is stored only if no announcement came meanwhile. */
  stampFor(spaceId: string, hostId: string): AnswerStamp | null {
    if (!this.#isLive) return null;
    return {
      epoch: this.#epoch,
      spaceVersion: this.#spaceVersions.get(spaceId) ?? 0,
      hostVersion: this.#hostVersions.get(hostId) ?? 0,
    };
  }

  find(key: string, now: number): SerializedAnswer | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (
      !this.#isCurrent(entry.stamp, entry.spaceId, entry.hostId) ||
      now < entry.computedAt ||
      now >= entry.expiresAt
    ) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.answer;
  }

  store(
    key: string,
    stamp: AnswerStamp | null,
    entry: {
      spaceId: string;
      hostId: string;
      computedAt: number;
      expiresAt: number;
      answer: SerializedAnswer;
    },
  ): void {
    if (!stamp || !this.#isCurrent(stamp, entry.spaceId, entry.hostId)) return;
    if (entry.answer.body.length > this.#maxBytes) return;
    this.#entries.set(key, { ...entry, stamp });
  }

  #isCurrent(stamp: AnswerStamp, spaceId: string, hostId: string): boolean {
    return (
      this.#isLive &&
      stamp.epoch === this.#epoch &&
      stamp.spaceVersion === (this.#spaceVersions.get(spaceId) ?? 0) &&
      stamp.hostVersion === (this.#hostVersions.get(hostId) ?? 0)
    );
  }
}
