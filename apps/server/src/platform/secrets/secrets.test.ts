// Stored secrets on their own: the round trip, that another key, another purpose or altered bytes
// cannot decrypt, and the key from SECRETS_KEY or from the key file created once with mode 600.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config/config';
import { createSecrets, decryptWith, encryptWith, KEY_FILE, loadSecretsKey, SecretUnreadableError } from './secrets';

const dirs: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'fedra-secrets-'));
  dirs.push(dir);
  return dir;
};
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

describe('encryption', () => {
  const key = randomBytes(32);

  it('decrypts what it encrypted; the stored bytes hold no plaintext and differ each time', () => {
    const token = 'provider-token-ščř-1234567890';
    const a = encryptWith(key, token, 'economy.token');
    const b = encryptWith(key, token, 'economy.token');
    expect(decryptWith(key, a, 'economy.token')).toBe(token);
    expect(a.equals(b)).toBe(false);
    expect(a.includes(Buffer.from(token))).toBe(false);
    expect(a.includes(Buffer.from('1234567890'))).toBe(false);
  });

  it('cannot decrypt with another key, for another purpose, or altered bytes', () => {
    const box = encryptWith(key, 'secret', 'economy.token');
    expect(() => decryptWith(randomBytes(32), box, 'economy.token')).toThrow(SecretUnreadableError);
    expect(() => decryptWith(key, box, 'sso.clientSecret')).toThrow(SecretUnreadableError);
    const altered = Buffer.from(box);
    altered[altered.length - 1]! ^= 1;
    expect(() => decryptWith(key, altered, 'economy.token')).toThrow(SecretUnreadableError);
    expect(() => decryptWith(key, box.subarray(0, 10), 'economy.token')).toThrow(SecretUnreadableError);
  });
});

describe('the key', () => {
  it('takes SECRETS_KEY as hex or base64 and never writes a key file then', async () => {
    const dir = await tempDir();
    const raw = randomBytes(32);
    for (const written of [raw.toString('hex'), raw.toString('base64'), raw.toString('base64url')]) {
      const config = loadConfig({}, { SECRETS_KEY: written, DATA_DIR: dir });
      expect((await loadSecretsKey(config)).equals(raw)).toBe(true);
    }
    await expect(stat(path.join(dir, KEY_FILE))).rejects.toThrow();
  });

  it('stops the start naming SECRETS_KEY when it is not 32 bytes', () => {
    for (const bad of ['short', randomBytes(16).toString('hex'), randomBytes(31).toString('base64'), 'x'.repeat(64)]) {
      expect(() => loadConfig({}, { SECRETS_KEY: bad }), bad).toThrow(ConfigError);
      expect(() => loadConfig({}, { SECRETS_KEY: bad }), bad).toThrow(/SECRETS_KEY/);
    }
  });

  it('creates DATA_DIR/secrets.key once with mode 600 and reuses it; secrets survive a restart', async () => {
    const dir = path.join(await tempDir(), 'data');
    const first = createSecrets({ DATA_DIR: dir, SECRETS_KEY: undefined });
    // Two first uses at once (two requests, or two processes) agree on one key.
    const [box] = await Promise.all([
      first.encrypt('token-1', 'economy.token'),
      loadSecretsKey({ DATA_DIR: dir, SECRETS_KEY: undefined }),
    ]);
    const file = path.join(dir, KEY_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const written = await readFile(file, 'utf8');
    const again = createSecrets({ DATA_DIR: dir, SECRETS_KEY: undefined });
    expect(await again.decrypt(box, 'economy.token')).toBe('token-1');
    expect(await readFile(file, 'utf8')).toBe(written);
  });

  it('a wrong key cannot decrypt: another key file, or SECRETS_KEY set later', async () => {
    const box = await createSecrets({ DATA_DIR: await tempDir(), SECRETS_KEY: undefined }).encrypt('t', 'p');
    const other = createSecrets({ DATA_DIR: await tempDir(), SECRETS_KEY: undefined });
    await expect(other.decrypt(box, 'p')).rejects.toThrow(SecretUnreadableError);
    const configured = createSecrets({ DATA_DIR: await tempDir(), SECRETS_KEY: randomBytes(32).toString('hex') });
    await expect(configured.decrypt(box, 'p')).rejects.toThrow(SecretUnreadableError);
  });

  it('refuses a damaged key file, naming it, rather than making a new key', async () => {
    const dir = await tempDir();
    await writeFile(path.join(dir, KEY_FILE), 'not a key\n');
    await expect(loadSecretsKey({ DATA_DIR: dir, SECRETS_KEY: undefined })).rejects.toThrow(/secrets\.key/);
  });
});
