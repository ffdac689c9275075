import { createRouter } from '../../../http/app-env';
import { responds } from '../../../http/responds';
import { validate } from '../../../http/validate';
import { reorderedBody } from '../../catalogue/common/present.schemas';
import { IDS, parseIds } from '../../catalogue/common/slug';
import { idParam, NUMERIC_ID } from '../profiles/community-common';
import {
  addedListItem,
  deletedListCount,
  listItemBody,
  listItemsQuery,
  listKeyParam,
  listsQuery,
  createListBody,
  myListsQuery,
  removedListItem,
  reorderBody,
  updateListBody,
} from './lists.schemas';
import {
  addItemToList,
  createList,
  deleteLists,
  listLists,
  myLists,
  removeItemFromList,
  reorderList,
  showList,
  updateList,
} from './lists.service';

export const listsRoutes = createRouter()
  .get('/', validate('query', listsQuery), async (c) => c.json({ pagination: await listLists(c.var, c.req.valid('query')) }))
  .post('/', validate('json', createListBody), async (c) => c.json({ list: await createList(c.var, c.req.valid('json')) }, 201))
  .get('/:id{[A-Za-z0-9_-]+}', validate('param', listKeyParam), validate('query', listItemsQuery), async (c) =>
    c.json(await showList(c.var, c.req.valid('param').id, c.req.valid('query'))),
  )
  .put(`/:id${NUMERIC_ID}`, validate('param', idParam), validate('json', updateListBody), async (c) =>
    c.json({ list: await updateList(c.var, c.req.valid('param').id, c.req.valid('json')) }),
  )
  .delete(`/:ids${IDS}`, responds(deletedListCount), async (c) => {
    const ids = parseIds(c.req.param('ids'));
    return c.json({ deleted: await deleteLists(c.var, ids) });
  })
  .post(`/:id${NUMERIC_ID}/items`, validate('param', idParam), validate('json', listItemBody), responds(addedListItem), async (c) => {
    const body = c.req.valid('json');
    const result = await addItemToList(c.var, c.req.valid('param').id, body.type, body.item_id);
    return c.json(result, result.added ? 201 : 200);
  })
  .delete(`/:id${NUMERIC_ID}/items`, validate('param', idParam), validate('json', listItemBody), responds(removedListItem), async (c) => {
    const body = c.req.valid('json');
    return c.json({ removed: await removeItemFromList(c.var, c.req.valid('param').id, body.type, body.item_id) });
  })
  .post(`/:id${NUMERIC_ID}/reorder`, validate('param', idParam), validate('json', reorderBody), responds(reorderedBody), async (c) =>
    c.json(await reorderList(c.var, c.req.valid('param').id, c.req.valid('json').ids)),
  );

export const myListsRoutes = createRouter().get('/', validate('query', myListsQuery), async (c) =>
  c.json({ lists: await myLists(c.var, c.req.valid('query').item) }),
);
