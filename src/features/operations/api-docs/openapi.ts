import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { APP_ROOT } from '../../../app-root';
import { builtSchema } from '../../../http/lazy-schema';
import { inputOf, permissionOf, responseOf, type RouteInput, type RouteResponse } from '../../../http/openapi-meta';
import type { Mount } from '../../module';
import { exampleOf, type JsonSchema } from './openapi-examples';
import { routeOperations, type RouteOperation } from './openapi-paths';
import { responseSchemaOf } from './openapi-responses';

type Schema = JsonSchema;

const ERROR_RESPONSES = {
  ValidationError: [422, 'The input is invalid: `errors` maps each field to its messages.'],
  Unauthenticated: [401, 'Not signed in (no valid session cookie or bearer token) and guests may not do this.'],
  Forbidden: [403, 'Signed in, but without the permission (or over a quota, or suspended).'],
  NotFound: [404, 'No such resource.'],
  Conflict: [409, 'The change conflicts with the current state (a duplicate, or something in use).'],
  TooManyRequests: [429, 'Rate limited: retry after the `Retry-After` header.'],
} as const;

const appVersion = () => (JSON.parse(fs.readFileSync(path.join(APP_ROOT, 'package.json'), 'utf8')) as { version: string }).version;

/** A map of the schemas zod has seen, keyed by the built schema of a `lazySchema` (its closures know that one only). */
class BuiltSchemaMap<V> extends Map<z.core.$ZodType, V> {
  override get(key: z.core.$ZodType) {
    return super.get(builtSchema(key));
  }
  override has(key: z.core.$ZodType) {
    return super.has(builtSchema(key));
  }
  override set(key: z.core.$ZodType, value: V) {
    return super.set(builtSchema(key), value);
  }
}

/** zod's `toJSONSchema` of one schema, which may hold lazy schemas (`lazySchema`). */
function toJSONSchema(schema: z.ZodType, params: z.core.ToJSONSchemaParams) {
  const ctx = z.core.initializeContext({ ...params, processors: {} });
  ctx.seen = new BuiltSchemaMap();
  z.core.processSchema(schema, ctx);
  z.core.extractDefs(ctx, schema);
  return z.core.finalize(ctx, schema);
}

/** zod -> JSON Schema (2020-12, as OpenAPI 3.1 uses) of what a client sends; `$defs` move to components. */
function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output', defs: Record<string, Schema>): Schema {
  const json = toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12', cycles: 'ref', reused: 'inline' }) as Schema;
  delete json.$schema;
  const local = (json.$defs ?? {}) as Record<string, Schema>;
  delete json.$defs;
  if (!Object.keys(local).length) return json;
  // names are unique per schema only: prefix them by their first use
  const prefix = `S${Object.keys(defs).length}_`;
  const rewrite = (s: Schema) =>
    JSON.parse(JSON.stringify(s).replace(/"#\/\$defs\/([^"]+)"/g, (_, n: string) => `"#/components/schemas/${prefix}${n}"`)) as Schema;
  for (const [name, def] of Object.entries(local)) defs[`${prefix}${name}`] = rewrite(def);
  return rewrite(json);
}

const objectProperties = (schema: Schema) => ({
  properties: (schema.properties ?? {}) as Record<string, Schema>,
  required: new Set((schema.required ?? []) as string[]),
});

function parameters(op: RouteOperation, inputs: RouteInput[], defs: Record<string, Schema>) {
  const params: Schema[] = [];
  const byTarget = (target: string) => inputs.filter((i) => i.target === target).map((i) => jsonSchemaOf(i.schema(), 'input', defs));
  const pathProps = Object.assign({}, ...byTarget('param').map((s) => objectProperties(s).properties)) as Record<string, Schema>;
  for (const p of op.params) {
    const schema = pathProps[p.name] ?? { type: 'string', ...(p.pattern && { pattern: p.pattern }) };
    params.push({ name: p.name, in: 'path', required: true, schema, example: exampleOf(schema, p.name) });
  }
  for (const [target, where] of [
    ['query', 'query'],
    ['header', 'header'],
    ['cookie', 'cookie'],
  ] as const) {
    for (const schema of byTarget(target)) {
      const { properties, required } = objectProperties(schema);
      for (const [name, prop] of Object.entries(properties)) {
        const example = 'default' in prop || required.has(name) ? exampleOf(prop, name) : undefined;
        params.push({
          name,
          in: where,
          required: required.has(name),
          schema: prop,
          ...(prop.description ? { description: prop.description } : {}),
          example,
        });
      }
    }
  }
  return params;
}

function requestBody(inputs: RouteInput[], defs: Record<string, Schema>) {
  const content: Record<string, Schema> = {};
  const media = (target: string) => {
    const schemas = inputs.filter((i) => i.target === target).map((i) => jsonSchemaOf(i.schema(), 'input', defs));
    if (!schemas.length) return null;
    const schema = schemas.length === 1 ? schemas[0]! : { allOf: schemas };
    return { schema, example: exampleOf(schema) };
  };
  const json = media('json');
  if (json) content['application/json'] = json;
  const form = media('form');
  if (form) {
    content['multipart/form-data'] = form;
    content['application/x-www-form-urlencoded'] = form;
  }
  return Object.keys(content).length ? { required: true, content } : undefined;
}

