// A failed call: the status and, when the server sent one, its problem details.
import type { Problem } from '@fedra/contract/common/problem';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly problem: Problem | null,
  ) {
    super(problem?.title ?? `HTTP ${status}`);
  }

  /** Field name -> message, for showing server errors next to form fields. */
  get fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const e of this.problem?.errors ?? []) if (e.field && !(e.field in out)) out[e.field] = e.message;
    return out;
  }

  /** The messages to show in an error notification (spec 000 §8), empty when the server sent none. */
  get messages(): string[] {
    return (this.problem?.errors ?? []).map((e) => e.message);
  }
}

export function isApiError(err: unknown): err is ApiError {
  return err instanceof ApiError;
}
