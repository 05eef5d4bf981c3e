// Puts a failed call's field errors (problem details `errors[].field`) next to the form's fields;
// whatever has no matching field is handed back for an error notification.
import { useCallback } from 'react';
import { isApiError } from '../api/api-error';

/** The part of a @mantine/form form this needs (any `useForm` result fits). */
export interface ServerErrorTarget {
  getValues: () => unknown;
  setFieldError: (path: never, error: string) => void;
}

export interface ServerErrorsResult {
  /** At least one message was shown next to a field. */
  matched: boolean;
  /** Messages with no field in the form, for a notification (empty: use the generic fallback). */
  messages: string[];
}

export interface ServerErrorsOptions {
  /** Server field name -> form path, where they differ. */
  fieldMap?: Record<string, string>;
}

function hasPath(values: unknown, path: string): boolean {
  let node: unknown = values;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object' || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return true;
}

/** Applies an error (usually an ApiError) to a form; see ServerErrorsResult. */
export function applyServerErrors(
  form: ServerErrorTarget,
  error: unknown,
  options: ServerErrorsOptions = {},
): ServerErrorsResult {
  if (!isApiError(error)) return { matched: false, messages: [] };
  const values = form.getValues();
  const setFieldError = form.setFieldError as (path: string, error: string) => void;
  const matchedFields = new Set<string>();
  const messages: string[] = [];
  for (const e of error.problem?.errors ?? []) {
    const path = e.field ? (options.fieldMap?.[e.field] ?? e.field) : undefined;
    if (path && hasPath(values, path)) {
      if (!matchedFields.has(path)) setFieldError(path, e.message);
      matchedFields.add(path);
    } else if (!messages.includes(e.message)) {
      messages.push(e.message);
    }
  }
  return { matched: matchedFields.size > 0, messages };
}

/** `const showServerErrors = useServerErrors(form)`, then in a mutation's onError: `showServerErrors(err)`. */
export function useServerErrors(form: ServerErrorTarget, options?: ServerErrorsOptions) {
  const fieldMap = options?.fieldMap;
  return useCallback((error: unknown) => applyServerErrors(form, error, { fieldMap }), [form, fieldMap]);
}
