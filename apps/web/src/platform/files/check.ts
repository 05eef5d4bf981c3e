// What a file picker checks before anything is sent: the name ending and size the server accepts
// for the purpose (the contract's FILE_PURPOSES), and the media type to announce for the upload.
import { FILE_PURPOSES, type FilePurpose } from '@fedra/contract/files';
import i18next from 'i18next';

/** The part of a File the checks read (a plain object in tests). */
export interface PickedFile {
  name: string;
  size: number;
  type: string;
}

export type FileProblem =
  | { kind: 'type'; allowed: readonly string[] }
  | { kind: 'empty' }
  | { kind: 'size'; maxBytes: number };

// Browsers report some files with a generic or empty type (a CSV as application/octet-stream on
// some systems); the name ending then says what the upload is announced as.
const TYPE_BY_EXTENSION: Record<string, string> = {
  '.csv': 'text/csv',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.xls': 'application/vnd.ms-excel',
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.txt': 'text/plain',
};

const mediaType = (type: string) => type.split(';')[0]!.trim().toLowerCase();
const extensionOf = (name: string) => /\.[^.]+$/.exec(name.toLowerCase())?.[0] ?? '';

/** The first problem that stops the file, or null when it may be uploaded. */
export function checkFile(file: PickedFile, purpose: FilePurpose): FileProblem | null {
  const def = FILE_PURPOSES[purpose];
  const extensions: readonly string[] = def.extensions;
  if (!extensions.includes(extensionOf(file.name))) return { kind: 'type', allowed: def.extensions };
  if (file.size === 0) return { kind: 'empty' };
  if (file.size > def.maxBytes) return { kind: 'size', maxBytes: def.maxBytes };
  return null;
}

/** The Content-Type to upload with: the browser's when the purpose accepts it, else by name ending. */
export function uploadContentType(file: PickedFile, purpose: FilePurpose): string {
  const accepted: readonly string[] = FILE_PURPOSES[purpose].contentTypes;
  const reported = file.type ? mediaType(file.type) : '';
  if (accepted.includes(reported)) return reported;
  const byName = TYPE_BY_EXTENSION[extensionOf(file.name)];
  return byName && accepted.includes(byName) ? byName : accepted[0]!;
}

/** The picker's `accept` attribute: name endings and media types of the purpose. */
export function acceptOf(purpose: FilePurpose): string {
  const def = FILE_PURPOSES[purpose];
  return [...def.extensions, ...def.contentTypes].join(',');
}

/** The allowed endings and size as a hint under the picker, e.g. ".csv, .xlsx; at most 50 MB". */
export function fileHint(purpose: FilePurpose): string {
  const def = FILE_PURPOSES[purpose];
  return i18next.t('files:hint', { types: def.extensions.join(', '), max: megabytes(def.maxBytes) });
}

/** The problem as a message for the user, in the current language. */
export function fileProblemText(problem: FileProblem): string {
  switch (problem.kind) {
    case 'type':
      return i18next.t('files:problem.type', { allowed: problem.allowed.join(', ') });
    case 'empty':
      return i18next.t('files:problem.empty');
    case 'size':
      return i18next.t('files:problem.size', { max: megabytes(problem.maxBytes) });
  }
}

function megabytes(bytes: number): number {
  return Math.floor(bytes / (1024 * 1024));
}
