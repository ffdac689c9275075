import type { Db } from '../../../db/database';
import { nowIso } from '../../../db/database';
import type { ListItemType } from '../../../db/tables/community';
import { authorize, authorizeQuota, requireUser } from '../../../http/guard';
import { AppError, forbidden, notFound, validationError } from '../../../http/errors';
import { paginate } from '../../../http/pagination';
import type { AuthState } from '../../accounts/auth/auth-state';
import { likePattern } from '../../catalogue/common/like';
import { makeSlug } from '../../catalogue/common/slug';
import { hasPermission } from '../../accounts/roles/access';
import { assertCatalogueItem, isAdmin, limitWrites, presentUserSummary } from '../profiles/community-common';
import { addListItem, ensureWatchlist, findList, type ListRow, listItemsPage, presentList, removeListItem } from './lists.queries';
import type { CreateListBody, ListItemsQuery, ListsQuery, UpdateListBody } from './lists.schemas';

export interface Ctx {
  db: Db;
  auth: AuthState;
}

const LIST_NOT_FOUND = 'List not found.';

/** Admins and list managers (lists.update) see and edit every user's lists. */
export const canManageLists = (auth: AuthState) => isAdmin(auth) || (!!auth.user && hasPermission(auth.user, 'lists.update'));

/** Private lists exist only for their owner and list managers: everyone else gets a 404, never a 403. */
export function canSeeList(auth: AuthState, list: Pick<ListRow, 'public' | 'user_id'>) {
  return !!list.public || auth.user?.id === list.user_id || canManageLists(auth);
}

/** Loads a list the viewer may edit: 404 when they cannot even see it, 403 when only seeing. */
export async function editableList(ctx: Ctx, id: number) {
  const user = requireUser(ctx.auth);
  const list = await findList(ctx.db, id);
  if (!list || !canSeeList(ctx.auth, list)) throw notFound(LIST_NOT_FOUND);
  if (list.user_id !== user.id && !canManageLists(ctx.auth)) throw forbidden();
  return list;
}

export async function listLists(ctx: Ctx, q: ListsQuery) {
  authorize(ctx.auth, 'lists.view');
  const me = ctx.auth.user?.id ?? 0;
  let query = ctx.db
    .selectFrom('lists')
    .innerJoin('users', 'users.id', 'lists.user_id')
    .selectAll('lists')
    .select(['users.name as owner_name', 'users.image as owner_image']);
  if (!canManageLists(ctx.auth)) query = query.where((eb) => eb.or([eb('lists.public', '=', 1), eb('lists.user_id', '=', me)]));
  if (q.userId) {
    query = query.where('lists.user_id', '=', q.userId);
    // A profile that hides its lists hides them here too (the owner and admins still see them).
    if (q.userId !== me && !canManageLists(ctx.auth) && (await listsHidden(ctx.db, q.userId))) query = query.where('lists.id', '=', -1);
  }
  // Without a user filter this is the public directory: the viewer's own private lists stay out of
  // it, except for list managers who ask for private or all lists (the admin list screen).
  else if (!canManageLists(ctx.auth) || !q.visibility || q.visibility === 'public') query = query.where('lists.public', '=', 1);
  else if (q.visibility === 'private') query = query.where('lists.public', '=', 0);
  if (q.userId && q.visibility && q.visibility !== 'all' && canManageLists(ctx.auth))
    query = query.where('lists.public', '=', q.visibility === 'public' ? 1 : 0);
  if (q.query) query = query.where('lists.name', 'like', likePattern(q.query));
  const orderBy = q.orderBy ?? 'updated_at';
  const dir = q.orderDir ?? (orderBy === 'name' ? 'asc' : 'desc');
  query = query.orderBy(`lists.${orderBy}`, dir).orderBy('lists.id', dir);
  return paginate(query, q, (r) => presentList(r, { id: r.user_id, name: r.owner_name, image: r.owner_image }));
}

async function listsHidden(db: Db, userId: number) {
  const row = await db.selectFrom('user_profiles').select('hide_lists').where('user_id', '=', userId).executeTakeFirst();
  return !!row?.hide_lists;
}

export async function showList(ctx: Ctx, key: { id?: number; slug?: string }, q: ListItemsQuery) {
  authorize(ctx.auth, 'lists.view');
  let list: ListRow | undefined;
  if (key.id !== undefined) list = await findList(ctx.db, key.id);
  else {
    const candidates = await ctx.db
      .selectFrom('lists')
      .selectAll()
      .where('slug', '=', key.slug!)
      .orderBy('public', 'desc')
      .orderBy('id')
      .execute();
    // A slug may be shared: the viewer's own list first, then the oldest public one.
    list = candidates.find((l) => l.user_id === ctx.auth.user?.id) ?? candidates.find((l) => canSeeList(ctx.auth, l));
  }
  if (!list || !canSeeList(ctx.auth, list)) throw notFound(LIST_NOT_FOUND);
  const owner = await ctx.db.selectFrom('users').select(['id', 'name', 'image']).where('id', '=', list.user_id).executeTakeFirstOrThrow();
  const items = await listItemsPage(ctx.db, list.id, q.sortBy ?? list.sort, q);
  return { list: { ...presentList(list), user: presentUserSummary(owner) }, items };
}