const operationId = (method: string, p: string) =>
  `${method.toLowerCase()}${p
    .replace(/^\/api\/v1/, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('')}${p.startsWith('/auth') ? 'Web' : ''}`;

/** The success response an operation declares at its route (responds.ts), or in openapi-responses.ts. */
export function declaredResponse(op: Pick<RouteOperation, 'method' | 'path' | 'handlers'>): RouteResponse | undefined {
  const declared = op.handlers.map(responseOf).find((r) => !!r);
  if (declared) return declared;
  const schema = responseSchemaOf(op.method, op.path);
  return schema && { kind: 'json', schema: () => schema };
}

function successResponse(declared: RouteResponse | undefined, defs: Record<string, Schema>): Record<string, Schema> {
  if (!declared) return { '2XX': { description: 'Success.', content: { 'application/json': { schema: { type: 'object' } } } } };
  if (declared.kind === 'empty') {
    const headers = Object.entries(declared.headers ?? {}).map(([name, description]) => [
      name,
      { description, schema: { type: 'string' } },
    ]);
    return { [declared.status]: { description: declared.description, ...(headers.length && { headers: Object.fromEntries(headers) }) } };
  }
  if (declared.kind === 'file') {
    const content = Object.fromEntries(declared.media.map((m) => [m, { schema: { type: 'string', format: 'binary' } }]));
    return { '2XX': { description: declared.description, content } };
  }
  const schema = jsonSchemaOf(declared.schema(), 'output', defs);
  return { '2XX': { description: 'Success.', content: { 'application/json': { schema, example: exampleOf(schema) } } } };
}

function operation(op: RouteOperation, defs: Record<string, Schema>) {
  const inputs = op.handlers.map(inputOf).filter((i): i is RouteInput => !!i);
  const permissions = [...new Set(op.handlers.map(permissionOf).filter((p): p is string => !!p))];
  const ref = (name: keyof typeof ERROR_RESPONSES) => ({ $ref: `#/components/responses/${name}` });
  const responses: Record<string, Schema> = {
    ...successResponse(declaredResponse(op), defs),
    '401': ref('Unauthenticated'),
    '403': ref('Forbidden'),
    '429': ref('TooManyRequests'),
  };
  if (op.params.length) responses['404'] = ref('NotFound');
  if (op.method !== 'GET') responses['409'] = ref('Conflict');
  if (inputs.length) responses['422'] = ref('ValidationError');
  const body = requestBody(inputs, defs);
  return {
    operationId: operationId(op.method, op.path),
    summary: `${op.method} ${op.path.replace(/^\/api\/v1\//, '')}`,
    tags: [op.tag],
    ...(permissions.length && {
      description: `Requires the permission${permissions.length > 1 ? 's' : ''} ${permissions.map((p) => `\`${p}\``).join(', ')}.`,
      'x-permissions': permissions,
    }),
    parameters: parameters(op, inputs, defs),
    ...(body && { requestBody: body }),
    responses,
  };
}

const errorBody: Schema = {
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string', example: 'The given data was invalid.' },
    errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } }, example: { email: ['Invalid email.'] } },
  },
};

/** The OpenAPI 3.1 document of every operation the mounts serve under /api/v1 and /auth. */
export function buildOpenApi(mounts: readonly Mount[], appUrl: string) {
  const defs: Record<string, Schema> = {};
  const paths: Record<string, Record<string, unknown>> = {};
  const operations = routeOperations(mounts);
  for (const op of operations) (paths[op.path] ??= {})[op.method.toLowerCase()] = operation(op, defs);
  const tags = [...new Set(operations.map((o) => o.tag))].sort().map((name) => ({ name }));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Marquee API',
      version: appVersion(),
      description:
        'Every endpoint of this Marquee install. Scripts and integrations authenticate with a personal access token ' +
        '(account settings -> Access tokens) sent as `Authorization: Bearer <token>`; the web app uses its session cookie.',
    },
    servers: [{ url: appUrl }],
    tags,
    security: [{}, { sessionCookie: [] }, { bearerToken: [] }],
    paths,
    components: {
      schemas: { ErrorBody: errorBody, ...defs },
      responses: Object.fromEntries(
        Object.entries(ERROR_RESPONSES).map(([name, [status, description]]) => [
          name,
          {
            description: `${status}: ${description}`,
            content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
          },
        ]),
      ),
      securitySchemes: {
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: 'marquee_session',
          description: 'The session of a signed-in browser (named `__Host-marquee_session` over HTTPS).',
        },
        bearerToken: { type: 'http', scheme: 'bearer', description: 'A personal access token (account settings -> Access tokens).' },
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApi>;
