// One guard behind every route's own validation (whose messages are more precise, so they come
// first) and in front of its handler, for what no schema of ours should have to repeat: a value
// nested deeper than any of our shapes (a 5,000-deep JSON Schema overflowed the stack of the
// card-content compiler) and a control character in any text of the body, the query or the path
// (PostgreSQL refuses a NUL byte: the insert failed as a 500). Tab, line feed and carriage return
// stay allowed here; one-line fields refuse them in their own schema (text()).
import { hasControlCharacters } from '@fedra/contract/common/text';
import type { FastifyInstance } from 'fastify';
import { AppError, type FieldIssue } from '../errors/app-error';

/** The deepest nesting a request value may have (our deepest shape, a card schema, needs ~10). */
export const MAX_VALUE_DEPTH = 32;
/** Problems reported at most, so that a hostile body gets a short answer. */
const MAX_ISSUES = 20;

type Part = 'body' | 'querystring' | 'params';

/** The issues of one request part: too deep, or a text (value or key) with a control character. */
export function requestValueIssues(value: unknown, part: Part): FieldIssue[] {
  const issues: FieldIssue[] = [];
  // Iterative: the check itself must not overflow on the value it guards against.
  const stack: { value: unknown; path: string[]; depth: number }[] = [{ value, path: [], depth: 0 }];
  while (stack.length && issues.length < MAX_ISSUES) {
    const { value: v, path, depth } = stack.pop()!;
    const field = path.length ? path.join('.') : part === 'body' ? undefined : part;
    const label = field ?? part;
    if (typeof v === 'string') {
      if (hasControlCharacters(v, true)) issues.push({ field, key: 'validation.controlCharacters', params: { label } });
      continue;
    }
    if (v === null || typeof v !== 'object' || !isPlainContainer(v)) continue;
    if (depth >= MAX_VALUE_DEPTH) {
      issues.push({ field, key: 'validation.tooDeep', params: { label, max: MAX_VALUE_DEPTH } });
      continue;
    }
    for (const [key, child] of Object.entries(v)) {
      if (hasControlCharacters(key, false)) {
        issues.push({ field: [...path, key].join('.'), key: 'validation.controlCharacters', params: { label: key } });
        continue;
      }
      stack.push({ value: child, path: [...path, key], depth: depth + 1 });
    }
  }
  return issues;
}

/** Parsed JSON and query objects and arrays; never a Buffer or a stream of a raw upload. */
function isPlainContainer(v: object): boolean {
  if (Array.isArray(v)) return true;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

export function registerRequestValueGuard(app: FastifyInstance) {
  app.addHook('preHandler', async (request) => {
    const issues = [
      ...requestValueIssues(request.params, 'params'),
      ...requestValueIssues(request.query, 'querystring'),
      ...requestValueIssues(request.body, 'body'),
    ];
    if (issues.length) throw new AppError('validation_failed', 400, {}, issues);
  });
}
