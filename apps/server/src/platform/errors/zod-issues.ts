// Turns zod issues into translatable field issues (one per field, the first problem found).
import type { z } from 'zod';
import { hasMessage } from '../i18n/messages';
import type { FieldIssue } from './app-error';

export class RequestValidationError extends Error {
  statusCode = 400;
  constructor(
    readonly issues: z.core.$ZodIssue[],
    readonly part: string,
  ) {
    super('request validation failed');
  }
}

export function fieldIssuesFromZod(issues: z.core.$ZodIssue[], part: string): FieldIssue[] {
  const out: FieldIssue[] = [];
  const seen = new Set<string>();
  for (const issue of issues) {
    const names = issue.code === 'unrecognized_keys' ? issue.keys.map((k) => [...issue.path, k]) : [issue.path];
    for (const path of names) {
      const field = path.length ? path.map(String).join('.') : part === 'body' ? undefined : part;
      const dedupe = field ?? '';
      if (seen.has(dedupe)) continue;
      seen.add(dedupe);
      out.push({ field, ...messageFor(issue, field ?? part, part) });
    }
  }
  return out;
}

function messageFor(
  issue: z.core.$ZodIssue,
  label: string,
  part: string,
): { key: string; params: Record<string, string | number> } {
  const params: Record<string, string | number> = { label };
  // In a query string it is a parameter, worded as the list parser words it.
  if (issue.code === 'unrecognized_keys')
    return { key: part === 'querystring' ? 'list.badParameter' : 'validation.unknownField', params };
  // "More than 0" read as "at least 0" would name a value that is refused.
  if (issue.code === 'too_small' && issue.origin === 'number' && !issue.inclusive && Number(issue.minimum) === 0) {
    return { key: 'validation.positive', params };
  }
  // Schemas name their message keys explicitly (shared with the web forms).
  if (hasMessage(issue.message)) {
    if ('minimum' in issue) params.min = Number(issue.minimum);
    if ('maximum' in issue) params.max = Number(issue.maximum);
    // A refinement's own values for its message (a date bound, say).
    if (issue.code === 'custom' && issue.params) Object.assign(params, issue.params);
    return { key: issue.message, params };
  }
  if (issue.code === 'invalid_type' && issue.input === undefined) return { key: 'validation.required', params };
  switch (issue.code) {
    case 'invalid_type':
      return { key: 'validation.invalidType', params: { ...params, expected: issue.expected } };
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return { key: 'validation.minLength', params: { ...params, min } };
      if (issue.origin === 'array') return { key: 'validation.minItems', params: { ...params, min } };
      return { key: 'validation.min', params: { ...params, min } };
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return { key: 'validation.maxLength', params: { ...params, max } };
      if (issue.origin === 'array') return { key: 'validation.maxItems', params: { ...params, max } };
      return { key: 'validation.max', params: { ...params, max } };
    }
    case 'invalid_format':
      if (issue.format === 'email') return { key: 'validation.email', params };
      if (issue.format === 'date') return { key: 'validation.date', params };
      return { key: 'validation.format', params };
    case 'invalid_value':
      return { key: 'validation.enum', params: { ...params, values: issue.values.map(String).join(', ') } };
    default:
      return { key: 'validation.format', params };
  }
}
