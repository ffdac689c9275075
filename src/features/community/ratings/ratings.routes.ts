import { createRouter } from '../../../http/app-env';
import { validate } from '../../../http/validate';
import { rateBody, rateParams, ratingsQuery } from './ratings.schemas';
import { itemState } from './item-state';
import { myRatings, rate, unrate } from './ratings.service';

export const ratingsRoutes = createRouter()
  .get('/users/me/ratings', validate('query', ratingsQuery), async (c) =>
    c.json({ pagination: await myRatings(c.var, c.req.valid('query')) }),
  )
  .post('/users/me/ratings', validate('json', rateBody), async (c) => c.json(await rate(c.var, c.req.valid('json'))))
  .get('/item-state/:type/:id', validate('param', rateParams), async (c) => {
    const { type, id } = c.req.valid('param');
    return c.json(await itemState(c.var, type, id));
  })
  .delete('/users/me/ratings/:type/:id', validate('param', rateParams), async (c) => {
    const { type, id } = c.req.valid('param');
    return c.json(await unrate(c.var, type, id));
  });
