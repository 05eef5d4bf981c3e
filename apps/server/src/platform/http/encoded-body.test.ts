// Choosing the content coding from Accept-Encoding: q-values, refusals with q=0, the `*` wildcard,
// and brotli first when the client weighs brotli and gzip the same.
import { describe, expect, it } from 'vitest';
import { negotiateEncoding } from './encoded-body';

describe('negotiateEncoding', () => {
  it('prefers brotli, then gzip, then the bytes themselves', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('deflate')).toBe('identity');
    expect(negotiateEncoding(undefined)).toBe('identity');
    expect(negotiateEncoding('')).toBe('identity');
  });

  it('follows the client weights and its refusals', () => {
    expect(negotiateEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0.1')).toBe('gzip');
    expect(negotiateEncoding('BR;Q=0, GZIP;Q=0')).toBe('identity');
    expect(negotiateEncoding('br;q=0.8, gzip;q=0.8')).toBe('br');
    expect(negotiateEncoding('x-gzip')).toBe('gzip');
  });

  it('reads * as every coding not named', () => {
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('br;q=0, *')).toBe('gzip');
    expect(negotiateEncoding('*;q=0, identity')).toBe('identity');
  });

  it('offers only the codings available', () => {
    expect(negotiateEncoding('br, gzip', ['gzip', 'identity'])).toBe('gzip');
    expect(negotiateEncoding('br', ['gzip', 'identity'])).toBe('identity');
  });
});
