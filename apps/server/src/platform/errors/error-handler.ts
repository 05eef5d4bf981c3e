// Renders every failure as application/problem+json (RFC 9457) in the caller's language.

import type { Problem } from '@fedra/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Language, pickLanguage, translate } from '../i18n/messages';
import { AppError, type FieldIssue } from './app-error';
import { fieldIssuesFromZod, RequestValidationError } from './zod-issues';

export function requestLanguage(request: FastifyRequest): Language {
  return pickLanguage(request.headers['accept-language']);
}

export function sendProblem(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  const lang = requestLanguage(request);
  const title = translate(lang, error.code, error.params);
  const errors = (error.issues.length ? error.issues : [{ key: error.code, params: error.params } as FieldIssue]).map(
    (i) => ({ ...(i.field !== undefined ? { field: i.field } : {}), message: translate(lang, i.key, i.params) }),
  );
  const body: Problem = {
    type: `about:blank#${error.code}`,
    title,
    status: error.status,
    // One sentence once, though several fields share it (a combination that already exists).
    detail: [...new Set(errors.map((e) => e.message))].join(' '),
    instance: request.url.split('?')[0],
    code: error.code,
    errors,
    ...(error.related ? { related: error.related } : {}),
  };
  return reply
    .status(error.status)
    .headers(error.headers)
    .header('content-language', lang)
    .type('application/problem+json; charset=utf-8')
    .send(JSON.stringify(body));
}

/** How long a client should wait while the database is away (a restart takes a few seconds). */
const DATABASE_RETRY_AFTER_SECONDS = 5;

// SQLSTATE classes 08 (connection exception) and 57P (operator intervention: shutdown, restart,
// cannot connect now), and the driver's own words for a socket that went away.
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-4]|53300)$/;
const UNAVAILABLE_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN']);
const UNAVAILABLE_MESSAGE =
  /Connection terminated|connection error|timeout exceeded when trying to connect|Client was closed/i;

/** The database cannot be reached right now (restarting, down, out of connections): worth a retry. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, i = 0; e && i < 5; i++) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_NODE_CODES.has(code)) return true;
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGE.test(e.message)) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** Maps framework and unexpected errors to an AppError; anything unknown is a 500 without internals. */
export function toAppError(error: FastifyError | Error, request: FastifyRequest): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof RequestValidationError) {
    return new AppError('validation_failed', 400, {}, fieldIssuesFromZod(error.issues, error.part));
  }
  const code = (error as FastifyError).code;
  switch (code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('payload_too_large', 413, { limit: request.routeOptions.bodyLimit ?? 0 });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new AppError('unsupported_media_type', 415, { contentType: request.headers['content-type'] ?? '-' });
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new AppError('invalid_json', 400);
    case 'FST_ERR_VALIDATION':
      return new AppError('validation_failed', 400);
    case 'FST_ERR_BAD_URL':
      return new AppError('bad_url', 400);
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return new AppError('uri_too_long', 414, { max: MAX_PARAM_LENGTH });
  }
  if (isDatabaseUnavailable(error)) {
    return new AppError('service_unavailable', 503, {}, [], { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) });
  }
  if ((error as SyntaxError).name === 'SyntaxError' && (error as FastifyError).statusCode === 400) {
    return new AppError('invalid_json', 400);
  }
  const status = (error as FastifyError).statusCode;
  if (status === 413) return new AppError('payload_too_large', 413, { limit: request.routeOptions.bodyLimit ?? 0 });
  if (status === 415)
    return new AppError('unsupported_media_type', 415, { contentType: request.headers['content-type'] ?? '-' });
  if (status && status >= 400 && status < 500) return new AppError('validation_failed', 400);
  return new AppError('internal_error', 500);
}

/** Fastify's limit on one path parameter (its default, stated so that the message can name it). */
export const MAX_PARAM_LENGTH = 100;

/**
 * The router's own failures (a broken percent-encoding, an over-long path parameter) happen before
 * any route or hook: Fastify answers them through this option, which we make a problem as well.
 */
export function renderFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  return sendProblem(request, reply, toAppError(error, request));
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error, request);
    // A 503 is an answer we chose (shutting down, too many exports), not a failure.
    if (appError.status >= 500 && appError.code !== 'service_unavailable')
      request.log.error({ err: error }, 'request failed');
    else if (appError.status === 503 && isDatabaseUnavailable(error))
      request.log.warn({ err: error }, 'database unavailable');
    return sendProblem(request, reply, appError);
  });
}
