/** An event's written lines (UTF-8 bytes), by what they were written from. */
export type EventTexts = Map<string, { key: string; bytes: Buffer }>;

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
  #bytes = 0;

  constructor(private readonly maxBytes: number) {}

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
