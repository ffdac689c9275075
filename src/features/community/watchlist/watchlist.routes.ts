import { createRouter } from '../../../http/app-env';
import { validate } from '../../../http/validate';
import { listItemBody, listItemsQuery } from '../lists/lists.schemas';
import { addToWatchlist, getWatchlist, removeFromWatchlist, watchlistIds } from './watchlist.service';

export const watchlistRoutes = createRouter()
  .get('/users/me/watchlist/ids', async (c) => c.json(await watchlistIds(c.var)))
  .get('/users/me/watchlist', validate('query', listItemsQuery), async (c) => c.json(await getWatchlist(c.var, c.req.valid('query'))))
  .post('/users/me/watchlist', validate('json', listItemBody), async (c) => {
    return c.json(await addToWatchlist(c.var, c.req.valid('json')));
  })
  .delete('/users/me/watchlist', validate('json', listItemBody), async (c) => {
    return c.json(await removeFromWatchlist(c.var, c.req.valid('json')));
  });
