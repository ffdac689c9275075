import { z } from 'zod';
import { lazySchema } from '../../../http/lazy-schema';

// Success bodies of GET api-docs (api-docs.service.ts) and GET openapi.json (openapi.ts).

export const endpointGroups = lazySchema(() =>
  z.looseObject({
    base_url: z.string().meta({ description: 'Where the listed paths are served, e.g. `https://example.com/api/v1`.' }),
    groups: z.array(
      z.looseObject({
        name: z.string().meta({ description: "The paths' first segment under /api/v1." }),
        endpoints: z.array(z.looseObject({ method: z.string(), path: z.string() })),
      }),
    ),
  }),
);

const objectMap = lazySchema(() => z.record(z.string(), z.looseObject({})));

/** The OpenAPI 3.1 document itself; its parts are described by the OpenAPI specification. */
export const openApiDocument = lazySchema(() =>
  z
    .looseObject({
      openapi: z.literal('3.1.0'),
      info: z.looseObject({ title: z.string(), version: z.string(), description: z.string() }),
      servers: z.array(z.looseObject({ url: z.string() })),
      tags: z.array(z.looseObject({ name: z.string() })),
      security: z.array(z.record(z.string(), z.array(z.string()))),
      paths: z.record(z.string(), objectMap),
      components: z.looseObject({ schemas: objectMap, responses: objectMap, securitySchemes: objectMap }),
    })
    .meta({ description: 'See https://spec.openapis.org/oas/v3.1.0.' }),
);
