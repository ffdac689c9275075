import { createRouter } from '../../../http/app-env';
import { validate } from '../../../http/validate';
import { videoIdParam } from '../videos/videos.schemas';
import { videosCtx } from '../videos/videos.routes';
import { watchPayload } from './watch.service';

export const watchRoutes = createRouter().get('/:id', validate('param', videoIdParam), async (c) =>
  c.json(await watchPayload(videosCtx(c), c.req.valid('param').id)),
);
