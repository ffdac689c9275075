import { createRouter } from '../../../http/app-env';
import { responds } from '../../../http/responds';
import { validate } from '../../../http/validate';
import { idParam } from '../profiles/community-common';
import { followState } from './follows.schemas';
import { follow, unfollow } from './follows.service';

export const followsRoutes = createRouter()
  .post('/:id{[0-9]+}/follow', validate('param', idParam), responds(followState), async (c) =>
    c.json(await follow(c.var, c.req.valid('param').id)),
  )
  .post('/:id{[0-9]+}/unfollow', validate('param', idParam), responds(followState), async (c) =>
    c.json(await unfollow(c.var, c.req.valid('param').id)),
  );
