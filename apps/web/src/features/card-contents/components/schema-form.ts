// The fields of a card content's JSON Schema (its top-level `properties`, in order) and the client
// checks of their values: required, type, maxLength, enum, minimum/maximum. Everything else
// (pattern, formats, nested rules) is left to the server, whose errors name `data.<property>`.
import { validationMessages as m } from '../../../platform/forms';

export type FieldKind = 'text' | 'select' | 'boolean' | 'number';

export interface SchemaField {
  key: string;
  kind: FieldKind;
  label: string;
  description?: string;
  required: boolean;
  integer: boolean;
  maxLength?: number;
  pattern?: string;
  options?: string[];
  minimum?: number;
  maximum?: number;
}

export type JsonObject = Record<string, unknown>;

const isObject = (v: unknown): v is JsonObject => v !== null && typeof v === 'object' && !Array.isArray(v);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v : undefined);

/** The schema text as a JSON object, or null when it is not valid JSON of an object. */
export function parseSchema(text: string): JsonObject | null {
  try {
    const value: unknown = JSON.parse(text);
    return isObject(value) ? value : null;
  } catch {
    return null;
  }
}

function kindOf(p: JsonObject): FieldKind {
  const type = Array.isArray(p.type) ? p.type.find((t) => t !== 'null') : p.type;
  if (Array.isArray(p.enum)) return 'select';
  if (type === 'boolean') return 'boolean';
  if (type === 'number' || type === 'integer') return 'number';
  return 'text';
}

/** The form fields of a schema: one per property, in the schema's order. */
export function schemaFields(schema: JsonObject | null): SchemaField[] {
  const props = isObject(schema?.properties) ? schema.properties : {};
  const required = Array.isArray(schema?.required) ? schema.required.map(String) : [];
  return Object.entries(props)
    .filter((entry): entry is [string, JsonObject] => isObject(entry[1]))
    .map(([key, p]) => ({
      key,
      kind: kindOf(p),
      label: str(p.title) ?? key,
      description: str(p.description),
      required: required.includes(key),
      integer: p.type === 'integer',
      maxLength: num(p.maxLength),
      pattern: str(p.pattern),
      options: Array.isArray(p.enum) ? p.enum.map(String) : undefined,
      minimum: num(p.minimum),
      maximum: num(p.maximum),
    }));
}

/** The empty value a field's input starts with. */
export function emptyValue(field: SchemaField): unknown {
  if (field.kind === 'boolean') return false;
  if (field.kind === 'select') return null;
  return '';
}

/** The form's values for `data`: every field present (server errors need a path), stored values kept. */
export function formData(fields: SchemaField[], data: JsonObject): JsonObject {
  const out: JsonObject = { ...data };
  for (const f of fields) {
    const v = out[f.key];
    if (v === undefined || v === null) out[f.key] = emptyValue(f);
    else if (f.kind === 'select' || f.kind === 'text') out[f.key] = String(v);
  }
  return out;
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** The data to send: blank values left out, numbers as numbers. */
export function cleanData(fields: SchemaField[], data: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(data)) {
    if (blank(value)) continue;
    const field = fields.find((f) => f.key === key);
    out[key] = field?.kind === 'number' && typeof value === 'string' ? Number(value) : value;
  }
  return out;
}

/** Client checks of the data; keys are form paths (`data.<key>`). */
export function dataErrors(fields: SchemaField[], data: JsonObject): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const f of fields) {
    const v = data[f.key];
    const path = `data.${f.key}`;
    if (blank(v)) {
      if (f.required && f.kind !== 'boolean') errors[path] = m.required(f.label);
      continue;
    }
    if (f.kind === 'text' && f.maxLength !== undefined && String(v).length > f.maxLength)
      errors[path] = m.maxLength(f.label, f.maxLength);
    else if (f.kind === 'select' && !f.options?.includes(String(v))) errors[path] = m.invalid(f.label);
    else if (f.kind === 'number') {
      const n = Number(v);
      if (!Number.isFinite(n) || (f.integer && !Number.isInteger(n))) errors[path] = m.invalid(f.label);
      else if (f.minimum !== undefined && n < f.minimum) errors[path] = m.min(f.label, f.minimum);
      else if (f.maximum !== undefined && n > f.maximum) errors[path] = m.max(f.label, f.maximum);
    } else if (f.kind === 'boolean' && typeof v !== 'boolean') errors[path] = m.invalid(f.label);
  }
  return errors;
}
