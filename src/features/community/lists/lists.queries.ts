import { containsText } from '../../../db/dialect';
import { type Expression, type ExpressionBuilder, type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import type { Database, Db, Trx } from '../../../db/database';
import { nowIso } from '../../../db/database';
import type { ListItemType, ListsTable } from '../../../db/tables/community';
import { type PageParams, paginate } from '../../../http/pagination';
import { countRows } from '../profiles/community.queries';
import type { ListItemsQuery } from './lists.schemas';

export type ListRow = Selectable<ListsTable>;

export function findList(db: Db | Trx, id: number) {
  return db.selectFrom('lists').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The user's watchlist, created on first use (private by default). */
export async function ensureWatchlist(db: Db | Trx, userId: number) {
  await db
    .insertInto('lists')
    .values({ user_id: userId, name: 'Watchlist', slug: 'watchlist', public: 0, watchlist_of: userId })
    .onConflict((oc) => oc.column('watchlist_of').doNothing())
    .execute();
  return db.selectFrom('lists').selectAll().where('watchlist_of', '=', userId).executeTakeFirstOrThrow();
}

/**
 * A workspace's shared watchlist ("Our watchlist"), created on first use: private to the workspace,
 * held by its owner (lists.user_id), or undefined when the workspace does not exist.
 */
export async function ensureWorkspaceWatchlist(db: Db | Trx, workspaceId: number) {
  const found = await db.selectFrom('lists').selectAll().where('workspace_watchlist_of', '=', workspaceId).executeTakeFirst();
  if (found) return found;
  const ws = await db.selectFrom('workspaces').select('owner_id').where('id', '=', workspaceId).executeTakeFirst();
  if (!ws) return undefined;
  await db
    .insertInto('lists')
    .values({
      user_id: ws.owner_id,
      name: 'Our watchlist',
      slug: 'our-watchlist',
      public: 0,
      watchlist_of: null,
      workspace_id: workspaceId,
      workspace_watchlist_of: workspaceId,
    })
    .onConflict((oc) => oc.column('workspace_watchlist_of').doNothing())
    .execute();
  return db.selectFrom('lists').selectAll().where('workspace_watchlist_of', '=', workspaceId).executeTakeFirstOrThrow();
}

/** The row of one title, person or episode in a list. */
const listItemKey = (listId: number, type: ListItemType, itemId: number) => ({ list_id: listId, item_type: type, item_id: itemId });

/** Adds an item at the end (remembering who added it); adding one that is there already changes nothing. */
export async function addListItem(trx: Trx, listId: number, type: ListItemType, itemId: number, addedBy: number | null = null) {
  const existing = await trx
    .selectFrom('list_items')
    .selectAll()
    .where((eb) => eb.and(listItemKey(listId, type, itemId)))
    .executeTakeFirst();
  if (existing) return { item: existing, added: false };
  const { max } = (await trx
    .selectFrom('list_items')
    .select((eb) => eb.fn.max('order').as('max'))
    .where('list_id', '=', listId)
    .executeTakeFirst()) ?? { max: null };
  const item = await trx
    .insertInto('list_items')
    .values({ ...listItemKey(listId, type, itemId), order: Number(max ?? 0) + 1, added_by: addedBy, created_at: nowIso() })
    .returningAll()
    .executeTakeFirstOrThrow();
  await recountListItems(trx, listId);
  return { item, added: true };
}

export async function removeListItem(trx: Trx, listId: number, type: ListItemType, itemId: number) {
  const res = await trx
    .deleteFrom('list_items')
    .where((eb) => eb.and(listItemKey(listId, type, itemId)))
    .executeTakeFirst();
  if (Number(res.numDeletedRows)) await recountListItems(trx, listId);
  return Number(res.numDeletedRows) > 0;
}

/** Stores a list's item count; `touch` (the default) also marks the list as updated now. */
export async function recountListItems(trx: Trx, listId: number, touch = true) {
  const n = await countRows(trx.selectFrom('list_items').where('list_id', '=', listId));
  await trx
    .updateTable('lists')
    .set(touch ? { items_count: n, updated_at: nowIso() } : { items_count: n })
    .where('id', '=', listId)
    .execute();
}

/** One page of a list's items, sorted as asked (mixed types sort by their common fields). */
export function listItemsPage(db: Db, listId: number, sort: string, q: ListItemsQuery) {
  let query = db
    .selectFrom('list_items as li')
    .leftJoin('titles as t', (j) => j.onRef('t.id', '=', 'li.item_id').on('li.item_type', '=', 'title'))
    .leftJoin('people as p', (j) => j.onRef('p.id', '=', 'li.item_id').on('li.item_type', '=', 'person'))
    .leftJoin('episodes as e', (j) => j.onRef('e.id', '=', 'li.item_id').on('li.item_type', '=', 'episode'))
    .leftJoin('users as ab', 'ab.id', 'li.added_by')
    .select(['li.id', 'li.item_type', 'li.item_id', 'li.order', 'li.created_at', 'li.added_by', 'ab.name as added_by_name'])
    .where('li.list_id', '=', listId);
  const nameExpr = sql<string>`coalesce(t.name, p.name, e.name)`;
  if (q.query) query = query.where(containsText(nameExpr, q.query));
  switch (sort) {
    case 'date_added':
      query = query.orderBy('li.created_at', 'desc').orderBy('li.id', 'desc');
      break;
    case 'release_date':
      query = query.orderBy(sql`coalesce(t.release_date, e.release_date, p.birth_date)`, (ob) => ob.desc().nullsLast()).orderBy('li.id');
      break;
    case 'rating':
      query = query.orderBy(sql`coalesce(t.rating, e.rating)`, (ob) => ob.desc().nullsLast()).orderBy('li.id');
      break;
    case 'name':
      query = query.orderBy(sql`lower(${nameExpr})`).orderBy('li.id');
      break;
    default:
      query = query.orderBy('li.order').orderBy('li.id');
  }
  return paginate(query, q);
}

const listsWithOwners = (db: Db) =>
  db
    .selectFrom('lists')
    .innerJoin('users', 'users.id', 'lists.user_id')
    .selectAll('lists')
    .select(['users.name as owner_name', 'users.image as owner_image']);
export type ListWithOwner = ListRow & { owner_name: string | null; owner_image: string | null };

/**
 * The lists a signed-in user may see: public ones, their own personal ones, and every list of the
 * workspaces they belong to (a workspace list is private to the workspace, whoever created it).
 */
export function listVisibleTo(eb: ExpressionBuilder<Database, 'lists'>, userId: number | Expression<number | null>) {
  return eb.or([
    eb('lists.public', '=', 1),
    eb.and([eb('lists.workspace_id', 'is', null), eb('lists.user_id', '=', userId)]),
    eb(
      'lists.workspace_id',
      'in',
      eb.selectFrom('workspace_members').select('workspace_members.workspace_id').where('workspace_members.user_id', '=', userId),
    ),
  ]);
}

export interface ListsFilter {
  /** Only the lists this user may see (listVisibleTo; 0 for guests: public ones), null: no such limit. */
  visibleTo: number | null;
  userId?: number;
  /** Only this workspace's lists. */
  workspaceId?: number;
  /** Only personal lists (no workspace). */
  personal?: boolean;
  public?: 0 | 1;
  /** Matches nothing (a profile that hides its lists). */
  none?: boolean;
  query?: string;
  orderBy: 'updated_at' | 'created_at' | 'name' | 'items_count';
  dir: 'asc' | 'desc';
}

/** One page of lists with their owners. */
export function listsPage<T>(db: Db, f: ListsFilter, q: PageParams, present: (row: ListWithOwner) => T) {
  let query = listsWithOwners(db);
  const me = f.visibleTo;
  if (me !== null) query = query.where((eb) => listVisibleTo(eb, me));
  if (f.userId) query = query.where('lists.user_id', '=', f.userId);
  if (f.workspaceId) query = query.where('lists.workspace_id', '=', f.workspaceId);
  if (f.personal) query = query.where('lists.workspace_id', 'is', null);
  if (f.none) query = query.where('lists.id', '=', -1);
  if (f.public !== undefined) query = query.where('lists.public', '=', f.public);
  if (f.query) query = query.where(containsText(sql.ref('lists.name'), f.query));
  query = query.orderBy(`lists.${f.orderBy}`, f.dir).orderBy('lists.id', f.dir);
  return paginate(query, q, present);
}

/** Public lists by id (the search index re-checks visibility). */
export function publicListsWithOwners(db: Db, ids: number[]) {
  return listsWithOwners(db).where('lists.id', 'in', ids).where('lists.public', '=', 1).execute();
}

/** Every list with this slug, public ones first, then oldest. */
export function listsWithSlug(db: Db, slug: string) {
  return db.selectFrom('lists').selectAll().where('slug', '=', slug).orderBy('public', 'desc').orderBy('id').execute();
}

/** A list with its owner's name and avatar. */
export function findListWithOwner(db: Db, id: number) {
  return listsWithOwners(db).where('lists.id', '=', id).executeTakeFirst();
}

/** How many lists the user made, in any space (watchlists do not count). */
export function countOwnLists(db: Db, userId: number) {
  return countRows(
    db.selectFrom('lists').where('user_id', '=', userId).where('watchlist_of', 'is', null).where('workspace_watchlist_of', 'is', null),
  );
}

/** How many of the user's lists `viewer` may see (listVisibleTo; null: all of them). */
export function countListsOf(db: Db, userId: number, viewer: number | null) {
  const query = db.selectFrom('lists').where('user_id', '=', userId);
  return countRows(viewer === null ? query : query.where((eb) => listVisibleTo(eb, viewer)));
}

export function insertList(db: Db, values: Insertable<ListsTable>) {
  return db.insertInto('lists').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateListRow(db: Db, id: number, set: Updateable<ListsTable>) {
  return db.updateTable('lists').set(set).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export async function deleteListRows(trx: Trx, ids: number[]) {
  await trx.deleteFrom('lists').where('id', 'in', ids).execute();
}

/** The ids of a list's items in their order. */
export async function listItemIds(trx: Trx, listId: number) {
  const rows = await trx.selectFrom('list_items').select('id').where('list_id', '=', listId).orderBy('order').orderBy('id').execute();
  return rows.map((r) => r.id);
}

/** Numbers the items 1, 2, 3... in the order given and marks the list as updated. */
export async function renumberListItems(trx: Trx, listId: number, itemIds: number[]) {
  let order = 1;
  for (const itemId of itemIds) {
    await trx.updateTable('list_items').set({ order: order++ }).where('id', '=', itemId).execute();
  }
  await trx.updateTable('lists').set({ updated_at: nowIso() }).where('id', '=', listId).execute();
}

/** The user's personal lists (no workspace), watchlist first, then the most recently updated. */
export function listsOfUser(db: Db, userId: number) {
  return db
    .selectFrom('lists')
    .selectAll()
    .where('user_id', '=', userId)
    .where('workspace_id', 'is', null)
    .orderBy((eb) => eb.case().when('watchlist_of', 'is not', null).then(0).else(1).end())
    .orderBy('updated_at', 'desc')
    .execute();
}

/** A workspace's lists, its shared watchlist first, then the most recently updated. */
export function listsOfWorkspace(db: Db, workspaceId: number) {
  return db
    .selectFrom('lists')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .orderBy((eb) => eb.case().when('workspace_watchlist_of', 'is not', null).then(0).else(1).end())
    .orderBy('updated_at', 'desc')
    .execute();
}

/** Which of `listIds` hold the item. */
export async function listsHoldingItem(db: Db, listIds: number[], item: { type: ListItemType; id: number }) {
  const rows = await db
    .selectFrom('list_items')
    .select('list_id')
    .where('list_id', 'in', listIds)
    .where('item_type', '=', item.type)
    .where('item_id', '=', item.id)
    .execute();
  return rows.map((r) => r.list_id);
}

/** The user's lists (and watchlist) that hold the item. */
export function userListsHolding(db: Db, userId: number, type: ListItemType, id: number) {
  return db
    .selectFrom('list_items')
    .innerJoin('lists', 'lists.id', 'list_items.list_id')
    .select(['lists.id', 'lists.watchlist_of'])
    .where('lists.user_id', '=', userId)
    .where('lists.workspace_id', 'is', null)
    .where('list_items.item_type', '=', type)
    .where('list_items.item_id', '=', id)
    .execute();
}

/** Everything on a watchlist (the user's own, or a workspace's shared one), as item references. */
export function watchlistItemRefs(db: Db, owner: { userId: number } | { workspaceId: number }) {
  const query = db
    .selectFrom('list_items')
    .innerJoin('lists', 'lists.id', 'list_items.list_id')
    .select(['list_items.item_type', 'list_items.item_id']);
  return (
    'userId' in owner
      ? query.where('lists.watchlist_of', '=', owner.userId)
      : query.where('lists.workspace_watchlist_of', '=', owner.workspaceId)
  ).execute();
}

/** The ids of the users' lists. */
export async function listIdsOf(trx: Trx, userIds: number[]) {
  const rows = await trx.selectFrom('lists').select('id').where('user_id', 'in', userIds).execute();
  return rows.map((r) => r.id);
}

/** Deleted users no longer show as who added an item (the column has no foreign key). */
export async function forgetItemsAddedBy(trx: Trx, userIds: number[]) {
  await trx.updateTable('list_items').set({ added_by: null }).where('added_by', 'in', userIds).execute();
}

/**
 * Workspace lists that deleted users created stay with the workspace: its owner holds them from now
 * on (lists.user_id cascades with the user). Lists of a workspace whose owner is among the deleted
 * users are left alone: the workspaces' own hook hands those over or dissolves them first.
 */
export async function handWorkspaceListsToOwners(trx: Trx, userIds: number[]) {
  await trx
    .updateTable('lists')
    .set((eb) => ({
      user_id: eb
        .selectFrom('workspaces')
        .select('workspaces.owner_id')
        .whereRef('workspaces.id', '=', 'lists.workspace_id')
        .$asScalar()
        .$notNull(),
    }))
    .where('lists.user_id', 'in', userIds)
    .where('lists.workspace_id', 'is not', null)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('workspaces')
          .select('workspaces.id')
          .whereRef('workspaces.id', '=', 'lists.workspace_id')
          .where('workspaces.owner_id', 'not in', userIds),
      ),
    )
    .execute();
}
