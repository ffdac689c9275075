import { z } from 'zod';
import { id } from '../../../http/response-schemas';
import { lazySchema } from '../../../http/lazy-schema';

// Success bodies of a watchlist's calls (the user's own and a workspace's shared one), as watchlist.service.ts answers them.

export const watchlistIds = lazySchema(() =>
  z.looseObject({
    items: z
      .looseObject({ title: z.array(id), episode: z.array(id), person: z.array(id) })
      .meta({ description: 'Everything on the watchlist, as ids by type.' }),
  }),
);
export const watchlistAdded = lazySchema(() =>
  z.looseObject({
    in_watchlist: z.literal(true),
    added: z.boolean().meta({ description: 'False when it was already there.' }),
  }),
);
export const watchlistRemoved = lazySchema(() =>
  z.looseObject({
    in_watchlist: z.literal(false),
    removed: z.boolean().meta({ description: 'False when it was not there.' }),
  }),
);
