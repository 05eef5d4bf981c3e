// Bad requests generated from the OpenAPI document for every operation: bad ids, wrong types, broken
// encodings, control characters, huge and deeply nested values, unknown fields. None may answer
// 5xx, and every 4xx must be a problem+json: what a client sends never breaks the server.
import { describe, expect, it } from 'vitest';
import { CALL_LIMIT_MS, callsAtOnce } from '../calls-at-once';
import { type DemoUser, useTestServer } from '../test-server';

// Its own SMTP-less outbox and the demo data; the warnings bad input causes are none (a 5xx is).
const server = useTestServer();

type Schema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  pattern?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
type Operation = {
  operationId: string;
  parameters?: { in: string; name: string; schema?: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};
type Doc = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };

const BAD_IDS = ['0', '-1', 'abc', '1.5', '2147483648', '1e309', '%00', '%FF%FE', 'x'.repeat(101), '%E2%80%AE'];
const BAD_QUERIES = [
  'limit=abc',
  'offset=-1',
  'limit=99999999999999999999',
  'sort=__proto__',
  'sort=-constructor',
  'fields[__proto__][o]=valuesEqual&fields[__proto__][v]=1',
  'fields[x][o]=nope',
  'search=%00',
  'unknownParameter=1',
  'format=exe',
  'date=2026-02-30',
  'id=%FF',
];

function deep(depth: number): unknown {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
}

const BAD_VALUES: unknown[] = [
  null,
  'a\u0000b',
  'x'.repeat(100_000),
  -1,
  2147483648,
  1.5,
  true,
  [],
  {},
  [1, 'a', null],
  deep(200),
  '2026-02-30',
  '\u202e',
];

const DEEP_BODY = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
const BAD_BODIES: string[] = [
  ...[[], 'text', 42, null, { unknownField: 1 }, { 'a\u0001': 1 }].map((b) => JSON.stringify(b)),
  DEEP_BODY,
  '{"broken": ',
];

function resolve(doc: Doc, schema: Schema | undefined, seen = 0): Schema | undefined {
  if (!schema || seen > 10) return schema;
  if (schema.$ref) return resolve(doc, doc.components.schemas[schema.$ref.split('/').pop()!], seen + 1);
  const union = schema.allOf ?? schema.anyOf ?? schema.oneOf;
  if (!schema.properties && union) {
    const merged: Schema = { properties: {} };
    for (const s of union) Object.assign(merged.properties!, resolve(doc, s, seen + 1)?.properties ?? {});
    return merged;
  }
  return schema;
}

/** A plausible value of a schema, so that one bad property reaches the handler past the others. */
function plausible(doc: Doc, schema: Schema | undefined, depth = 0): unknown {
  const s = resolve(doc, schema);
  if (!s || depth > 4) return null;
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  const options = s.anyOf ?? s.oneOf;
  if (options) return plausible(doc, options.find((o) => resolve(doc, o)?.type !== 'null') ?? options[0], depth + 1);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(1, s.minimum ?? 1);
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'string':
      if (s.format === 'date' || s.pattern?.includes('\\d{4}')) return '2026-11-21';
      if (s.format === 'email') return 'test@example.cz';
      if (s.format === 'uri') return 'https://example.cz/';
      return 'Test';
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, plausible(doc, v, depth + 1)]));
    default:
      return null;
  }
}

/**
 * Bad bodies as JSON text: whole ones, then each property set to each bad value, once alone and
 * once among plausible values of the others (so that it is not refused only for their absence).
 */
function bodiesFor(doc: Doc, op: Operation): string[] {
  const json = op.requestBody?.content['application/json']?.schema;
  if (!json) return [];
  const props = resolve(doc, json)?.properties ?? {};
  const base = plausible(doc, json) as Record<string, unknown> | null;
  const out = [...BAD_BODIES];
  for (const name of Object.keys(props))
    for (const value of BAD_VALUES) {
      out.push(JSON.stringify({ [name]: value }));
      if (base && typeof base === 'object') out.push(JSON.stringify({ ...base, [name]: value }));
    }
  return out;
}

function fill(path: string, value: string): string {
  return path.replace(/\{[^}]+\}/g, value);
}

interface Failure {
  request: string;
  status: number;
  type: string;
}

interface BadCall {
  label: string;
  method: string;
  url: string;
  payload?: string;
  as?: DemoUser;
}

const describeCall = (c: BadCall) =>
  `${c.label} ${c.method} ${c.url.slice(0, 160)} ${c.payload?.slice(0, 200) ?? ''}`.trim();

async function check(failures: Failure[], options: BadCall) {
  const res = await server.request({
    method: options.method as 'GET',
    url: options.url,
    as: options.as,
    ...(options.payload === undefined
      ? { headers: { 'accept-language': 'en' } }
      : { payload: options.payload, headers: { 'content-type': 'application/json', 'accept-language': 'en' } }),
  });
  const type = String(res.headers['content-type'] ?? '');
  if (res.statusCode >= 500 || (res.statusCode >= 400 && !type.includes('application/problem+json')))
    failures.push({ request: describeCall(options), status: res.statusCode, type });
}

describe('generated bad requests', () => {
  it('answers every bad request of every operation with a 4xx problem, never a 5xx', async () => {
    const doc = (await server.request({ method: 'GET', url: '/api/openapi.json' })).json() as Doc;
    const calls: BadCall[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const m = method.toUpperCase();
        if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(m)) continue;
        // Never sign the caller out mid-run; every other call as the office (the widest access).
        if (op.operationId === 'account.logout' || op.operationId === 'account.logoutAll') continue;
        const as: DemoUser | undefined = path.startsWith('/api/public-zone') ? undefined : 'admin';
        const hasParams = path.includes('{');
        const label = op.operationId;
        for (const id of hasParams ? BAD_IDS : []) calls.push({ label, method: m, url: fill(path, id), as });
        const base = fill(path, '1');
        if (m === 'GET') for (const q of BAD_QUERIES) calls.push({ label, method: m, url: `${base}?${q}`, as });
        for (const payload of bodiesFor(doc, op)) calls.push({ label, method: m, url: base, payload, as });
      }
    }
    expect(calls.length).toBeGreaterThan(1000);
    const failures: Failure[] = [];
    const hung = await callsAtOnce(calls, (c) => check(failures, c));
    for (const c of hung)
      failures.push({ request: describeCall(c), status: 0, type: `no answer within ${CALL_LIMIT_MS} ms` });
    expect(failures).toEqual([]);
  }, 600_000);
});
