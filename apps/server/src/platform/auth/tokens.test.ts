// The access-token service on its own: verified tokens are remembered, but never past their expiry
// and never for a string that differs from the one verified.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService, type TokenService } from './tokens';

const key = new Uint8Array(64).fill(3);

/** The user a token speaks for, or null. */
const userOf = async (service: TokenService, token: string) => (await service.verifySubject(token))?.userId ?? null;

describe('verifySubject', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('accepts a token again until it expires, then refuses it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
    const tokens = createTokenService(key, 60);
    const token = await tokens.issueAccessToken(42);
    expect(await userOf(tokens, token)).toBe(42);
    vi.setSystemTime(new Date('2026-11-22T10:00:59Z'));
    expect(await userOf(tokens, token)).toBe(42);
    vi.setSystemTime(new Date('2026-11-22T10:01:01Z'));
    expect(await userOf(tokens, token)).toBeNull();
    expect(await userOf(tokens, token)).toBeNull();
  });

  it('refuses a token whose signature was changed after the real one was verified', async () => {
    const tokens = createTokenService(key, 60);
    const token = await tokens.issueAccessToken(7);
    expect(await userOf(tokens, token)).toBe(7);
    // A character inside the signature (the last one may carry only padding bits).
    const i = token.lastIndexOf('.') + 5;
    const forged = token.slice(0, i) + (token[i] === 'A' ? 'B' : 'A') + token.slice(i + 1);
    expect(await userOf(tokens, forged)).toBeNull();
  });

  it('refuses a token signed with another key', async () => {
    const other = await createTokenService(new Uint8Array(64).fill(9), 60).issueAccessToken(7);
    expect(await userOf(createTokenService(key, 60), other)).toBeNull();
  });
});