export async function createList(ctx: Ctx, body: CreateListBody) {
  const user = requireUser(ctx.auth);
  const { n } = (await ctx.db
    .selectFrom('lists')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', user.id)
    .where('watchlist_of', 'is', null)
    .executeTakeFirst()) ?? { n: 0 };
  authorizeQuota(ctx.auth, 'lists.create', 'count', Number(n));
  await limitWrites(ctx.db, user.id, 'lists');
  const now = nowIso();
  const list = await ctx.db
    .insertInto('lists')
    .values({
      user_id: user.id,
      name: body.name,
      slug: makeSlug(body.name),
      description: body.description ?? null,
      public: body.public ? 1 : 0,
      layout: body.layout,
      sort: body.sort,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return presentList(list);
}

export async function updateList(ctx: Ctx, id: number, body: UpdateListBody) {
  const list = await editableList(ctx, id);
  await limitWrites(ctx.db, ctx.auth.user!.id, 'lists');
  const set: Record<string, unknown> = { updated_at: nowIso() };
  if (body.name !== undefined) Object.assign(set, { name: body.name, slug: makeSlug(body.name) });
  if (body.description !== undefined) set.description = body.description;
  if (body.public !== undefined) set.public = body.public ? 1 : 0;
  if (body.layout !== undefined) set.layout = body.layout;
  if (body.sort !== undefined) set.sort = body.sort;
  const updated = await ctx.db.updateTable('lists').set(set).where('id', '=', list.id).returningAll().executeTakeFirstOrThrow();
  return presentList(updated);
}

export async function deleteLists(ctx: Ctx, ids: number[]) {
  const lists: ListRow[] = [];
  for (const id of ids) lists.push(await editableList(ctx, id));
  if (lists.some((l) => l.watchlist_of !== null))
    throw new AppError(422, 'The watchlist cannot be deleted.', { ids: ['The watchlist cannot be deleted.'] });
  await ctx.db.transaction().execute(async (trx) => {
    const listIds = lists.map((l) => l.id);
    await trx.deleteFrom('comments').where('commentable_type', '=', 'list').where('commentable_id', 'in', listIds).execute();
    await trx.deleteFrom('lists').where('id', 'in', listIds).execute();
  });
  return lists.length;
}

export async function addItemToList(ctx: Ctx, id: number, type: ListItemType, itemId: number) {
  const list = await editableList(ctx, id);
  await limitWrites(ctx.db, ctx.auth.user!.id, 'listItems');
  await assertCatalogueItem(ctx.db, type, itemId);
  const { item, added } = await ctx.db.transaction().execute((trx) => addListItem(trx, list.id, type, itemId));
  return { item: { id: item.id, type: item.item_type, item_id: item.item_id, order: item.order, added_at: item.created_at }, added };
}

export async function removeItemFromList(ctx: Ctx, id: number, type: ListItemType, itemId: number) {
  const list = await editableList(ctx, id);
  await limitWrites(ctx.db, ctx.auth.user!.id, 'listItems');
  return ctx.db.transaction().execute((trx) => removeListItem(trx, list.id, type, itemId));
}

/** `ids` are list item ids in their new order; items not named keep their order after them. */
export async function reorderList(ctx: Ctx, id: number, ids: number[]) {
  const list = await editableList(ctx, id);
  await limitWrites(ctx.db, ctx.auth.user!.id, 'lists');
  await ctx.db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('list_items').select('id').where('list_id', '=', list.id).orderBy('order').orderBy('id').execute();
    const known = new Set(rows.map((r) => r.id));
    const unknown = ids.filter((i) => !known.has(i));
    if (unknown.length) throw validationError({ ids: [`These items are not in the list: ${unknown.join(', ')}.`] });
    const named = [...new Set(ids)];
    const rest = rows.map((r) => r.id).filter((i) => !named.includes(i));
    let order = 1;
    for (const itemId of [...named, ...rest]) {
      await trx.updateTable('list_items').set({ order: order++ }).where('id', '=', itemId).execute();
    }
    await trx.updateTable('lists').set({ updated_at: nowIso() }).where('id', '=', list.id).execute();
  });
  return { reordered: true };
}

/** The signed-in user's lists (watchlist first) and, for `item`, whether each holds it. */
export async function myLists(ctx: Ctx, item?: { type: ListItemType; id: number }) {
  const user = requireUser(ctx.auth);
  await ensureWatchlist(ctx.db, user.id);
  const lists = await ctx.db
    .selectFrom('lists')
    .selectAll()
    .where('user_id', '=', user.id)
    .orderBy((eb) => eb.case().when('watchlist_of', 'is not', null).then(0).else(1).end())
    .orderBy('updated_at', 'desc')
    .execute();
  const holding = new Set<number>();
  if (item && lists.length) {
    const rows = await ctx.db
      .selectFrom('list_items')
      .select('list_id')
      .where(
        'list_id',
        'in',
        lists.map((l) => l.id),
      )
      .where('item_type', '=', item.type)
      .where('item_id', '=', item.id)
      .execute();
    for (const r of rows) holding.add(r.list_id);
  }
  return lists.map((l) => ({ ...presentList(l), ...(item ? { has_item: holding.has(l.id) } : {}) }));
}
