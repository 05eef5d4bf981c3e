// Removing stored bytes after the rows that held them were committed away (a deleted document, a
// replaced cover image). The call that deleted the rows has succeeded by then: a storage that
// fails now (a full disk, an unreachable S3) must not turn that success into a 500 the user would
// retry. The failure is logged and the bytes stay as an orphan for an operator to sweep.
import type { FileStore } from './file-store';

/** What the helper logs through: Fastify's request or app logger (pino) fits. */
export interface WarnLog {
  warn(obj: object, msg: string): void;
}

/** Deletes each stored file (nulls skipped); logs and goes on past any failure. Answers how many went. */
export async function removeStoredFiles(
  files: Pick<FileStore, 'delete'>,
  ids: readonly (string | null | undefined)[],
  log: WarnLog,
): Promise<number> {
  let removed = 0;
  for (const id of ids) {
    if (!id) continue;
    try {
      await files.delete(id);
      removed += 1;
    } catch (err) {
      log.warn({ err, fileId: id }, 'could not remove a stored file after its row was deleted; it is left orphaned');
    }
  }
  return removed;
}
