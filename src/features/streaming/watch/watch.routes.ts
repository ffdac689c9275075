import { createRouter } from '../../../http/app-env';
import { responds } from '../../../http/responds';
import { validate } from '../../../http/validate';
import { videoIdParam } from '../videos/videos.schemas';
import { watchPayload as watchBody } from './watch.schemas';
import { watchPayload } from './watch.service';

export const watchRoutes = createRouter().get('/:id', validate('param', videoIdParam), responds(watchBody), async (c) =>
  c.json(await watchPayload(c.var, c.req.valid('param').id)),
);
