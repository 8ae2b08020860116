/**
 * Malformed requests for any operation of the OpenAPI document, as fast-check arbitraries: wrong
 * types, huge and control-character strings, NUL and lone surrogates, invalid UTF-8 bytes, bad URL
 * encodings, negative and huge numbers, missing and extra fields, path traversal and SQL
 * metacharacters, next to values that pass validation so the bad one reaches deeper code.
 */
import fc from 'fast-check';

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  default?: unknown;
}

export interface Operation {
  method: string;
  /** `/api/web/v1/products/{slug}` */
  path: string;
  pathParams: string[];
  queryParams: string[];
  headerParams: string[];
  body?: JsonSchema;
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** The operations of an OpenAPI 3 document. */
export function operations(doc: { paths: Record<string, Record<string, { parameters?: Array<{ in: string; name: string }>; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>> }): Operation[] {
  const out: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = op.parameters ?? [];
      const names = (where: string) => params.filter((p) => p.in === where).map((p) => p.name);
      out.push({
        method: method.toUpperCase(),
        path,
        pathParams: names('path'),
        queryParams: names('query'),
        headerParams: names('header'),
        ...(op.requestBody?.content['application/json'] ? { body: op.requestBody.content['application/json'].schema } : {}),
      });
    }
  }
  return out;
}

const ONE_MB = 'a'.repeat(1_000_000);
const NASTY_STRINGS = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\u0001\u0002\u0007\u001b\u001f\u007f',
  'line\r\nX-Injected: 1',
  '\uD800',
  'x\uDFFFy',
  '\uFEFF\u200B\u202E',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  "' OR '1'='1",
  "'; DROP TABLE customers; --",
  '1) OR 1=1 --',
  '" OR ""="',
  '\\',
  '%',
  '_%_',
  '*',
  '$1',
  '{{7*7}}',
  '${7*7}',
  '<script>alert(1)</script>',
  'ñ😀𝕏 中文 ไทย',
  '9'.repeat(400),
  '-1',
  '0',
  '1e308',
  'NaN',
  'null',
  '__proto__',
  'constructor',
  '\u0000'.repeat(1000),
];

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: fc.constantFrom('\u0000', '\u0007', '\u001b', '\u0085', '\u2028', '\uD800', '\uDC00', "'", '"', ';', '%', '/'), maxLength: 12 }) },
  { weight: 1, arbitrary: fc.constant(ONE_MB) },
);

export const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(-1, 0, -0.5, 1.5, 2 ** 31, 2 ** 53, 2 ** 63, 2 ** 64, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, -Number.MAX_SAFE_INTEGER),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 3, arbitrary: nastyNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(fc.oneof(nastyNumber, fc.constantFrom(...NASTY_STRINGS)), { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('a', '__proto__', 'k\u0000', 'id'), fc.constantFrom(...NASTY_STRINGS), { maxKeys: 3 }) },
);

