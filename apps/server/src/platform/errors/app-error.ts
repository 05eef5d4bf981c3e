// The one error type that code throws; the error handler renders it as problem details.
import type { ErrorCode } from '@fedra/contract';
import type { MessageParams } from '../i18n/messages';

/** A field problem: a message key with its parameters, translated when rendered. */
export interface FieldIssue {
  field?: string;
  key: string;
  params?: MessageParams;
}

/** The record a request collides with, named in the problem for a link to it. */
export interface RelatedRecord {
  kind: string;
  id: number;
  name: string;
}

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    readonly params: MessageParams = {},
    readonly issues: FieldIssue[] = [],
    readonly headers: Record<string, string> = {},
    readonly related?: RelatedRecord,
  ) {
    super(code);
  }
}

export const notFound = () => new AppError('not_found', 404);
export const forbidden = () => new AppError('forbidden', 403);

/** 400 listing every invalid field. */
export function validationError(issues: FieldIssue[]): AppError {
  return new AppError('validation_failed', 400, {}, issues);
}

/** A PUT whose body names another id than its path: 400 on `id`. */
export function requireSameId(bodyId: number, pathId: number): void {
  if (bodyId !== pathId) {
    throw validationError([{ field: 'id', key: 'validation.idMismatch', params: { body: bodyId, path: pathId } }]);
  }
}

/** The SQLSTATE of a PostgreSQL error, also when Drizzle wraps it as the cause. */
function pgCode(err: unknown): string | undefined {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code ?? e?.cause?.code;
}

/** A PostgreSQL foreign-key violation (23503). */
export const isForeignKeyViolation = (err: unknown): boolean => pgCode(err) === '23503';

/** A PostgreSQL unique violation (23505): a concurrent write took the value first. */
export const isUniqueViolation = (err: unknown): boolean => pgCode(err) === '23505';
