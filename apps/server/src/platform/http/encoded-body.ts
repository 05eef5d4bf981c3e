// A body that is the same for every request (the rendered index.html, the codebook), compressed
// once with brotli and gzip and sent in the encoding the client accepts, each encoding with its
// own strong ETag. Per-request compression would cost CPU on every answer instead of once.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export type ContentCoding = 'br' | 'gzip' | 'identity';

/** The server's order of preference when the client weighs codings equally. */
const PREFERENCE: ContentCoding[] = ['br', 'gzip', 'identity'];

/**
 * The coding to send for an Accept-Encoding header (RFC 9110 §12.5.3) among those `available`:
 * the highest q above 0, ties broken by PREFERENCE (brotli first). No header, or nothing
 * acceptable: identity (a 406 would help nobody; every client reads identity).
 */
export function negotiateEncoding(
  header: string | undefined,
  available: readonly ContentCoding[] = PREFERENCE,
): ContentCoding {
  if (header === undefined) return 'identity';
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(weight) ? weight : 0);
  }
  const star = weights.get('*');
  const weightOf = (coding: ContentCoding) =>
    // identity is acceptable unless refused by name or by `*;q=0` (RFC 9110 §12.5.3), but when
    // not named it is the last resort, below any coding the client did name.
    weights.get(coding) ?? star ?? (coding === 'identity' ? Number.MIN_VALUE : 0);
  let best: ContentCoding = 'identity';
  let bestWeight = 0;
  for (const coding of PREFERENCE) {
    if (!available.includes(coding)) continue;
    const w = weightOf(coding);
    if (w > bestWeight) {
      best = coding;
      bestWeight = w;
    }
  }
  return best;
}

/** Matches an If-None-Match header (a list, weak forms, or *) against a strong ETag. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

interface Variant {
  body: Buffer;
  etag: string;
}

export interface EncodedBody {
  variants: Partial<Record<ContentCoding, Variant>> & { identity: Variant };
}

/**
 * Compresses `content` with brotli (quality 11) and gzip (level 9), off the event loop. An
 * encoding that would not make the body smaller is left out. ETags: `"<hash>"` for the identity
 * bytes, `"<hash>-br"` and `"<hash>-gz"` for the others (a different coding is a different
 * representation, RFC 9110 §8.8.3).
 */
export async function encodeBody(content: string | Buffer, hashLength = 27): Promise<EncodedBody> {
  const body = Buffer.isBuffer(content) ? content : Buffer.from(content);
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, hashLength);
  const [br, gzipped] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gz(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const variants: EncodedBody['variants'] = { identity: { body, etag: `"${hash}"` } };
  if (br.length < body.length) variants.br = { body: br, etag: `"${hash}-br"` };
  if (gzipped.length < body.length) variants.gzip = { body: gzipped, etag: `"${hash}-gz"` };
  return { variants };
}

/**
 * Sends `encoded` in the request's preferred coding, with `Vary: Accept-Encoding` and that
 * coding's ETag; a 304 when If-None-Match names it. The caller sets the content type and caching.
 * HEAD gets the headers and the length without the body.
 */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, encoded: EncodedBody): FastifyReply {
  const available = Object.keys(encoded.variants) as ContentCoding[];
  const coding = negotiateEncoding(request.headers['accept-encoding'], available);
  const variant = encoded.variants[coding] ?? encoded.variants.identity;
  reply.header('vary', 'accept-encoding').header('etag', variant.etag);
  if (etagMatches(request.headers['if-none-match'], variant.etag)) return reply.status(304).send();
  if (coding !== 'identity') reply.header('content-encoding', coding);
  if (request.method === 'HEAD') return reply.header('content-length', variant.body.length).send();
  return reply.send(variant.body);
}
