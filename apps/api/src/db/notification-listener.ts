import pg from 'pg';

/** What a listener is told: each notification, and each time it (again) listens. */
export interface NotificationHandlers {
  onNotify(payload: string): void;
  /**
   * After LISTEN succeeds, the first time and after every reconnection. Notifications sent while
   * the connection was down are lost, so whatever they would have refreshed is refreshed here.
   */
  onListening(): void;
  /** The connection is gone; notifications stop until `onListening` is called again. */
  onLost(): void;
}

/** Waits between reconnection attempts: doubling from the first, never above the last. */
const RETRY_MS = { first: 100, max: 5_000 };

/**
 * LISTENs on `channel` on a connection of its own (a pooled one may be handed to anyone), and
 * reconnects when the server ends it (a restart, a failover, pg_terminate_backend). Returns the
 * function that stops listening.
 */
export function listenOnPostgres(url: string, channel: string, handlers: NotificationHandlers): () => Promise<void> {
  let isStopped = false;
  let client: pg.Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryMs = RETRY_MS.first;

  const scheduleReconnect = () => {
    if (isStopped || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, retryMs);
    retryMs = Math.min(retryMs * 2, RETRY_MS.max);
  };

  const lose = (lost: pg.Client) => {
    // 'error' and 'end' both arrive for one loss; the first one counts.
    if (client !== lost) return;
    client = undefined;
    handlers.onLost();
    lost.end().catch(() => undefined);
    scheduleReconnect();
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url, keepAlive: true, application_name: `listen:${channel}` });
    client = next;
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? '');
    });
    next.on('error', () => lose(next));
    next.on('end', () => lose(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
    } catch {
      lose(next);
      return;
    }
    if (isStopped) {
      await next.end().catch(() => undefined);
      return;
    }
    if (client !== next) return;
    retryMs = RETRY_MS.first;
    handlers.onListening();
  }

  void connect();
  return async () => {
    isStopped = true;
    clearTimeout(retryTimer);
    const current = client;
    client = undefined;
    await current?.end().catch(() => undefined);
  };
}
