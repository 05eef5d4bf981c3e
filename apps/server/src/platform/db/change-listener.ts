// One dedicated connection per server that LISTENs for the database's change notices (the
// `fedra_public_changed` triggers of migration 0063): another server's write empties this one's
// public caches within a second. The connection is its own, not the pool's (a pooled connection
// would stop listening when it is handed back). A lost connection is opened again, with a
// growing pause; on every (re)connection the caller's `onChange` runs too, since notices sent
// while nobody listened are lost.
import pg from 'pg';

/** The channel of the public pages' tables (see the migration). */
export const PUBLIC_CHANGES_CHANNEL = 'fedra_public_changed';

/** A silent connection is checked this often: a dead peer (a failover) sends no error. */
const PING_MS = 15_000;
const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 15_000;

export interface ChangeListener {
  /** Resolves when the first LISTEN is in place (or the first attempt failed: it keeps trying). */
  ready: Promise<void>;
  stop(): Promise<void>;
}

export interface ChangeListenerOptions {
  connectionString: string;
  channel?: string;
  onChange: () => void;
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
}

export function listenForChanges(options: ChangeListenerOptions): ChangeListener {
  const channel = options.channel ?? PUBLIC_CHANGES_CHANNEL;
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = RETRY_FIRST_MS;
  let retryTimer: NodeJS.Timeout | null = null;
  let pingTimer: NodeJS.Timeout | null = null;
  let failures = 0;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });

  function lost(which: pg.Client, err: Error) {
    if (client !== which) return;
    client = null;
    if (pingTimer) clearInterval(pingTimer);
    which.removeAllListeners('notification');
    // The socket may still be open after a failed ping: close it, ignoring what that says.
    which.on('error', () => {});
    which.end().catch(() => {});
    if (stopped) return;
    // Once per outage in the log, not once per attempt.
    if (failures++ === 0) options.log.warn({ err: err.message, channel }, 'change listener lost its connection');
    // Whatever changed until we listen again is not announced: the caches start over.
    options.onChange();
    retryTimer = setTimeout(connect, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  }

  async function connect() {
    retryTimer = null;
    if (stopped) return;
    const next = new pg.Client({
      connectionString: options.connectionString,
      application_name: 'fedra-listen',
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      // A ping that a dead peer never answers fails here, and the connection is opened again.
      query_timeout: 10_000,
    });
    client = next;
    next.on('error', (err) => lost(next, err));
    next.on('end', () => lost(next, new Error('the connection ended')));
    next.on('notification', (message) => {
      if (message.channel === channel) options.onChange();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      lost(next, err as Error);
      markReady();
      return;
    }
    if (client !== next) return;
    if (failures > 0) options.log.info({ channel }, 'change listener connected again');
    failures = 0;
    retryMs = RETRY_FIRST_MS;
    // Changes made while we were away (or before the first LISTEN) may be in the caches.
    options.onChange();
    pingTimer = setInterval(() => {
      next.query('SELECT 1').catch((err: Error) => lost(next, err));
    }, PING_MS);
    pingTimer.unref();
    markReady();
  }

  void connect();

  return {
    ready,
    async stop() {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      if (pingTimer) clearInterval(pingTimer);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
