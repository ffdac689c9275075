import fc from 'fast-check';

// Requests generated from the OpenAPI document (GET api/v1/openapi.json), Schemathesis-style: values
// that follow each operation's declared schemas, and malformed ones (wrong types, junk strings,
// invalid JSON, unexpected fields) that the server must refuse with a 4xx, never a 5xx.

type Schema = Record<string, unknown>;

export interface FuzzOperation {
  method: string;
  path: string;
  parameters: { name: string; in: string; required?: boolean; schema?: Schema }[];
  body?: { media: string; schema: Schema };
}

export type Actor = 'guest' | 'user' | 'admin';

export interface FuzzRequest {
  actor: Actor;
  gzip: boolean;
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

interface Document {
  paths: Record<
    string,
    Record<string, { parameters?: FuzzOperation['parameters']; requestBody?: { content: Record<string, { schema: Schema }> } }>
  >;
  components: { schemas: Record<string, Schema> };
}

/** Every operation of the document, with the schemas the fuzzer needs. */
export function fuzzOperations(doc: Document): FuzzOperation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const [media, content] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
      return {
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        ...(media && content && { body: { media, schema: content.schema } }),
      };
    }),
  );
}

const JUNK = [
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '99999999999999999999',
  '1e309',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  '%00',
  '../../etc/passwd',
  '1,2,,3',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  'é😀\u0000',
  'x'.repeat(5000),
];

const junkString = fc.oneof(fc.constantFrom(...JUNK), fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 20 }));
const junkValue: fc.Arbitrary<unknown> = fc.oneof(junkString, fc.jsonValue({ maxDepth: 2 }), fc.integer(), fc.double(), fc.constant(null));

/** Values that follow a JSON Schema (2020-12, as zod writes it), resolving `#/components/schemas` refs. */
export function arbitraryOf(schema: Schema | undefined, defs: Record<string, Schema>, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.jsonValue({ maxDepth: 1 });
  if (typeof schema.$ref === 'string') return arbitraryOf(defs[schema.$ref.split('/').pop()!], defs, depth + 1);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = schema[key] as Schema[] | undefined;
    if (options?.length) return fc.oneof(...options.map((o) => arbitraryOf(o, defs, depth + 1)));
  }
  if (Array.isArray(schema.allOf)) {
    const parts = (schema.allOf as Schema[]).map((o) => arbitraryOf(o, defs, depth + 1));
    return fc.tuple(...parts).map((values) => (values.every((v) => v && typeof v === 'object') ? Object.assign({}, ...values) : values[0]));
  }
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : schema.type ? [schema.type as string] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => arbitraryOf({ ...schema, type }, defs, depth)));
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer': {
      const min = bound(schema, 'minimum', -1000);
      const max = bound(schema, 'maximum', 100000);
      // small values name rows that exist (ids, positions); the whole range finds the edges
      const small = fc.integer({ min: Math.max(min, Math.min(1, max)), max: Math.min(max, Math.max(min, 4)) });
      return fc.oneof(small, fc.integer({ min, max }));
    }
    case 'number':
      return fc.double({ min: bound(schema, 'minimum', -1000), max: bound(schema, 'maximum', 100000), noNaN: true });
    case 'string':
      return stringOf(schema);
    case 'array': {
      const min = (schema.minItems as number | undefined) ?? 0;
      return fc.array(arbitraryOf(schema.items as Schema | undefined, defs, depth + 1), {
        minLength: min,
        maxLength: Math.min((schema.maxItems as number | undefined) ?? min + 4, min + 4),
      });
    }
    case 'object':
      return objectOf(schema, defs, depth);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function bound(schema: Schema, key: 'minimum' | 'maximum', fallback: number) {
  const value = schema[key] ?? (key === 'minimum' ? schema.exclusiveMinimum : schema.exclusiveMaximum);
  if (typeof value !== 'number') return fallback;
  const exclusive = schema[key] === undefined;
  const v = exclusive ? value + (key === 'minimum' ? 1 : -1) : value;
  return key === 'minimum' ? Math.max(v, -1e12) : Math.min(v, 1e12);
}