/** A value the schema accepts (mostly), so the other, bad fields are the ones tested. */
export function validValue(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.constant('x');
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants?.length) return fc.oneof(...variants.map((v) => validValue(v, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
    case 'number': {
      const min = Math.max(schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1), -1_000_000);
      return fc.integer({ min, max: Math.max(min, Math.min(schema.maximum ?? 1000, 1_000_000)) });
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(validValue(schema.items, depth + 1), { maxLength: 3 });
    case 'object': {
      const props = schema.properties ?? {};
      return fc.record(Object.fromEntries(Object.entries(props).map(([k, v]) => [k, validValue(v, depth + 1)])));
    }
    case 'null':
      return fc.constant(null);
    default:
      return fc.constantFrom('test', 'a'.repeat(Math.max(1, schema.minLength ?? 1)), 'pink@blush.example', '1');
  }
}

const RAW_BODIES: ReadonlyArray<string | Buffer> = [
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '[]',
  '1',
  '"x"',
  'null',
  'true',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '{"k\\u0000":"v"}',
  '{"a":"\\ud800"}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]), // {"a":"<invalid UTF-8>"}
  Buffer.from([0xef, 0xbb, 0xbf, 0x7b, 0x7d]), // BOM + {}
  Buffer.from([0x00, 0x00, 0x00, 0x7b]),
];

/** A JSON body: the schema's fields, some replaced by bad values, some left out, some extra. */
function body(schema: JsonSchema | undefined): fc.Arbitrary<string | Buffer | undefined> {
  const props = Object.keys(schema?.properties ?? {});
  const structured = fc
    .tuple(
      validValue(schema?.type === 'object' || schema?.properties ? { ...schema, type: 'object' } : schema),
      props.length ? fc.dictionary(fc.constantFrom(...props), nastyValue, { maxKeys: props.length }) : fc.constant({}),
      fc.subarray(props),
      fc.dictionary(fc.constantFrom('extra', 'id', 'customer_id', 'price', '__proto__', 'is_admin'), nastyValue, { maxKeys: 2 }),
    )
    .map(([valid, bad, omitted, extra]) => {
      if (valid === null || typeof valid !== 'object' || Array.isArray(valid)) return JSON.stringify(valid);
      const merged: Record<string, unknown> = { ...(valid as Record<string, unknown>), ...bad, ...extra };
      for (const key of omitted) if (!(key in bad)) delete merged[key];
      return JSON.stringify(merged);
    });
  return fc.oneof(
    { weight: 6, arbitrary: structured },
    { weight: 2, arbitrary: fc.constantFrom(...RAW_BODIES) },
    { weight: 1, arbitrary: nastyValue.map((v) => JSON.stringify(v) ?? 'null') },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

const BAD_ENCODINGS = ['%ZZ', '%', '%E0%A4%A', '%C3%28', '%FF%FE', '%00', '%C0%AF', '%ED%A0%80', '..%2F..%2Fetc%2Fpasswd', '..', '.', '%2e%2e', '%252e'];

/** A path segment or query value as written in the URL: encoded nasty text, or a bad encoding. */
const urlValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: nastyString.filter((s) => s.length < 5000).map((s) => encodeURIComponent(s.replace(/[\uD800-\uDFFF]/g, '\u0000'))) },
  { weight: 2, arbitrary: fc.constantFrom(...BAD_ENCODINGS) },
  { weight: 2, arbitrary: nastyNumber.map(String) },
  { weight: 1, arbitrary: fc.constantFrom('1', 'abc', '999999999999999999999999', '-1', '0x10', '1.5', ' ') },
);

const CONTENT_TYPES = ['application/json', 'application/json; charset=utf-8', 'application/json; charset=latin1', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml'];

/** A malformed request for `op`. */
export function request(op: Operation, baseHeaders: Record<string, string>): fc.Arbitrary<FuzzRequest> {
  const segments = fc.tuple(...op.pathParams.map(() => urlValue));
  const queryNames = [...op.queryParams, 'extra', 'page', 'q'];
  const query = fc.array(fc.tuple(fc.constantFrom(...queryNames), urlValue), { maxLength: 4 });
  const headers = fc.dictionary(fc.constantFrom(...op.headerParams, 'idempotency-key', 'x-site-country', 'accept-language'), nastyString.filter((s) => s.length < 2000 && !/[\r\n]/.test(s)), { maxKeys: 2 });
  const contentType = fc.oneof({ weight: 8, arbitrary: fc.constant('application/json') }, { weight: 2, arbitrary: fc.constantFrom(...CONTENT_TYPES) });
  const hasBody = op.method !== 'GET' && op.method !== 'HEAD';
  return fc.record({ segments, query, headers, contentType, payload: hasBody ? body(op.body) : fc.constant(undefined) }).map(({ segments: values, query: pairs, headers: extra, contentType: type, payload }) => {
    let path = op.path;
    op.pathParams.forEach((name, i) => {
      path = path.replace(`{${name}}`, values[i] ?? '');
    });
    const search = pairs.map(([k, v]) => `${k}=${v}`).join('&');
    return {
      method: op.method,
      url: search ? `${path}?${search}` : path,
      headers: { ...baseHeaders, ...extra, ...(payload !== undefined ? { 'content-type': type } : {}) },
      ...(payload !== undefined ? { payload } : {}),
    };
  });
}

/** What an error body must never show: stack traces, SQL, Fastify codes, library internals. */
export const LEAK = /FST_|\bat \S+ \(|node_modules|\.ts:\d+|Failed query|\bselect\b[^"]{0,200}\bfrom\b|\binsert into\b|\bSQLSTATE\b|\bpg_|pglite|drizzle|ZodError|TypeError|RangeError|SyntaxError|Unexpected token|Cannot read prop/i;
