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

type Listen = (channel: string, listener: NotificationListener) => Promise<Subscription>;

/**
 * One LISTEN per channel for all of a process's subscribers (the slot-answer cache and the
 * directory both follow the availability channel): each notification crosses a socket, and wakes a
 * PostgreSQL backend, once instead of once per subscriber (decision 079). Each subscriber is told
 * when the shared connection goes live or is lost, joins as live if it already is, and stopping the
 * last one stops the connection.
 */
export function sharedListens(open: Listen): Listen {
  type Hub = {
    listeners: Set<NotificationListener>;
    /** The subscribers last told that the connection is live. */
    live: Set<NotificationListener>;
    isLive: boolean;
    opened: Promise<Subscription> | null;
  };
  const hubs = new Map<string, Hub>();
  const tell = (hub: Hub, listener: NotificationListener, isLive: boolean) => {
    if (hub.live.has(listener) === isLive) return;
    if (isLive) hub.live.add(listener);
    else hub.live.delete(listener);
    listener.onLiveChange(isLive);
  };
  const hubOf = (channel: string): Hub => {
    const existing = hubs.get(channel);
    if (existing) return existing;
    const hub: Hub = { listeners: new Set(), live: new Set(), isLive: false, opened: null };
    hubs.set(channel, hub);
    hub.opened = open(channel, {
      onNotification: (payload) => {
        for (const each of hub.listeners) each.onNotification(payload);
      },
      onLiveChange: (isLive) => {
        hub.isLive = isLive;
        for (const each of hub.listeners) tell(hub, each, isLive);
      },
    });
    return hub;
  };
  const leave = async (channel: string, hub: Hub, shared: Subscription | null) => {
    if (hub.listeners.size > 0) return;
    if (hubs.get(channel) === hub) hubs.delete(channel);
    await shared?.stop();
  };
  return async (channel, listener) => {
    const hub = hubOf(channel);
    hub.listeners.add(listener);
    let shared: Subscription;
    try {
      shared = await (hub.opened as Promise<Subscription>);
    } catch (error) {
      hub.listeners.delete(listener);
      await leave(channel, hub, null);
      throw error;
    }
    if (hub.isLive) tell(hub, listener, true);
    return {
      catchUp: () => shared.catchUp(),
      stop: async () => {
        if (!hub.listeners.delete(listener)) return;
        tell(hub, listener, false);
        await leave(channel, hub, shared);
      },
    };
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
