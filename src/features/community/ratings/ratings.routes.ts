import { createRouter } from '../../../http/app-env';
import { responds } from '../../../http/responds';
import { validate } from '../../../http/validate';
import { myRatingsBody, rateBody, rateParams, ratingsQuery } from './ratings.schemas';
import { itemState } from './item-state';
import { myRatings, rate, unrate } from './ratings.service';

export const ratingsRoutes = createRouter()
  .get('/', validate('query', ratingsQuery), responds(myRatingsBody), async (c) =>
    c.json({ pagination: await myRatings(c.var, c.req.valid('query')) }),
  )
  .post('/', validate('json', rateBody), async (c) => c.json(await rate(c.var, c.req.valid('json'))))
  .delete('/:type/:id', validate('param', rateParams), async (c) => {
    return c.json(await unrate(c.var, c.req.valid('param')));
  });

/** The viewer’s rating, watchlist and list state of one item. */
export const itemStateRoutes = createRouter().get('/:type/:id', validate('param', rateParams), async (c) => {
  return c.json(await itemState(c.var, c.req.valid('param')));
});
