import type { z } from 'zod';
import type { ActorDeps } from '../../../deps';
import { createRouter } from '../../../http/app-env';
import { validate } from '../../../http/validate';
import { IDS, parseIds } from '../../catalogue/common/slug';

/**
 * The moderation routes of a reportable type (comments, reviews): its list, filtered by `query`,
 * and its bulk delete of `/:ids`. The services check the moderator's permissions.
 */
export function moderationRoutes<Q extends z.ZodType>(
  query: Q,
  list: (deps: ActorDeps, q: z.infer<Q>) => Promise<object>,
  remove: (deps: ActorDeps, ids: number[]) => Promise<object>,
) {
  return createRouter()
    .get('/', validate('query', query), async (c) => c.json({ pagination: await list(c.var, c.req.valid('query') as z.infer<Q>) }))
    .delete(`/:ids${IDS}`, async (c) => c.json(await remove(c.var, parseIds(c.req.param('ids')))));
}
