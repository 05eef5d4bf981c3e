// Secrets stored at rest (the economy token now; SSO client secrets and web-push keys later):
// AES-256-GCM with a key from configuration. The key is SECRETS_KEY, else DATA_DIR/secrets.key,
// created on first use (mode 600) and reused; several instances must share SECRETS_KEY instead.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import path from 'node:path';
import { type Config, parseSecretsKey } from '../config/config';
import { readOrCreateOnce } from '../files/write-once';

/** A stored secret: iv (12 bytes) | auth tag (16 bytes) | ciphertext. */
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const KEY_FILE = 'secrets.key';

export interface Secrets {
  /**
   * Encrypts a secret. `purpose` (e.g. "economy.token") is authenticated with it, so a stored
   * value copied into another column does not decrypt there.
   */
  encrypt(plain: string, purpose: string): Promise<Buffer>;
  /** Decrypts; throws SecretUnreadableError for another key, another purpose or altered bytes. */
  decrypt(box: Buffer, purpose: string): Promise<string>;
}

export class SecretUnreadableError extends Error {
  constructor() {
    super('the stored secret cannot be decrypted with the configured key (SECRETS_KEY or DATA_DIR/secrets.key)');
  }
}

export function encryptWith(key: Buffer, plain: string, purpose: string): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(purpose, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

export function decryptWith(key: Buffer, box: Buffer, purpose: string): string {
  if (box.length < IV_BYTES + TAG_BYTES) throw new SecretUnreadableError();
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, box.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(purpose, 'utf8'));
    decipher.setAuthTag(box.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(box.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    throw new SecretUnreadableError();
  }
}

/**
 * The key: SECRETS_KEY, else the key file, created once (platform/files/write-once.ts): two
 * processes starting at once agree on one key, and nobody reads a half-written file.
 */
export async function loadSecretsKey(config: Pick<Config, 'SECRETS_KEY' | 'DATA_DIR'>): Promise<Buffer> {
  if (config.SECRETS_KEY) {
    const key = parseSecretsKey(config.SECRETS_KEY);
    // loadConfig has checked it; a Config built by hand may not have.
    if (!key) throw new Error('SECRETS_KEY: must be 32 bytes as 64 hex digits or as base64 (44 characters)');
    return key;
  }
  const file = path.join(config.DATA_DIR, KEY_FILE);
  return readOrCreateOnce(
    file,
    (text) => parseKeyFile(file, text),
    () => `${randomBytes(32).toString('base64')}\n`,
  );
}

function parseKeyFile(file: string, text: string): Buffer {
  const key = parseSecretsKey(text);
  if (!key) throw new Error(`${file}: not a key of 32 bytes (base64 or hex); restore it or set SECRETS_KEY`);
  return key;
}

/** Secrets of this configuration; the key is loaded at the first use and kept. */
export function createSecrets(config: Pick<Config, 'SECRETS_KEY' | 'DATA_DIR'>): Secrets {
  let key: Promise<Buffer> | undefined;
  const theKey = () => {
    key ??= loadSecretsKey(config);
    // A failed load (unreadable directory, say) is tried again next time.
    key.catch(() => {
      key = undefined;
    });
    return key;
  };
  return {
    encrypt: async (plain, purpose) => encryptWith(await theKey(), plain, purpose),
    decrypt: async (box, purpose) => decryptWith(await theKey(), box, purpose),
  };
}
