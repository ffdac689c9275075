import { sql } from 'kysely';
import { type Db, nowIso, type Trx } from '../../../db/database';
import type { ChannelItemsTable } from '../../../db/tables/catalogue';
import { type Filters, savedQuery, titlesQuery } from './channels.auto';
import { channelConfig, type ChannelRow, type ItemRef } from './channels.present';
import { type AutoUpdateQuery, autoUpdateQueries, itemTypeOf } from '../../../contract/channels.schemas';

type ItemType = ChannelItemsTable['item_type'];

/** A channel by id, `id-slug`, or slug. */
export function findChannel(db: Db | Trx, slugOrId: string | number) {
  const q = db.selectFrom('channels').selectAll();
  const asId = typeof slugOrId === 'number' ? slugOrId : /^\d+(-|$)/.test(slugOrId) ? Number.parseInt(slugOrId, 10) : null;
  return (asId !== null ? q.where('id', '=', asId) : q.where('slug', '=', String(slugOrId).toLowerCase())).executeTakeFirst();
}

/** A page of a channel's stored items; `filters` keeps only titles that match them. */
export async function channelItemsPage(db: Db, channelId: number, offset: number, limit: number, filters?: Filters) {
  let q = db.selectFrom('channel_items').where('channel_id', '=', channelId);
  if (filters && Object.keys(filters).length) {
    q = q.where('item_type', '=', 'title').where('item_id', 'in', titlesQuery(db, filters));
  }
  const rows = await q.select(['item_type', 'item_id']).orderBy('order').orderBy('id').limit(limit).offset(offset).execute();
  const { total } = await q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  return { refs: rows.map((r) => ({ type: r.item_type, id: r.item_id }) as ItemRef), total: Number(total) };
}

/** Replaces a channel's items with what its saved query gives now. */
export async function refreshChannel(db: Db, channel: ChannelRow) {
  if (!channel.auto_update || !(channel.auto_update in autoUpdateQueries)) return 0;
  const name = channel.auto_update as AutoUpdateQuery;
  const config = channelConfig(channel);
  const rows = (await savedQuery(db, name, config.filters as Filters)
    .limit(config.limit)
    .execute()) as { id: number }[];
  const type = itemTypeOf[autoUpdateQueries[name]] as ItemType;
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('channel_items').where('channel_id', '=', channel.id).execute();
    const values = rows.map((r, order) => ({ channel_id: channel.id, item_type: type, item_id: r.id, order, created_at: now }));
    for (let i = 0; i < values.length; i += 200)
      await trx
        .insertInto('channel_items')
        .values(values.slice(i, i + 200))
        .execute();
    await trx.updateTable('channels').set({ content_updated_at: now }).where('id', '=', channel.id).execute();
  });
  return rows.length;
}

const itemTables = {
  title: 'titles',
  person: 'people',
  episode: 'episodes',
  news: 'news_articles',
  list: 'lists',
  video: 'videos',
  channel: 'channels',
} as const;

/** Drops items whose rows were deleted since they were added (manual channels keep no dangling rows). */
export async function pruneMissingItems(db: Db) {
  for (const [type, table] of Object.entries(itemTables) as [ItemType, (typeof itemTables)[ItemType]][]) {
    await db
      .deleteFrom('channel_items')
      .where('item_type', '=', type)
      .where('item_id', 'not in', (eb) => eb.selectFrom(table).select(`${table}.id` as 'titles.id'))
      .execute();
  }
}

/** Re-runs every channel's saved query and prunes deleted items (the scheduled refresh). */
export async function refreshAllChannels(db: Db) {
  await pruneMissingItems(db);
  const channels = await db.selectFrom('channels').selectAll().where('auto_update', 'is not', null).execute();
  let items = 0;
  for (const c of channels) items += await refreshChannel(db, c);
  return { channels: channels.length, items };
}

/** true when the item exists (so a channel never points at nothing). */
export async function itemExists(db: Db, ref: ItemRef) {
  if (ref.type === 'list')
    return !!(await db.selectFrom('lists').select('id').where('id', '=', ref.id).where('public', '=', 1).executeTakeFirst());
  if (ref.type === 'video')
    return !!(await db.selectFrom('videos').select('id').where('id', '=', ref.id).where('approved', '=', 1).executeTakeFirst());
  const table = { title: 'titles', person: 'people', episode: 'episodes', news: 'news_articles', channel: 'channels' }[ref.type] as
    'titles' | 'people' | 'episodes' | 'news_articles' | 'channels' | undefined;
  if (!table) return false;
  return !!(await db.selectFrom(table).select('id').where('id', '=', ref.id).executeTakeFirst());
}

export async function addChannelItem(db: Db, channelId: number, ref: ItemRef) {
  const { max } = await db
    .selectFrom('channel_items')
    .select((eb) => eb.fn.max<number | null>('order').as('max'))
    .where('channel_id', '=', channelId)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('channel_items')
    .values({ channel_id: channelId, item_type: ref.type as ItemType, item_id: ref.id, order: (max ?? -1) + 1, created_at: nowIso() })
    .onConflict((oc) => oc.columns(['channel_id', 'item_type', 'item_id']).doNothing())
    .execute();
  await touch(db, channelId);
}

export async function removeChannelItem(db: Db, channelId: number, ref: ItemRef) {
  await db
    .deleteFrom('channel_items')
    .where('channel_id', '=', channelId)
    .where('item_type', '=', ref.type as ItemType)
    .where('item_id', '=', ref.id)
    .execute();
  await touch(db, channelId);
}

/** Puts the given items first, in the given order; items not named keep their order after them. */
export async function reorderChannelItems(db: Db, channelId: number, refs: ItemRef[]) {
  await db.transaction().execute(async (trx) => {
    const rest = await trx
      .selectFrom('channel_items')
      .select(['id', 'item_type', 'item_id'])
      .where('channel_id', '=', channelId)
      .orderBy('order')
      .orderBy('id')
      .execute();
    const named = new Map(refs.map((r, i) => [`${r.type}:${r.id}`, i]));
    const ordered = [
      ...rest
        .filter((r) => named.has(`${r.item_type}:${r.item_id}`))
        .sort((a, b) => named.get(`${a.item_type}:${a.item_id}`)! - named.get(`${b.item_type}:${b.item_id}`)!),
      ...rest.filter((r) => !named.has(`${r.item_type}:${r.item_id}`)),
    ];
    for (const [order, r] of ordered.entries()) await trx.updateTable('channel_items').set({ order }).where('id', '=', r.id).execute();
  });
  await touch(db, channelId);
}

function touch(db: Db | Trx, channelId: number) {
  const now = nowIso();
  return db.updateTable('channels').set({ content_updated_at: now, updated_at: now }).where('id', '=', channelId).execute();
}

/** Removes an item from every channel (when the item itself is deleted). */
export function removeItemEverywhere(db: Db | Trx, type: ItemType, ids: number[]) {
  if (!ids.length) return Promise.resolve();
  return db.deleteFrom('channel_items').where('item_type', '=', type).where('item_id', 'in', ids).execute();
}

/** A slug not yet used by another channel: `name`, `name-2`, ... */
export async function uniqueChannelSlug(db: Db, base: string, exceptId?: number) {
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    let q = db.selectFrom('channels').select('id').where('slug', '=', candidate);
    if (exceptId) q = q.where('id', '!=', exceptId);
    if (!(await q.executeTakeFirst())) return candidate;
  }
}

export const countChannels = async (db: Db) =>
  Number(
    (
      await db
        .selectFrom('channels')
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
