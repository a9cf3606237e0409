import pg from 'pg';

/** What a LISTEN subscriber hears: each payload, and whether it can currently trust it hears all. */
export type NotificationListener = {
  onNotification(payload: string): void;
  /**
   * False while notifications may be missed (the connection dropped, or is being re-established);
   * true once LISTEN is in place again. Whatever was derived from announcements before must be
   * dropped on every change, because some may have been missed in between.
   */
  onLiveChange(isLive: boolean): void;
};

export type Subscription = {
  /**
   * Resolves once every notification of a transaction that committed before the call has been
   * handed to onNotification (a round trip on the listening connection; the server sends pending
   * notifications before it says it is ready again). Rejects while not listening.
   */
  catchUp(): Promise<void>;
  stop(): Promise<void>;
};

const RETRY_MILLISECONDS = 1_000;

/**
 * LISTEN on a dedicated PostgreSQL connection (a pooled one could be handed to a query mid-LISTEN).
 * A lost connection is reported and re-established until stopped; the caller keeps working meanwhile.
 */
export async function listenOnPostgres(
  connectionString: string,
  channel: string,
  listener: NotificationListener,
): Promise<Subscription> {
  let current: pg.Client | null = null;
  let isStopped = false;
  let retry: NodeJS.Timeout | null = null;

  const scheduleRetry = () => {
    if (isStopped || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, RETRY_MILLISECONDS);
    retry.unref();
  };

  const lose = (client: pg.Client) => {
    if (current === client) {
      current = null;
      listener.onLiveChange(false);
    }
    client.end().catch(() => {});
    scheduleRetry();
  };

  async function connect() {
    const client = new pg.Client({ connectionString });
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) {
        listener.onNotification(message.payload);
      }
    });
    client.on('error', () => lose(client));
    client.on('end', () => lose(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch {
      lose(client);
      return;
    }
    if (isStopped) {
      await client.end().catch(() => {});
      return;
    }
    current = client;
    listener.onLiveChange(true);
  }

  await connect();
  const roundTrip = async () => {
    if (!current) throw new Error(`not listening on ${channel}`);
    // An empty query still makes the server send pending notifications before ReadyForQuery.
    await current.query('');
  };
  return {
    catchUp: coalesced(roundTrip),
    stop: async () => {
      isStopped = true;
      if (retry) clearTimeout(retry);
      const client = current;
      current = null;
      if (client) {
        listener.onLiveChange(false);
        await client.end().catch(() => {});
      }
    },
  };
}

/**
 * Many callers share round trips: one under way may have been sent before a caller asked, so that
 * caller waits for the next one, which every caller arriving meanwhile shares too.
 */
export function coalesced(roundTrip: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  const start = (): Promise<void> => {
    const trip = roundTrip().finally(() => {
      if (running === trip) running = null;
    });
    running = trip;
    return trip;
  };
  return () => {
    if (!running) return start();
    next ??= running
      .catch(() => {})
      .then(() => {
        next = null;
        return running ?? start();
      });
    return next;
  };
}
