// The rate-limit counters in PostgreSQL (@fastify/rate-limit's `store`), so that every server behind
// the load balancer counts against one budget per address: one atomic upsert per counted call on
// `rate_limit_counters` (key, hits, expires_at), a fixed window per key as the plugin's own
// in-memory store counts. Expired rows are reset by the next call of their key and deleted in
// one statement at most once a minute per server.
import type { Db } from '../db/pool';

/** How often this server deletes expired counters (addresses that stopped calling). */
const PRUNE_EVERY_MS = 60_000;

interface Counted {
  current: number;
  ttl: number;
}

type Done = (err: Error | null, result?: Counted) => void;

/** The store class for the plugin's `store` option: it constructs it (and its children) itself. */
export function postgresRateLimitStore(db: Db, onError: (err: Error) => void) {
  let lastPrune = Date.now();

  function prune() {
    if (Date.now() - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = Date.now();
    db.query('DELETE FROM rate_limit_counters WHERE expires_at < now()').catch(onError);
  }

  return class PostgresRateLimitStore {
    // The plugin passes the window (ms) and the limit after the callback; its types name only two.
    incr(key: string, done: Done, timeWindow = 60_000) {
      db.query<{ hits: number; ttl: number }>(
        `INSERT INTO rate_limit_counters AS c (key, hits, expires_at)
         VALUES ($1, 1, now() + make_interval(secs => $2 / 1000.0))
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN c.expires_at <= now() THEN 1 ELSE c.hits + 1 END,
           expires_at = CASE WHEN c.expires_at <= now() THEN excluded.expires_at ELSE c.expires_at END
         RETURNING hits, greatest(0, ceil(extract(epoch FROM c.expires_at - now()) * 1000))::int AS ttl`,
        [key, timeWindow],
      ).then(
        ({ rows }) => done(null, { current: rows[0]!.hits, ttl: rows[0]!.ttl }),
        (err: Error) => done(err),
      );
      prune();
    }

    /** A route's or a budget's own limits share the table: keys carry their budget's name. */
    child() {
      return new PostgresRateLimitStore();
    }
  };
}
