import { createRouter } from '../../../http/app-env';
import { validate } from '../../../http/validate';
import { listItemBody, listItemsQuery } from '../lists/lists.schemas';
import { addToWatchlist, getWatchlist, removeFromWatchlist, watchlistIds } from './watchlist.service';

export const watchlistRoutes = createRouter()
  .get('/ids', async (c) => c.json(await watchlistIds(c.var)))
  .get('/', validate('query', listItemsQuery), async (c) => c.json(await getWatchlist(c.var, c.req.valid('query'))))
  .post('/', validate('json', listItemBody), async (c) => {
    return c.json(await addToWatchlist(c.var, c.req.valid('json')));
  })
  .delete('/', validate('json', listItemBody), async (c) => {
    return c.json(await removeFromWatchlist(c.var, c.req.valid('json')));
  });
