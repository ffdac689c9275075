import { useTrans } from '../../shell/i18n';
import { type JsonSchema, type OpenApiDocument, refName, resolveRef, typeLabel } from './openapi-model';

const MAX_DEPTH = 6;

/** The schema behind $refs and single allOf wrappers; `seen` stops a cycle. */
function unwrap(doc: OpenApiDocument, schema: JsonSchema, seen: Set<string>): { schema: JsonSchema; cycle: boolean } {
  let s = schema;
  for (let i = 0; i < 10; i++) {
    if (s.$ref) {
      if (seen.has(s.$ref)) return { schema: s, cycle: true };
      seen.add(s.$ref);
      s = resolveRef<JsonSchema>(doc, s.$ref) ?? {};
    } else if (s.allOf?.length === 1 && s.allOf[0]) s = s.allOf[0];
    else break;
  }
  return { schema: s, cycle: false };
}

/** Merged properties of an object schema (allOf parts included). */
function objectShape(doc: OpenApiDocument, schema: JsonSchema, seen: Set<string>) {
  const parts = schema.allOf ? schema.allOf.map((p) => unwrap(doc, p, seen).schema) : [schema];
  const properties: Record<string, JsonSchema> = {};
  const required = new Set<string>();
  for (const p of parts) {
    Object.assign(properties, p.properties ?? {});
    for (const r of p.required ?? []) required.add(r);
  }
  return { properties, required };
}

/** The object/array-of-objects a property opens into, if any. */
function nestedOf(doc: OpenApiDocument, schema: JsonSchema, seen: Set<string>): JsonSchema | null {
  const { schema: s, cycle } = unwrap(doc, schema, seen);
  if (cycle) return null;
  if (s.properties || s.allOf) return s;
  if (s.items) {
    const item = unwrap(doc, s.items, seen);
    if (!item.cycle && (item.schema.properties || item.schema.allOf)) return item.schema;
  }
  const union = s.anyOf ?? s.oneOf;
  const objectPart = union?.map((u) => unwrap(doc, u, seen).schema).find((u) => u.properties);
  return objectPart ?? null;
}

function Facts({ schema }: { schema: JsonSchema }) {
  const t = useTrans();
  const facts: string[] = [];
  if (schema.enum) facts.push(`${t('one of')} ${schema.enum.map((v) => JSON.stringify(v)).join(', ')}`);
  if (schema.default !== undefined) facts.push(`${t('default')} ${JSON.stringify(schema.default)}`);
  // zod's int() bounds are the safe-integer range: noise, not a rule
  if (schema.minimum !== undefined && schema.minimum > Number.MIN_SAFE_INTEGER) facts.push(`≥ ${schema.minimum}`);
  if (schema.maximum !== undefined && schema.maximum < Number.MAX_SAFE_INTEGER) facts.push(`≤ ${schema.maximum}`);
  if (schema.minLength !== undefined) facts.push(`${t('min length')} ${schema.minLength}`);
  if (schema.maxLength !== undefined) facts.push(`${t('max length')} ${schema.maxLength}`);
  if (!facts.length) return null;
  return <span className="break-words text-xs text-muted">{facts.join(' · ')}</span>;
}

interface SchemaViewProps {
  doc: OpenApiDocument;
  schema: JsonSchema;
  /** a request schema flags its required fields; in a response every field is there */
  flagRequired?: boolean;
  depth?: number;
  seen?: Set<string>;
}

/** A readable, nested view of a JSON schema: one row per property with its type, required flag and notes. */
export function SchemaView({ doc, schema, flagRequired = false, depth = 0, seen }: SchemaViewProps) {
  const t = useTrans();
  const visited = new Set(seen);
  const root = unwrap(doc, schema, visited);
  const objectSchema = nestedOf(doc, root.schema, visited);
  if (!objectSchema || depth > MAX_DEPTH) {
    return (
      <p className="font-mono text-xs text-fg">
        {typeLabel(doc, schema)} <Facts schema={root.schema} />
      </p>
    );
  }
  const { properties, required } = objectShape(doc, objectSchema, visited);
  const names = Object.keys(properties);
  if (!names.length) return <p className="font-mono text-xs text-muted">{t('object (any keys)')}</p>;
  return (
    <ul className={`flex flex-col divide-y divide-line ${depth ? 'ms-1 mt-2 border-s border-line ps-3' : ''}`}>
      {names.map((name) => {
        const prop = properties[name]!;
        const resolved = unwrap(doc, prop, new Set(visited)).schema;
        const child = depth < MAX_DEPTH ? nestedOf(doc, prop, new Set(visited)) : null;
        return (
          <li key={name} className="py-2" data-testid={`schema-prop-${name}`}>
            <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
              <span className="break-all font-mono text-sm font-semibold text-fg">{name}</span>
              <span className="break-all font-mono text-xs text-primary">{prop.$ref ? refName(prop.$ref) : typeLabel(doc, resolved)}</span>
              {flagRequired && required.has(name) && (
                <span className="rounded bg-danger/15 px-1.5 text-[0.7rem] font-semibold uppercase tracking-wide text-danger">
                  {t('required')}
                </span>
              )}
              <Facts schema={resolved} />
            </div>
            {(prop.description ?? resolved.description) && (
              <p className="mt-0.5 text-xs leading-5 text-muted">{prop.description ?? resolved.description}</p>
            )}
            {child && <SchemaView doc={doc} schema={child} flagRequired={flagRequired} depth={depth + 1} seen={visited} />}
          </li>
        );
      })}
    </ul>
  );
}
