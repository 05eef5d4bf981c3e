// The public answer cache on a bare Fastify: one computation per path and query while fresh,
// a 304 for the ETag the caller holds, the oldest answer dropped beyond the size, and nothing
// kept with a TTL of 0.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createPublicCache } from './public-cache';

async function appWith(ttlSeconds: number, maxEntries: number) {
  const cache = createPublicCache(ttlSeconds, maxEntries);
  const computed: string[] = [];
  const app = Fastify();
  app.get('/:name', async (request, reply) => {
    const answer = await cache.answer(request, reply, async () => {
      computed.push(request.url);
      return { url: request.url, n: computed.length };
    });
    return answer === undefined ? reply : answer;
  });
  return { app, computed };
}

describe('createPublicCache', () => {
  it('computes once per path and query, and answers 304 to the ETag of the kept answer', async () => {
    const { app, computed } = await appWith(30, 10);
    const first = await app.inject('/a?x=1');
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    expect((await app.inject('/a?x=1')).json()).toEqual(first.json());
    await app.inject('/a?x=2');
    expect(computed).toEqual(['/a?x=1', '/a?x=2']);
    const again = await app.inject({ url: '/a?x=1', headers: { 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('drops the oldest answer beyond its size', async () => {
    const { app, computed } = await appWith(30, 2);
    for (const url of ['/a', '/b', '/c', '/b', '/a']) await app.inject(url);
    expect(computed).toEqual(['/a', '/b', '/c', '/a']);
  });

  it('keeps nothing with a TTL of 0, though it still sends an ETag', async () => {
    const { app, computed } = await appWith(0, 10);
    const first = await app.inject('/a');
    expect(first.headers.etag).toMatch(/^".+"$/);
    await app.inject('/a');
    expect(computed).toEqual(['/a', '/a']);
  });
});
