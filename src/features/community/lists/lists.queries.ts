import { type Selectable, sql } from 'kysely';
import type { Db, Trx } from '../../../db/database';
import { nowIso } from '../../../db/database';
import type { ListItemType, ListsTable } from '../../../db/tables/community';
import { paginate } from '../../../http/pagination';
import { likePattern } from '../../catalogue/common/like';
import { loadCatalogueItems, presentUserSummary } from '../profiles/community-common';
import type { ListItemsQuery } from './lists.schemas';

export type ListRow = Selectable<ListsTable>;

export function presentList(l: ListRow, owner?: { id: number; name: string | null; image: string | null }) {
  return {
    id: l.id,
    user_id: l.user_id,
    name: l.name,
    slug: l.slug,
    description: l.description,
    public: !!l.public,
    is_watchlist: l.watchlist_of !== null,
    layout: l.layout,
    sort: l.sort,
    items_count: l.items_count,
    created_at: l.created_at,
    updated_at: l.updated_at,
    ...(owner ? { user: presentUserSummary(owner) } : {}),
  };
}

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

/** Adds an item at the end; adding one that is there already changes nothing. */
export async function addListItem(trx: Trx, listId: number, type: ListItemType, itemId: number) {
  const existing = await trx
    .selectFrom('list_items')
    .selectAll()
    .where('list_id', '=', listId)
    .where('item_type', '=', type)
    .where('item_id', '=', itemId)
    .executeTakeFirst();
  if (existing) return { item: existing, added: false };
  const { max } = (await trx
    .selectFrom('list_items')
    .select((eb) => eb.fn.max('order').as('max'))
    .where('list_id', '=', listId)
    .executeTakeFirst()) ?? { max: null };
  const item = await trx
    .insertInto('list_items')
    .values({ list_id: listId, item_type: type, item_id: itemId, order: Number(max ?? 0) + 1, created_at: nowIso() })
    .returningAll()
    .executeTakeFirstOrThrow();
  await touchCount(trx, listId);
  return { item, added: true };
}

export async function removeListItem(trx: Trx, listId: number, type: ListItemType, itemId: number) {
  const res = await trx
    .deleteFrom('list_items')
    .where('list_id', '=', listId)
    .where('item_type', '=', type)
    .where('item_id', '=', itemId)
    .executeTakeFirst();
  if (Number(res.numDeletedRows)) await touchCount(trx, listId);
  return Number(res.numDeletedRows) > 0;
}

async function touchCount(trx: Trx, listId: number) {
  const { n } = (await trx
    .selectFrom('list_items')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('list_id', '=', listId)
    .executeTakeFirst()) ?? { n: 0 };
  await trx
    .updateTable('lists')
    .set({ items_count: Number(n), updated_at: nowIso() })
    .where('id', '=', listId)
    .execute();
}

/** One page of a list's items, sorted as asked (mixed types sort by their common fields). */
export async function listItemsPage(db: Db, listId: number, sort: string, q: ListItemsQuery) {
  let query = db
    .selectFrom('list_items as li')
    .leftJoin('titles as t', (j) => j.onRef('t.id', '=', 'li.item_id').on('li.item_type', '=', 'title'))
    .leftJoin('people as p', (j) => j.onRef('p.id', '=', 'li.item_id').on('li.item_type', '=', 'person'))
    .leftJoin('episodes as e', (j) => j.onRef('e.id', '=', 'li.item_id').on('li.item_type', '=', 'episode'))
    .select(['li.id', 'li.item_type', 'li.item_id', 'li.order', 'li.created_at'])
    .where('li.list_id', '=', listId);
  const nameExpr = sql<string>`coalesce(t.name, p.name, e.name)`;
  if (q.query) query = query.where(sql<boolean>`${nameExpr} like ${likePattern(q.query)} escape '\\'`);
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
  const page = await paginate(query, q);
  const items = await loadCatalogueItems(
    db,
    page.data.map((r) => ({ type: r.item_type, id: r.item_id })),
  );
  return {
    ...page,
    data: page.data.map((r) => ({
      id: r.id,
      type: r.item_type,
      item_id: r.item_id,
      order: r.order,
      added_at: r.created_at,
      item: items.get(`${r.item_type}:${r.item_id}`) ?? null,
    })),
  };
}