function stringOf(schema: Schema): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'email':
      return fc.emailAddress();
    case 'date-time':
      return fc.date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
    case 'date':
      return fc
        .date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'uuid':
      return fc.uuid();
    case 'uri':
    case 'url':
      return fc.webUrl();
  }
  if (typeof schema.pattern === 'string') {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= ((schema.maxLength as number) ?? 1000));
    } catch {
      // a pattern JavaScript cannot read: plain strings are still worth sending
    }
  }
  const min = (schema.minLength as number | undefined) ?? 0;
  const max = Math.min((schema.maxLength as number | undefined) ?? min + 30, min + 200);
  return fc.string({ minLength: min, maxLength: max });
}

function objectOf(schema: Schema, defs: Record<string, Schema>, depth: number) {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const required = (schema.required ?? []) as string[];
  const record = fc.record(Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, arbitraryOf(v, defs, depth + 1)])), {
    requiredKeys: required.filter((k) => k in properties),
  });
  if (Object.keys(properties).length || !schema.additionalProperties) return record;
  return fc.dictionary(fc.string({ minLength: 1, maxLength: 10 }), arbitraryOf(schema.additionalProperties as Schema, defs, depth + 1), {
    maxKeys: 4,
  });
}

/** A value that follows the schema, or with one field broken, or nothing like it. */
function maybeMalformed(schema: Schema | undefined, defs: Record<string, Schema>) {
  const valid = arbitraryOf(schema, defs);
  const brokenField = fc.tuple(valid, fc.string({ minLength: 1, maxLength: 12 }), junkValue).map(([value, key, junk]) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return junk;
    const keys = Object.keys(value);
    const target = keys.length ? keys[key.length % keys.length]! : key;
    return { ...value, [target]: junk };
  });
  return fc.oneof({ arbitrary: valid, weight: 3 }, { arbitrary: brokenField, weight: 2 }, { arbitrary: junkValue, weight: 1 });
}

const asParam = (v: unknown) => (typeof v === 'string' ? v : v === undefined ? '' : JSON.stringify(v));

/** Requests for one operation, as any of the three actors, half of them accepting gzip. */
export function requestsFor(op: FuzzOperation, defs: Record<string, Schema>): fc.Arbitrary<FuzzRequest> {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const paramValue = (p: FuzzOperation['parameters'][number]) =>
    fc.oneof({ arbitrary: arbitraryOf(p.schema, defs), weight: 4 }, { arbitrary: junkValue, weight: 1 }).map(asParam);
  // ids of the rows the target was seeded with, so that requests reach past "not found"
  const pathValue = (p: FuzzOperation['parameters'][number]) =>
    fc.oneof({ arbitrary: fc.integer({ min: 1, max: 4 }).map(String), weight: 3 }, { arbitrary: paramValue(p), weight: 3 });
  const path = fc
    .tuple(...pathParams.map(pathValue))
    .map((values) => pathParams.reduce((p, param, i) => p.replace(`{${param.name}}`, encodeURIComponent(values[i]!) || '0'), op.path));
  const query = fc.tuple(...queryParams.map((p) => (p.required ? paramValue(p) : fc.option(paramValue(p), { nil: undefined }))));
  const extraQuery = fc.option(fc.tuple(fc.constantFrom('with', 'page', 'perPage', 'order', 'limit', 'junk'), junkString), {
    nil: undefined,
  });
  const body = bodyFor(op, defs);
  return fc
    .record({
      actor: fc.constantFrom<Actor>('guest', 'user', 'admin'),
      gzip: fc.boolean(),
      path,
      query,
      extraQuery,
      body,
    })
    .map(({ actor, gzip, path: p, query: values, extraQuery: extra, body: b }) => {
      const search = new URLSearchParams();
      queryParams.forEach((param, i) => values[i] !== undefined && search.append(param.name, values[i]!));
      if (extra) search.append(extra[0], extra[1]);
      const qs = search.toString();
      return {
        actor,
        gzip,
        method: op.method,
        url: `${p}${qs ? `?${qs}` : ''}`,
        headers: { accept: 'application/json', ...(gzip && { 'accept-encoding': 'gzip' }), ...(b && { 'content-type': b.type }) },
        ...(b && { body: b.text }),
      };
    });
}

