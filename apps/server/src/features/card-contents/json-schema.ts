// JSON Schema of member-card data: checks that a schema is one (ajv compiles it), and turns each
// error of data validated against it into a field issue `data.<path>` with a translated message.

import { Ajv as AjvDraft07 } from 'ajv';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { FieldIssue } from '../../platform/errors/app-error';

// ajv-formats is CommonJS: its default export arrives as the module object under some loaders.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as typeof addFormatsModule;

const OPTIONS = {
  allErrors: true,
  // Unknown keywords and formats are errors (a typo must not silently check nothing).
  strict: true,
  strictTypes: false,
  strictTuples: false,
  strictRequired: false,
  logger: false as const,
};

const ajv2020 = new Ajv2020(OPTIONS);
const ajv07 = new AjvDraft07(OPTIONS);
addFormats(ajv2020);
addFormats(ajv07);

/** Compiled validators by the schema's JSON text; small, evicting the oldest. */
const cache = new Map<string, ValidateFunction>();
const CACHE_SIZE = 100;

export type JsonObject = Record<string, unknown>;

export type CompileResult = { ok: true; validate: ValidateFunction } | { ok: false; reason: string };

/** Compiles a JSON Schema of an object; the reason says why it is not one. */
export function compileCardSchema(schema: JsonObject): CompileResult {
  const key = JSON.stringify(schema);
  const hit = cache.get(key);
  if (hit) return { ok: true, validate: hit };
  if (schema.type !== 'object') return { ok: false, reason: 'type must be "object"' };
  const draft07 = typeof schema.$schema === 'string' && schema.$schema.includes('draft-07');
  const ajv = draft07 ? ajv07 : ajv2020;
  // A private copy: ajv keys its own cache by the object, which is dropped again at once, so
  // schemas of many requests do not pile up and two schemas may share an $id.
  const copy = structuredClone(schema);
  let validate: ValidateFunction;
  try {
    validate = ajv.compile(copy);
  } catch (err) {
    return { ok: false, reason: (err as Error).message.slice(0, 300) };
  } finally {
    ajv.removeSchema(copy);
  }
  cache.set(key, validate);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  return { ok: true, validate };
}

/** "/a/0/b~1c" -> ["a", "0", "b/c"] */
function pointerParts(pointer: string): string[] {
  if (!pointer) return [];
  return pointer
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The title of a top-level property, for messages; else the field path. */
function labelOf(schema: JsonObject, parts: string[], field: string): string {
  if (parts.length !== 1) return field;
  const props = schema.properties as Record<string, { title?: unknown }> | undefined;
  const title = props?.[parts[0]!]?.title;
  return typeof title === 'string' && title.trim() ? title : field;
}

function issueFor(e: ErrorObject, schema: JsonObject): FieldIssue {
  const parts = pointerParts(e.instancePath);
  const p = e.params as Record<string, unknown>;
  if (e.keyword === 'required') parts.push(String(p.missingProperty));
  if (e.keyword === 'additionalProperties' || e.keyword === 'unevaluatedProperties')
    parts.push(String(p.additionalProperty ?? p.unevaluatedProperty));
  const field = ['data', ...parts].join('.');
  const label = labelOf(schema, parts, field);
  const at = (key: string, extra: Record<string, string | number> = {}): FieldIssue => ({
    field,
    key,
    params: { label, ...extra },
  });
  switch (e.keyword) {
    case 'required':
      return at('validation.required');
    case 'type':
      return at('validation.invalidType', { expected: Array.isArray(p.type) ? p.type.join(', ') : String(p.type) });
    case 'maxLength':
      return at('validation.maxLength', { max: Number(p.limit) });
    case 'minLength':
      return at('validation.minLength', { min: Number(p.limit) });
    case 'maximum':
    case 'exclusiveMaximum':
      return at('validation.max', { max: Number(p.limit) });
    case 'minimum':
    case 'exclusiveMinimum':
      return at('validation.min', { min: Number(p.limit) });
    case 'maxItems':
      return at('validation.maxItems', { max: Number(p.limit) });
    case 'minItems':
      return at('validation.minItems', { min: Number(p.limit) });
    case 'pattern':
      return at('validation.pattern', { pattern: String(p.pattern) });
    case 'format':
      return at(
        p.format === 'email' ? 'validation.email' : p.format === 'date' ? 'validation.date' : 'validation.format',
      );
    case 'enum':
      return at('validation.enum', { values: (p.allowedValues as unknown[]).map(String).join(', ') });
    case 'const':
      return at('validation.enum', { values: String(p.allowedValue) });
    case 'additionalProperties':
    case 'unevaluatedProperties':
      return at('validation.unknownField');
    default:
      return at('validation.schemaRule', { rule: e.keyword });
  }
}

/** Every problem of `data`, one per field (the first found). */
export function dataIssues(validate: ValidateFunction, schema: JsonObject, data: JsonObject): FieldIssue[] {
  if (validate(data)) return [];
  const out: FieldIssue[] = [];
  const seen = new Set<string>();
  for (const e of validate.errors ?? []) {
    // anyOf / oneOf report their branches' errors too; the branches speak for themselves.
    const issue = issueFor(e, schema);
    if (seen.has(issue.field!)) continue;
    seen.add(issue.field!);
    out.push(issue);
  }
  return out;
}
