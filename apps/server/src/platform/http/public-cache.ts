// A small in-process cache of anonymous answers (DECISIONS.md "New public-zone calls"): the public
// tournament pages and the calendar feed are read by many visitors at once and change rarely, so
// one answer per route, validated params and validated query serves them all for
// PUBLIC_CACHE_SECONDS (the raw URL would make `?x=1`, `?x=2`, ... new entries; every public call
// has a strict query schema, so unknown parameters are refused before they reach the cache). The answer also tells
// browsers and proxies to keep it for a minute, and carries an ETag so a revalidation is a 304.
// Each server keeps its own copy: a change shows everywhere within the TTL, which is the promise;
// a server that listens for changes (platform/db/change-listener.ts) empties every copy at once
// with `clearPublicCaches`, so a change made through another server shows within a second.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Moved by every `clearPublicCaches`: a cache (and the public pages' metadata cache) that last saw
 * another generation drops what it holds before it answers. A counter rather than a list of the
 * caches, so that a cache of an application that is gone is not kept alive by it.
 */
let generation = 0;

/** Empties every public cache of this process (lazily: each at its next call). */
export function clearPublicCaches(): void {
  generation++;
}

/** The current generation of the public caches (for caches kept elsewhere: public-meta.ts). */
export const publicCacheGeneration = (): number => generation;

export const PUBLIC_MAX_AGE_SECONDS = 60;
/** Answers kept at once; the oldest entry goes first when a new one would exceed it. */
const MAX_ENTRIES = 500;
/** Bytes of serialized answers kept at once (oldest first out, as the count). */
const MAX_BYTES = 20 * 1024 * 1024;

interface Entry {
  expires: number;
  value: unknown;
  etag: string;
  bytes: number;
}

/** What identifies an answer: the validated path parameters and query of the call. */
export interface CacheKeyParts {
  params?: unknown;
  query?: unknown;
}

/** JSON with the object keys sorted, so the same parameters in another order are one key. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The cache key of a call: its route pattern with the validated params and query. */
export const cacheKey = (route: string, parts: CacheKeyParts): string =>
  `${route} ${canonical(parts.params ?? {})} ${canonical(parts.query ?? {})}`;

export interface PublicCache {
  /**
   * The answer of `compute` for this request's route and the validated params and query given,
   * from memory while fresh. Sets Cache-Control and ETag; answers 304 itself (and returns undefined)
   * when the caller already holds this version.
   */
  answer<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    parts: CacheKeyParts,
    compute: () => Promise<T>,
    options?: { serialize?: (value: T) => string },
  ): Promise<T | undefined>;
  clear(): void;
  /** Entries and bytes held now. */
  size(): { entries: number; bytes: number };
}

export function createPublicCache(ttlSeconds: number, maxEntries = MAX_ENTRIES, maxBytes = MAX_BYTES): PublicCache {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  let seen = generation;

  function forget(key: string) {
    const old = entries.get(key);
    if (!old) return;
    bytes -= old.bytes;
    entries.delete(key);
  }

  function remember(key: string, entry: Entry) {
    forget(key);
    // An answer larger than the whole budget is served but not kept.
    if (entry.bytes > maxBytes) return;
    entries.set(key, entry);
    bytes += entry.bytes;
    // A Map iterates in insertion order: the first key is the oldest.
    while (entries.size > maxEntries || bytes > maxBytes) forget(entries.keys().next().value!);
  }

  return {
    async answer(request, reply, parts, compute, options = {}) {
      const key = cacheKey(request.routeOptions.url ?? request.url.split('?')[0] ?? '', parts);
      const now = Date.now();
      if (seen !== generation) {
        entries.clear();
        bytes = 0;
        seen = generation;
      }
      let entry = entries.get(key);
      if (!entry || entry.expires <= now) {
        const computedIn = generation;
        const value = await compute();
        const text = options.serialize ? options.serialize(value) : JSON.stringify(value);
        entry = {
          value,
          expires: now + ttlSeconds * 1000,
          etag: `"${createHash('sha1').update(text).digest('base64url')}"`,
          bytes: Buffer.byteLength(text),
        };
        // A change announced while it was read may not be in it: served, but not kept.
        if (ttlSeconds > 0 && computedIn === generation) remember(key, entry);
        else forget(key);
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
      bytes = 0;
    },
    size() {
      return { entries: entries.size, bytes };
    },
  };
}