function bodyFor(op: FuzzOperation, defs: Record<string, Schema>): fc.Arbitrary<{ type: string; text: string } | undefined> {
  if (op.method === 'GET' || op.method === 'DELETE') return fc.constant(undefined);
  const json = (schema: Schema | undefined) =>
    maybeMalformed(schema, defs).map((v) => ({ type: 'application/json', text: JSON.stringify(v) ?? 'null' }));
  const broken = fc.oneof(
    fc.constantFrom('{"unterminated": ', 'not json', '', '[1,2', '{"a":1}{"b":2}').map((text) => ({ type: 'application/json', text })),
    junkString.map((text) => ({ type: 'text/plain', text })),
  );
  if (!op.body)
    return fc.oneof(
      { arbitrary: fc.constant(undefined), weight: 2 },
      { arbitrary: json(undefined), weight: 1 },
      { arbitrary: broken, weight: 1 },
    );
  if (op.body.media === 'application/json')
    return fc.oneof({ arbitrary: json(op.body.schema), weight: 5 }, { arbitrary: broken, weight: 1 });
  const form = maybeMalformed(op.body.schema, defs).map((v) => {
    const params = new URLSearchParams();
    if (v && typeof v === 'object' && !Array.isArray(v)) for (const [k, x] of Object.entries(v)) params.append(k, asParam(x));
    return { type: 'application/x-www-form-urlencoded', text: params.toString() };
  });
  return fc.oneof({ arbitrary: form, weight: 4 }, { arbitrary: json(op.body.schema), weight: 1 }, { arbitrary: broken, weight: 1 });
}

export interface FuzzFailure {
  operation: string;
  actor: Actor;
  request: string;
  status: number | string;
  body: string;
}

export interface FuzzOptions {
  /** The running server (a real HTTP listener: compression and framing are part of what is fuzzed). */
  baseUrl: string;
  /** The app's APP_URL: writes carry it as their Origin, as a browser's would. */
  origin: string;
  doc: Document;
  /** Session tokens of each actor, asked again before every operation (the fuzz may sign them out). */
  sessions: () => Promise<Record<Actor, string | null>>;
  cookieName: string;
  runs: number;
  seed: number;
  operations?: (op: FuzzOperation) => boolean;
  /** What is wrong with a success body of `METHOD /path`, if anything (its declared schema). */
  violation?: (operation: string, body: unknown) => string | null;
}

/**
 * Sends `runs` generated requests to every operation and returns those answered with a 5xx, or
 * whose body could not be read whole (a corrupt or truncated response). Deletions go last, so the
 * rest see data to work on.
 */
export async function fuzzApi(opts: FuzzOptions): Promise<FuzzFailure[]> {
  const failures: FuzzFailure[] = [];
  const operations = fuzzOperations(opts.doc)
    .filter(opts.operations ?? (() => true))
    .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
  for (const [index, op] of operations.entries()) {
    const sessions = await opts.sessions();
    const property = fc.asyncProperty(requestsFor(op, opts.doc.components.schemas), async (req) => {
      const operation = `${op.method} ${op.path}`;
      const result = await send(opts, req, sessions[req.actor]);
      const ok = typeof result.status === 'number' && result.status < 500;
      const violation = ok && result.status < 300 && result.json !== undefined ? opts.violation?.(operation, result.json) : null;
      if (ok && !violation) return true;
      const request = `${req.method} ${req.url} ${req.body ?? ''}`.slice(0, 500);
      failures.push({ operation, actor: req.actor, request, status: result.status, body: violation ?? result.body });
      return false;
    });
    // every operation gets its own stream from the one printed seed, so a failure replays alone
    await fc.check(property, { seed: opts.seed + index, numRuns: opts.runs, endOnFailure: true });
  }
  return failures;
}

async function send(opts: FuzzOptions, req: FuzzRequest, session: string | null) {
  const headers: Record<string, string> = { ...req.headers, origin: opts.origin };
  if (session) headers.cookie = `${opts.cookieName}=${session}`;
  try {
    const res = await fetch(`${opts.baseUrl}${req.url}`, { method: req.method, headers, body: req.body, redirect: 'manual' });
    if (res.headers.get('content-type')?.includes('text/event-stream')) {
      await res.body?.cancel();
      return { status: res.status, body: '' };
    }
    const body = await res.text();
    const json = res.headers.get('content-type')?.includes('application/json') ? (JSON.parse(body) as unknown) : undefined;
    return { status: res.status, body: body.slice(0, 300), json };
  } catch (err) {
    return { status: 'unreadable' as const, body: String((err as Error).cause ?? err), json: undefined };
  }
}
