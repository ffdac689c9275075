import type { Context } from 'hono';
import { z } from 'zod';
import { type AppEnv, createRouter } from '../../../http/app-env';
import { responds } from '../../../http/responds';
import { validate } from '../../../http/validate';
import { IDS, parseIds } from '../../catalogue/common/slug';
import {
  channelItemBody,
  channelListQuery,
  channelPageQuery,
  createChannelBody,
  reorderItemsBody,
  updateChannelBody,
} from '../../../shared/channels.schemas';
import {
  addItem,
  createChannel,
  deleteChannels,
  listChannels,
  removeItem,
  reorderItems,
  showChannel,
  updateChannel,
  updateContent,
} from './channels.service';
import { channelList, channelSaved, channelShown, channelsDeleted } from './channels.responses';
import { lazySchema } from '../../../http/lazy-schema';

const deps = (c: Context<AppEnv>) => c.var;
const idParam = lazySchema(() => z.object({ id: z.coerce.number().int().positive() }));
const SLUG_OR_ID = '{[A-Za-z0-9][A-Za-z0-9_-]{0,199}}';

export const channelsRoutes = createRouter()
  .get('/', validate('query', channelListQuery), responds(channelList), async (c) =>
    c.json(await listChannels(deps(c), c.req.valid('query'))),
  )
  .get(`/:slugOrId${SLUG_OR_ID}`, validate('query', channelPageQuery), responds(channelShown), async (c) =>
    c.json(await showChannel(deps(c), c.req.param('slugOrId'), c.req.valid('query'))),
  )
  .post('/', validate('json', createChannelBody), responds(channelSaved), async (c) =>
    c.json(await createChannel(deps(c), c.req.valid('json')), 201),
  )
  .post('/reorder-items', validate('json', reorderItemsBody), responds(channelShown), async (c) => {
    const { channel_id, items } = c.req.valid('json');
    return c.json(await reorderItems(deps(c), channel_id, items));
  })
  .put('/:id{[0-9]+}', validate('param', idParam), validate('json', updateChannelBody), responds(channelSaved), async (c) =>
    c.json(await updateChannel(deps(c), c.req.valid('param').id, c.req.valid('json'))),
  )
  .delete(`/:ids${IDS}`, responds(channelsDeleted), async (c) => c.json(await deleteChannels(deps(c), parseIds(c.req.param('ids')))))
  .post('/:id{[0-9]+}/add', validate('param', idParam), validate('json', channelItemBody), responds(channelShown), async (c) =>
    c.json(await addItem(deps(c), c.req.valid('param').id, c.req.valid('json').item)),
  )
  .post('/:id{[0-9]+}/remove', validate('param', idParam), validate('json', channelItemBody), responds(channelShown), async (c) =>
    c.json(await removeItem(deps(c), c.req.valid('param').id, c.req.valid('json').item)),
  )
  .post('/:id{[0-9]+}/update-content', validate('param', idParam), responds(channelShown), async (c) =>
    c.json(await updateContent(deps(c), c.req.valid('param').id)),
  );
