// Where the problems of a failed upload or import go on the upload form. The two calls name
// different fields: the upload URL call speaks of the file (name, contentType, size), the create
// call of fileAwsUrl (the file's header and content), objectId, typeId and encoding.
import { isApiError } from '../../platform/api/api-error';

export type UploadFormField = 'file' | 'objectId' | 'typeId' | 'encoding';

const FORM_FIELD: Record<string, UploadFormField> = {
  name: 'file',
  contentType: 'file',
  size: 'file',
  purpose: 'file',
  uploadUrl: 'file',
  fileAwsUrl: 'file',
  objectId: 'objectId',
  typeId: 'typeId',
  encoding: 'encoding',
};

export interface UploadFormErrors {
  /** Every message of a field, in the server's order (a file may lack several columns). */
  fields: Partial<Record<UploadFormField, string[]>>;
  /** Messages without a field of the form, for a notification. */
  other: string[];
}

export function uploadFormErrors(error: unknown): UploadFormErrors {
  const out: UploadFormErrors = { fields: {}, other: [] };
  if (!isApiError(error)) return out;
  for (const problem of error.problem?.errors ?? []) {
    const field = problem.field ? FORM_FIELD[problem.field] : undefined;
    if (!field) {
      if (!out.other.includes(problem.message)) out.other.push(problem.message);
      continue;
    }
    const list = out.fields[field] ?? [];
    if (!list.includes(problem.message)) list.push(problem.message);
    out.fields[field] = list;
  }
  return out;
}

/** Whole percent of an upload's progress, 0 when the size is unknown. */
export function uploadPercent(loaded: number, total: number): number {
  if (!total) return 0;
  return Math.min(100, Math.max(0, Math.round((100 * loaded) / total)));
}
