import { createRouter } from '../../../http/app-env';
import { validate } from '../../../http/validate';
import { videoIdParam } from '../videos/videos.schemas';
import { watchPayload } from './watch.service';

export const watchRoutes = createRouter().get('/:id', validate('param', videoIdParam), async (c) =>
  c.json(await watchPayload(c.var, c.req.valid('param').id)),
);
