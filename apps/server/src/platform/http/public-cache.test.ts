// The public answer cache on a bare Fastify: one computation per route, params and query while
// fresh (the same query in another order is one entry), a 304 for the ETag the caller holds, the
// oldest answer dropped beyond the entry count and beyond the byte budget, and nothing kept with a
// TTL of 0.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createPublicCache } from './public-cache';

async function appWith(ttlSeconds: number, maxEntries: number, maxBytes?: number) {
  const cache = createPublicCache(ttlSeconds, maxEntries, maxBytes);
  const computed: string[] = [];
  const app = Fastify();
  app.get('/:name', async (request, reply) => {
    const { pad, ...query } = request.query as Record<string, string>;
    const answer = await cache.answer(request, reply, { params: request.params, query }, async () => {
      computed.push(request.url);
      return { url: request.url, n: computed.length, pad: 'x'.repeat(Number(pad ?? 0)) };
    });
    return answer === undefined ? reply : answer;
  });
  return { app, computed };
}

describe('createPublicCache', () => {
  it('computes once per path and query, and answers 304 to the ETag of the kept answer', async () => {
    const { app, computed } = await appWith(30, 10);
    const first = await app.inject('/a?x=1&y=2');
    expect((await app.inject('/a?y=2&x=1')).json()).toEqual(first.json());
    computed.length = 0;
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const x1 = await app.inject('/a?x=1');
    expect((await app.inject('/a?x=1')).json()).toEqual(x1.json());
    await app.inject('/a?x=2');
    expect(computed).toEqual(['/a?x=1', '/a?x=2']);
    const again = await app.inject({ url: '/a?x=1&y=2', headers: { 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('drops the oldest answer beyond its size', async () => {
    const { app, computed } = await appWith(30, 2);
    for (const url of ['/a', '/b', '/c', '/b', '/a']) await app.inject(url);
    expect(computed).toEqual(['/a', '/b', '/c', '/a']);
  });

  it('drops the oldest answers beyond its byte budget, and keeps no answer larger than it', async () => {
    const { app, computed } = await appWith(30, 100, 3000);
    for (const url of ['/a?pad=1000', '/b?pad=1000', '/c?pad=1000']) await app.inject(url);
    // About 1,050 bytes each: the third pushes the first out.
    await app.inject('/b?pad=1000');
    await app.inject('/a?pad=1000');
    expect(computed).toEqual(['/a?pad=1000', '/b?pad=1000', '/c?pad=1000', '/a?pad=1000']);
    await app.inject('/d?pad=5000');
    await app.inject('/d?pad=5000');
    expect(computed.filter((u) => u.startsWith('/d'))).toHaveLength(2);
  });

  it('keeps nothing with a TTL of 0, though it still sends an ETag', async () => {
    const { app, computed } = await appWith(0, 10);
    const first = await app.inject('/a');
    expect(first.headers.etag).toMatch(/^".+"$/);
    await app.inject('/a');
    expect(computed).toEqual(['/a', '/a']);
  });
});
