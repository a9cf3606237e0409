/**
 * The last body built for each feed, by its ETag: calendar apps poll the same URL every few minutes
 * and most polls find nothing changed. A body is served again only under the same ETag (same
 * bookings, same settings, same window), so it is never stale; the oldest entries go first.
 */
export class CalendarFeedCache {
  readonly #entries = new Map<string, { etag: string; body: Buffer }>();
  #bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(feedId: string, etag: string): Buffer | undefined {
    const entry = this.#entries.get(feedId);
    return entry?.etag === etag ? entry.body : undefined;
  }

  set(feedId: string, etag: string, body: Buffer): void {
    this.#drop(feedId);
    if (body.length > this.maxBytes) return;
    this.#entries.set(feedId, { etag, body });
    this.#bytes += body.length;
    for (const key of this.#entries.keys()) {
      if (this.#bytes <= this.maxBytes) break;
      this.#drop(key);
    }
  }

  #drop(feedId: string): void {
    const entry = this.#entries.get(feedId);
    if (!entry) return;
    this.#bytes -= entry.body.length;
    this.#entries.delete(feedId);
  }
}
