import { z } from 'zod';
import { createRouter } from '../../../http/app-env';
import { responds } from '../../../http/responds';
import { validate } from '../../../http/validate';
import { listItemBody, listItemsQuery, listWithItems } from '../lists/lists.schemas';
import { positiveId } from '../profiles/community-common';
import { watchlistAdded, watchlistIds as watchlistIdsBody, watchlistRemoved } from './watchlist.schemas';
import { addToWatchlist, getWatchlist, removeFromWatchlist, watchlistIds } from './watchlist.service';
import { lazySchema } from '../../../http/lazy-schema';

const workspaceParam = lazySchema(() => z.object({ id: positiveId }));
const PATH = '/:id{[0-9]+}/watchlist';

/** A workspace's shared watchlist ("Our watchlist"), mounted at /workspaces: the same calls as users/me/watchlist, for members. */
export const workspaceWatchlistRoutes = createRouter()
  .get(`${PATH}/ids`, validate('param', workspaceParam), responds(watchlistIdsBody), async (c) =>
    c.json(await watchlistIds(c.var, c.req.valid('param').id)),
  )
  .get(PATH, validate('param', workspaceParam), validate('query', listItemsQuery), responds(listWithItems), async (c) =>
    c.json(await getWatchlist(c.var, c.req.valid('query'), c.req.valid('param').id)),
  )
  .post(PATH, validate('param', workspaceParam), validate('json', listItemBody), responds(watchlistAdded), async (c) =>
    c.json(await addToWatchlist(c.var, c.req.valid('json'), c.req.valid('param').id)),
  )
  .delete(PATH, validate('param', workspaceParam), validate('json', listItemBody), responds(watchlistRemoved), async (c) =>
    c.json(await removeFromWatchlist(c.var, c.req.valid('json'), c.req.valid('param').id)),
  );
