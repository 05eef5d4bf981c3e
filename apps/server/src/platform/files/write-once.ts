// Files that must be written exactly once (a generated key): created complete under a temporary
// name, then linked into place, which fails if the file exists. Two processes starting at once on
// one directory agree on one file (the loser's content is dropped), and nobody reads half a file.
import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Writes `content` to `file` (mode 600) unless it exists; the caller reads the file afterwards either way. */
export async function writeFileOnce(file: string, content: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  await writeFile(temporary, content, { mode: 0o600, flag: 'wx' });
  try {
    await link(temporary, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    await rm(temporary, { force: true });
  }
}

/** The text of `file`, or null when there is no such file. */
async function readTextIfExists(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

/**
 * The parsed content of a file made once: read when it exists, else written from `make()` and read
 * back (so every process ends up with the same content). `parse` throws for a damaged file.
 */
export async function readOrCreateOnce<T>(file: string, parse: (text: string) => T, make: () => string): Promise<T> {
  const existing = await readTextIfExists(file);
  if (existing !== null) return parse(existing);
  await writeFileOnce(file, make());
  const written = await readTextIfExists(file);
  if (written === null) throw new Error(`${file}: the key file vanished while it was created`);
  return parse(written);
}
