// Many independent calls to one test server, a few at a time: a sweep over every route takes half
// the time it takes one call after another, and running more calls at once than the server's pool
// has connections (5) brings out a call that takes a second connection while holding a lock
// (once the calls queued on that lock hold the pool, it waits forever). Such a call is reported by
// name instead of hanging the test.

/** More than the test server's pool (5). */
export const CALLS_AT_ONCE = 6;
/** An answer later than this is a hang (a call takes milliseconds; on a loaded machine, seconds). */
export const CALL_LIMIT_MS = 30_000;

/**
 * Runs `call` for each item, CALLS_AT_ONCE at a time. Answers the items that got no answer within
 * CALL_LIMIT_MS; after the first such item no more calls are made (the pool may be stuck for good).
 */
export async function callsAtOnce<T>(items: readonly T[], call: (item: T) => Promise<void>): Promise<T[]> {
  const hung: T[] = [];
  let next = 0;
  const within = async (item: T) => {
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<'hung'>((resolve) => {
      timer = setTimeout(() => resolve('hung'), CALL_LIMIT_MS);
    });
    const outcome = await Promise.race([call(item), limit]).finally(() => clearTimeout(timer));
    if (outcome === 'hung') hung.push(item);
  };
  const lane = async () => {
    while (next < items.length && hung.length === 0) await within(items[next++]!);
  };
  await Promise.all(Array.from({ length: CALLS_AT_ONCE }, lane));
  return hung;
}
