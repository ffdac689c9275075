import { z } from 'zod';
import { createRouter } from '../../http/app-env';
import { requirePermission } from '../../http/guard';
import { validate } from '../../http/validate';
import { searchEverything } from './search.service';
import { lazySchema } from '../../http/lazy-schema';

const searchQuery = lazySchema(() =>
  z.object({
    types: z
      .string()
      .max(200)
      .optional()
      .transform((v) =>
        v
          ? v
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean)
          : [],
      ),
    limit: z.coerce.number().int().min(1).max(50).default(8),
  }),
);

export const searchRoutes = createRouter().get(
  '/:query{.+}',
  requirePermission('titles.view'),
  validate('param', () => z.object({ query: z.string().max(200, 'The query is too long.') })),
  validate('query', searchQuery),
  async (c) => {
    const { types, limit } = c.req.valid('query');
    return c.json(await searchEverything(c.var, c.req.valid('param').query, types, limit));
  },
);
