// The shared validation messages of spec 000 §5, translated at call time (namespace "forms"), and
// the bridge from contract zod schemas (whose issue messages are keys like 'validation.required').
import i18next from 'i18next';
import type { z } from 'zod';

const NS = 'forms';

function tr(key: string, params: Record<string, unknown> = {}): string {
  return i18next.t(key, { ns: NS, ...params }) as string;
}

/** Messages for hand-written form rules; `label` is the field's visible label. */
export const validationMessages = {
  required: (label: string) => tr('validation.required', { label }),
  minLength: (label: string, min: number) => tr('validation.minLength', { label, count: min, min }),
  maxLength: (label: string, max: number) => tr('validation.maxLength', { label, count: max, max }),
  digit: (label: string) => tr('validation.digit', { label }),
  passwordsMismatch: () => tr('validation.passwordsMismatch'),
  email: (label: string) => tr('validation.email', { label }),
  userNameTaken: () => tr('validation.userNameTaken'),
  emailTaken: () => tr('validation.emailTaken'),
  minItems: (label: string, min: number) => tr('validation.minItems', { label, count: min, min }),
  maxItems: (label: string, max: number) => tr('validation.maxItems', { label, count: max, max }),
  min: (label: string, min: number | string) => tr('validation.min', { label, min }),
  max: (label: string, max: number | string) => tr('validation.max', { label, max }),
  invalid: (label: string) => tr('validation.invalid', { label }),
};

/** Field labels for schema messages: a map (missing fields use their name) or a function. */
export type FieldLabels = Record<string, string> | ((field: string) => string);

function labelOf(labels: FieldLabels | undefined, field: string): string {
  if (typeof labels === 'function') return labels(field);
  return labels?.[field] ?? field;
}

/** Message keys whose text depends on a count (Czech has several plural forms). */
const COUNTED: Record<string, 'min' | 'max'> = {
  'validation.minLength': 'min',
  'validation.maxLength': 'max',
  'validation.minItems': 'min',
  'validation.maxItems': 'max',
};

const isKey = (message: string) => /^[\w-]+(\.[\w-]+)+$/.test(message);

/** The translated message of one zod issue; mirrors the server's mapping so both sides agree. */
export function issueMessage(issue: z.core.$ZodIssue, label: string): string {
  const params: Record<string, unknown> = { label };
  if ('minimum' in issue) params.min = Number(issue.minimum);
  if ('maximum' in issue) params.max = Number(issue.maximum);
  if (issue.code === 'invalid_value') params.values = issue.values.map(String).join(', ');
  // A refinement's own values for its message (a date bound, say).
  if (issue.code === 'custom' && issue.params) Object.assign(params, issue.params);
  const translate = (key: string) => {
    const bound = COUNTED[key];
    return tr(key, bound ? { ...params, count: params[bound] } : params);
  };
  // A field left empty is a missing value, whatever its type: "Pole Od je povinné", not "must be a
  // valid date" for an empty date or "must have at least 1 character" (the shared validation.*
  // words are about a value typed wrong). A schema's own words for it ("Zadejte e-mail.") and a
  // refinement's stay. The server says so for a missing field; a form sends an empty one as ''.
  const empty = issue.code !== 'custom' && (issue.input === '' || issue.input === null);
  if (empty && (issue.message.startsWith('validation.') || !isKey(issue.message)))
    return translate('validation.required');
  // "More than 0" read as "at least 0" would name a value that is refused (mirrors the server).
  if (issue.code === 'too_small' && issue.origin === 'number' && !issue.inclusive && Number(issue.minimum) === 0) {
    return tr('validation.positive', params);
  }
  // Contract schemas name their message keys explicitly.
  if (isKey(issue.message)) {
    const bound = COUNTED[issue.message];
    const probe = bound ? { ns: NS, count: Number(params[bound] ?? 1) } : { ns: NS };
    if (i18next.exists(issue.message, probe)) return translate(issue.message);
  }
  if (issue.code === 'invalid_type' && issue.input === undefined) return translate('validation.required');
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string') return translate('validation.minLength');
      if (issue.origin === 'array' || issue.origin === 'set') return translate('validation.minItems');
      return translate('validation.min');
    case 'too_big':
      if (issue.origin === 'string') return translate('validation.maxLength');
      if (issue.origin === 'array' || issue.origin === 'set') return translate('validation.maxItems');
      return translate('validation.max');
    case 'invalid_format':
      if (issue.format === 'email') return translate('validation.email');
      if (issue.format === 'date' || issue.format === 'datetime') return translate('validation.date');
      return translate('validation.format');
    case 'invalid_value':
      return translate('validation.enum');
    case 'invalid_type':
      if (issue.expected === 'number' || issue.expected === 'int') return translate('validation.number');
      return translate('validation.invalidType');
    default:
      return translate('validation.invalid');
  }
}

/**
 * Validates `values` with a zod schema (typically a contract schema narrowed with `.pick()` or
 * `.extend()`) and returns field path -> translated message; the first issue of a field wins.
 * Paths use dots (`items.0.name`), as @mantine/form does. Issues of the whole object go under ''.
 */
export function zodFieldErrors(
  schema: z.ZodType,
  values: unknown,
  labels?: FieldLabels,
  /** A feature's own message keys (matching `pattern`), translated in its namespace `ns`. */
  own?: { pattern: RegExp; ns: string },
): Record<string, string> {
  // reportInput: tells a missing field (required) from one of the wrong type.
  const result = schema.safeParse(values, { reportInput: true });
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const paths = issue.code === 'unrecognized_keys' ? issue.keys.map((k) => [...issue.path, k]) : [issue.path];
    for (const path of paths) {
      const field = path.map(String).join('.');
      if (field in out) continue;
      const label = labelOf(labels, field);
      if (issue.code === 'unrecognized_keys') out[field] = tr('validation.unknownField', { label });
      else if (own?.pattern.test(issue.message)) out[field] = i18next.t(issue.message, { ns: own.ns, label }) as string;
      else out[field] = issueMessage(issue, label);
    }
  }
  return out;
}

/** A @mantine/form `validate` function derived from a zod schema: `useForm({ validate: zodValidate(schema, labels) })`. */
export function zodValidate<Values>(
  schema: z.ZodType,
  labels?: FieldLabels,
): (values: Values) => Record<string, string> {
  return (values) => zodFieldErrors(schema, values, labels);
}
