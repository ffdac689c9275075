import { z } from 'zod';

// Thousands of zod schemas (request bodies, and above all the success bodies declared for the
// OpenAPI document) were built at import and stayed alive for a process that rarely uses most of
// them: ~4 MB of an idle server's heap. A module-level schema is declared `lazySchema(() => …)`
// instead: it is the schema, typed as such, but built on its first use (a request validated
// against it, the OpenAPI document, a test) and the same object from then on.

const BUILT = Symbol('lazySchema.built');

/** The schema built by a `lazySchema` (building it now), or `schema` itself. */
export function builtSchema<T extends object>(schema: T): T {
  return ((schema as unknown as Record<symbol, T | undefined>)[BUILT] ?? schema) as T;
}

/**
 * `build()`'s schema, built on its first use. Composing it into another schema, or passing it to
 * `validate()` or `responds()`, does not build it; reading anything of it (parsing, `.optional()`,
 * `.shape`) does. Its metadata (`.meta()`, `.describe()`) is the built schema's, so the OpenAPI
 * document sees no difference.
 */
export function lazySchema<T extends z.ZodType>(build: () => T): T {
  let schema: T | undefined;
  const built = (): T => {
    if (schema) return schema;
    schema = builtSchema(build());
    // the registry is keyed by object: what it holds for the built schema, it holds for this one
    const meta = z.globalRegistry.get(schema);
    if (meta) z.globalRegistry.add(proxy, meta);
    return schema;
  };
  const proxy: T = new Proxy({} as T, {
    get: (_, key) => (key === BUILT ? built() : Reflect.get(built(), key)),
    has: (_, key) => key === BUILT || Reflect.has(built(), key),
    set: (_, key, value) => Reflect.set(built(), key, value),
    ownKeys: () => Reflect.ownKeys(built()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(built(), key);
      // a proxy may not report a fixed property its (empty) target lacks
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(built()),
  });
  return proxy;
}
