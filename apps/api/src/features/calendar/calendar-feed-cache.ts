/** An event's written lines (UTF-8 bytes), by what they were written from. */
export type EventTexts = Map<string, { key: string; bytes: Buffer }>;

// Tokens whose zone is remembered: a few bytes each; past the limit they are all forgotten at once
// (the next poll of each reads its zone again).
const ZONES_LIMIT = 10_000;

type Entry = { etag: string; body: Buffer; events: EventTexts; bytes: number };

/**
 * The last body built for each feed, by its ETag, and its events' written lines: calendar apps poll
 * the same URL every few minutes and most polls find nothing changed; after a change, only the
 * changed events are written again. A body is served again only under the same ETag (same
 * bookings, same settings, same window), so it is never stale; the least recently served feeds go
 * first once the bytes are over the bound.
 */
export class CalendarFeedCache {
  readonly #entries = new Map<string, Entry>();
  readonly #zones = new Map<string, string>();
  #bytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** The zone a token's space had at its last poll (the window is worked out from it), if any. */
  zoneOf(tokenHash: string): string | undefined {
    return this.#zones.get(tokenHash);
  }

  rememberZone(tokenHash: string, zone: string | null): void {
    if (zone === null) {
      this.#zones.delete(tokenHash);
      return;
    }
    if (this.#zones.size >= ZONES_LIMIT && !this.#zones.has(tokenHash)) this.#zones.clear();
    this.#zones.set(tokenHash, zone);
  }

  get(feedId: string, etag: string): Buffer | undefined {
    const entry = this.#entries.get(feedId);
    if (entry?.etag !== etag) return undefined;
    // Served again: last in the eviction order (the least recently served feeds go first).
    this.#entries.delete(feedId);
    this.#entries.set(feedId, entry);
    return entry.body;
  }

  /** The feed's events as its last build wrote them (empty when none is kept). */
  eventsOf(feedId: string): EventTexts {
    return this.#entries.get(feedId)?.events ?? new Map();
  }

  set(feedId: string, etag: string, body: Buffer, events: EventTexts): void {
    this.#drop(feedId);
    // The events' bytes are the body's size again, in buffers of their own.
    const bytes = body.length * 2;
    if (bytes > this.maxBytes) return;
    this.#entries.set(feedId, { etag, body, events, bytes });
    this.#bytes += bytes;
    for (const key of this.#entries.keys()) {
      if (this.#bytes <= this.maxBytes) break;
      this.#drop(key);
    }
  }

  #drop(feedId: string): void {
    const entry = this.#entries.get(feedId);
    if (!entry) return;
    this.#bytes -= entry.bytes;
    this.#entries.delete(feedId);
  }
}
