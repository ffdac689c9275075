// The parts of the server's OpenAPI 3.1 document (GET api/v1/openapi.json) the /api-docs page reads.

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  example?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
  example?: unknown;
}

export interface MediaType {
  schema?: JsonSchema;
  example?: unknown;
}

export interface Response {
  $ref?: string;
  description?: string;
  content?: Record<string, MediaType>;
}

export interface Operation {
  operationId: string;
  summary?: string;
  description?: string;
  tags?: string[];
  'x-permissions'?: string[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, MediaType> };
  responses: Record<string, Response>;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  servers?: { url: string }[];
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components?: {
    schemas?: Record<string, JsonSchema>;
    responses?: Record<string, Response>;
    securitySchemes?: Record<string, { type: string; scheme?: string; in?: string; name?: string; description?: string }>;
  };
}

export interface ListedOperation {
  method: string;
  path: string;
  tag: string;
  op: Operation;
}

/** Every operation of the document, in path order, under its first tag. */
export function listOperations(doc: OpenApiDocument): ListedOperation[] {
  const out: ListedOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) out.push({ method: method.toUpperCase(), path, tag: op.tags?.[0] ?? 'other', op });
  }
  return out;
}

/** Groups in the document's tag order; a needle keeps operations whose path, summary or tag contain it. */
export function groupOperations(ops: ListedOperation[], tags: string[], needle: string) {
  const n = needle.trim().toLowerCase();
  const keep = (o: ListedOperation) =>
    !n || [o.path, o.op.summary ?? '', o.tag, `${o.method} ${o.path}`].some((s) => s.toLowerCase().includes(n));
  const order = [...new Set([...tags, ...ops.map((o) => o.tag)])];
  return order.map((tag) => ({ tag, ops: ops.filter((o) => o.tag === tag && keep(o)) })).filter((g) => g.ops.length);
}

/** '#/components/schemas/Name' -> the schema (or response) it names. */
export function resolveRef<T>(doc: OpenApiDocument, ref: string): T | undefined {
  let node: unknown = doc;
  for (const part of ref.replace(/^#\//, '').split('/')) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
  }
  return node as T | undefined;
}

export const refName = (ref: string) => ref.split('/').pop() ?? ref;

/** A short type label: string, integer (int64), array<string>, ErrorBody, string | null… */
export function typeLabel(doc: OpenApiDocument, schema: JsonSchema | undefined, depth = 0): string {
  if (!schema) return 'any';
  if (schema.$ref) return refName(schema.$ref);
  const union = schema.anyOf ?? schema.oneOf;
  if (union && depth < 3) return union.map((s) => typeLabel(doc, s, depth + 1)).join(' | ');
  if (schema.allOf?.length === 1) return typeLabel(doc, schema.allOf[0], depth + 1);
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const label = types.map((t) => (t === 'array' && depth < 3 ? `array<${typeLabel(doc, schema.items, depth + 1)}>` : t)).join(' | ');
  if (!label) return schema.properties ? 'object' : 'any';
  return schema.format ? `${label} (${schema.format})` : label;
}

/** Path with its {params} filled in (URL-encoded); empty values stay as written. */
export function fillPath(path: string, values: Record<string, string>) {
  return path.replace(/\{([^}]+)\}/g, (whole, name: string) => (values[name] ? encodeURIComponent(values[name]) : whole));
}

export const exampleText = (value: unknown) => (value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value));
