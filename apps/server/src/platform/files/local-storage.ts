// Files on local disk under DATA_DIR/files. A write goes to a temporary file in the same file
// system and is renamed into place when complete, so a half upload is never visible.
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { SizeMismatchError, type StorageDriver } from './storage';

/** Storage keys are our own ({purpose}/{xx}/{uuid}); anything else never reaches the disk. */
const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;

/** Passes bytes on while counting them; fails as soon as there are more than `limit`. */
export function byteCounter(limit: number): Transform & { count: number } {
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      counter.count += chunk.length;
      if (counter.count > limit) done(new SizeMismatchError('more'));
      else done(null, chunk);
    },
  }) as Transform & { count: number };
  counter.count = 0;
  return counter;
}

export function createLocalStorage(root: string): StorageDriver {
  const partialDir = path.join(root, '.partial');
  const fileOf = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key ${key}`);
    return path.join(root, ...key.split('/'));
  };
  return {
    kind: 'local',
    async stat(key) {
      const s = await stat(fileOf(key)).catch(() => null);
      return s?.isFile() ? { size: s.size, contentType: null } : null;
    },
    async read(key) {
      const file = fileOf(key);
      // Opened before it is returned, so a missing file fails here and not in the middle of an answer.
      const stream = createReadStream(file);
      await new Promise<void>((resolve, reject) => {
        stream.once('open', () => resolve());
        stream.once('error', reject);
      });
      return stream;
    },
    async write(key, body, { size, maxBytes }) {
      const target = fileOf(key);
      await mkdir(partialDir, { recursive: true });
      await mkdir(path.dirname(target), { recursive: true });
      const partial = path.join(partialDir, randomUUID());
      const counter = byteCounter(size ?? maxBytes);
      // Piped, not pipelined: when the count fails, the source (an HTTP request) is drained
      // rather than destroyed, so the client still gets its 400 answer.
      body.once('error', (err) => counter.destroy(err));
      body.pipe(counter);
      const out = createWriteStream(partial, { flags: 'wx' });
      try {
        await pipeline(counter, out).catch((err) => {
          body.unpipe(counter);
          body.resume();
          throw err;
        });
        if (size !== undefined && counter.count !== size) throw new SizeMismatchError('less');
        await rename(partial, target);
        return counter.count;
      } catch (err) {
        // A file stream destroyed before it opened still creates the file when the open
        // completes: remove it only once the stream has closed.
        if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
        await rm(partial, { force: true });
        throw err;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
