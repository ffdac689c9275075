export type JsonSchema = Record<string, unknown>;

const STRING_FORMATS: Record<string, string> = {
  email: 'user@example.com',
  uri: 'https://example.com',
  url: 'https://example.com',
  'date-time': '2026-01-01T12:00:00.000Z',
  date: '2026-01-01',
  uuid: '00000000-0000-4000-8000-000000000000',
};

/**
 * An example value for a schema: its default or first example where it has one (zod's
 * `.default()`), otherwise a plain value of its type. Fields without a default appear only when
 * required, so an example body is the smallest one a client would send.
 */
export function exampleOf(schema: JsonSchema | undefined, name = ''): unknown {
  if (!schema) return undefined;
  if ('default' in schema) return schema.default;
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const options = schema[key] as JsonSchema[] | undefined;
    if (!options?.length) continue;
    if (key === 'allOf') return Object.assign({}, ...options.map((o) => exampleOf(o, name)).filter((v) => v && typeof v === 'object'));
    return exampleOf(options.find((o) => o.type !== 'null') ?? options[0], name);
  }
  const type = Array.isArray(schema.type) ? (schema.type as string[]).find((t) => t !== 'null') : (schema.type as string | undefined);
  switch (type) {
    case 'object': {
      const required = new Set((schema.required ?? []) as string[]);
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>)) {
        if (required.has(key) || 'default' in prop) out[key] = exampleOf(prop, key);
      }
      return out;
    }
    case 'array':
      return schema.items && (schema.minItems as number) > 0 ? [exampleOf(schema.items as JsonSchema, name)] : [];
    case 'integer':
    case 'number':
      // zod's int() puts the safe-integer range on every integer: that minimum is no example
      return typeof schema.minimum === 'number' && schema.minimum > Number.MIN_SAFE_INTEGER
        ? schema.minimum
        : typeof schema.exclusiveMinimum === 'number'
          ? schema.exclusiveMinimum + 1
          : 1;
    case 'boolean':
      return true;
    case 'string':
      return stringExample(schema, name);
    default:
      return undefined;
  }
}

function stringExample(schema: JsonSchema, name: string) {
  const format = schema.format as string | undefined;
  if (format && STRING_FORMATS[format]) return STRING_FORMATS[format];
  if (/email/i.test(name)) return STRING_FORMATS.email;
  if (typeof schema.pattern === 'string' && /\[0-9\]|\\d/.test(schema.pattern)) return '1';
  const value = name || 'text';
  const min = (schema.minLength as number | undefined) ?? 0;
  return value.padEnd(min, 'x').slice(0, (schema.maxLength as number | undefined) ?? value.length + min);
}
