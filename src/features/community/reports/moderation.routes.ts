import type { z } from 'zod';
import type { ActorDeps } from '../../../deps';
import { createRouter } from '../../../http/app-env';
import { responds } from '../../../http/responds';
import { validate } from '../../../http/validate';
import { deletedIds } from '../../catalogue/common/present.schemas';
import { IDS, parseIds } from '../../catalogue/common/slug';

/**
 * The moderation routes of a reportable type (comments, reviews): its list, filtered by `query`,
 * and its bulk delete of `/:ids`. The services check the moderator's permissions; `listed` answers the
 * list's success body (reports.schemas.ts moderationPage).
 */
export function moderationRoutes<Q extends z.ZodType>(
  query: Q,
  list: (deps: ActorDeps, q: z.infer<Q>) => Promise<object>,
  remove: (deps: ActorDeps, ids: number[]) => Promise<object>,
  listed: z.ZodType,
) {
  return createRouter()
    .get('/', validate('query', query), responds(listed), async (c) =>
      c.json({ pagination: await list(c.var, c.req.valid('query') as z.infer<Q>) }),
    )
    .delete(`/:ids${IDS}`, responds(deletedIds), async (c) => c.json(await remove(c.var, parseIds(c.req.param('ids')))));
}
