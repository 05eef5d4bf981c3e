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
  };
  return reply
    .status(error.status)
    .headers(error.headers)
    .header('content-language', lang)
    .type('application/problem+json; charset=utf-8')
    .send(JSON.stringify(body));
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

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error, request);
    // A 503 is an answer we chose (shutting down, too many exports), not a failure.
    if (appError.status >= 500 && appError.code !== 'service_unavailable')
      request.log.error({ err: error }, 'request failed');
    return sendProblem(request, reply, appError);
  });
}
