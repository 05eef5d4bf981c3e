// Creates a file that must be written exactly once (a generated key): complete under a temporary
// name, then linked into place, which fails if the file exists. Two processes starting at once on
// one directory agree on one file (the loser's content is dropped), and nobody reads half a file.
import { randomBytes } from 'node:crypto';
import { link, mkdir, rm, writeFile } from 'node:fs/promises';
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
