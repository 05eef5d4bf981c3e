// A small in-process cache of anonymous answers (DECISIONS.md "New public-zone calls"): the public
// tournament pages and the calendar feed are read by many visitors at once and change rarely, so
// one answer per path and query serves them all for PUBLIC_CACHE_SECONDS. The answer also tells
// browsers and proxies to keep it for a minute, and carries an ETag so a revalidation is a 304.
// Each server keeps its own copy: a change shows everywhere within the TTL, which is the promise.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const PUBLIC_MAX_AGE_SECONDS = 60;
/** Answers kept at once; the oldest entry goes first when a new one would exceed it. */
const MAX_ENTRIES = 500;

interface Entry {
  expires: number;
  value: unknown;
  etag: string;
}

export interface PublicCache {
  /**
   * The answer of `compute` for this request's path and query (and the key's extra parts), from
   * memory while fresh. Sets Cache-Control and ETag; answers 304 itself (and returns undefined)
   * when the caller already holds this version.
   */
  answer<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    compute: () => Promise<T>,
    options?: { serialize?: (value: T) => string },
  ): Promise<T | undefined>;
  clear(): void;
}

export function createPublicCache(ttlSeconds: number, maxEntries = MAX_ENTRIES): PublicCache {
  const entries = new Map<string, Entry>();

  function remember(key: string, entry: Entry) {
    entries.delete(key);
    entries.set(key, entry);
    // A Map iterates in insertion order: the first key is the oldest.
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
  }

  return {
    async answer(request, reply, compute, options = {}) {
      const key = request.url;
      const now = Date.now();
      let entry = entries.get(key);
      if (!entry || entry.expires <= now) {
        const value = await compute();
        const text = options.serialize ? options.serialize(value) : JSON.stringify(value);
        entry = {
          value,
          expires: now + ttlSeconds * 1000,
          etag: `"${createHash('sha1').update(text).digest('base64url')}"`,
        };
        if (ttlSeconds > 0) remember(key, entry);
        else entries.delete(key);
      }
      void reply.header('cache-control', `public, max-age=${PUBLIC_MAX_AGE_SECONDS}`).header('etag', entry.etag);
      if (request.headers['if-none-match'] === entry.etag) {
        await reply.status(304).send();
        return undefined;
      }
      return entry.value as never;
    },
    clear() {
      entries.clear();
    },
  };
}
