import { type Db, nowIso } from '../../../db/database';
import type { ActorDeps } from '../../../deps';
import { AppError, conflict, notFound, validationError } from '../../../http/errors';
import { authorize } from '../../../http/guard';
import { paginate } from '../../../http/pagination';
import { makeSlug } from '../../catalogue/common/slug';
import { channelConfig, type ChannelRow, type Filters, type ItemRef, restrictionFilter } from './channels.config';
import { presentChannel, presentItems } from './channels.present';
import {
  addChannelItem,
  channelItemsPage,
  channelListQuery,
  channelsByIds,
  clearChannelItems,
  deleteChannelRows,
  findChannel,
  insertChannel,
  itemExists,
  refreshChannel,
  removeChannelItem,
  removeItemEverywhere,
  reorderChannelItems,
  savedQueryPage,
  tagNamed,
  uniqueChannelSlug,
  updateChannelRow,
} from './channels.queries';
import {
  type AutoUpdateQuery,
  autoUpdateQueries,
  type ChannelListQuery,
  type ChannelPageQuery,
  type CreateChannelInput,
  itemTypeOf,
  type UpdateChannelInput,
} from '../../../shared/channels.schemas';

// Channel rules: who may see and edit them, how a page of items is assembled (stored items, or a
// live saved query when a restriction value narrows it), and how nested channels show their rows.

const CACHE_MS = 5 * 60_000;
/** Catalogue writes invalidate these tags, so channel pages never show deleted or stale rows. */
const cacheTags = (id: number) => ['channels', `channel:${id}`, 'titles', 'people', 'news'];

async function itemsPage(db: Db, channel: ChannelRow, page: number, perPage: number, restrictionValue?: string, depth = 0) {
  const filters: Filters = restrictionFilter(channel.restriction, restrictionValue);
  const restricted = Object.keys(filters).length > 0;
  const offset = (page - 1) * perPage;
  if (channel.auto_update && !channel.content_updated_at) await refreshChannel(db, channel);
  let refs: ItemRef[];
  let total: number;
  if (restricted && channel.auto_update) {
    // a restriction value narrows the saved query itself, so every matching title can appear
    const result = await savedQueryPage(
      db,
      channel.auto_update as AutoUpdateQuery,
      { ...channelConfig(channel).filters, ...filters },
      offset,
      perPage,
    );
    refs = result.ids.map((id) => ({ type: itemTypeOf[result.contentType], id }));
    total = result.total;
  } else {
    ({ refs, total } = await channelItemsPage(db, channel.id, offset, perPage, restricted ? filters : undefined));
  }
  const data = await presentItems(db, refs, {
    long: channel.layout === 'hero',
    // rows of a page get their first items; a row of channels (genres) gets one item per
    // channel, enough for its tile's artwork; deeper levels get none
    nestedItems: async (nested) => {
      if (depth >= 2) return [];
      const limit = depth === 0 ? channelConfig(nested).nestedLimit : 1;
      return (await itemsPage(db, nested, 1, limit, undefined, depth + 1)).data;
    },
  });
  return { data, current_page: page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) };
}

/** GET channel: every channel, by name (the admin list and pickers). */
export async function listChannels({ db, auth }: ActorDeps, { query, orderBy, orderDir, ...page }: ChannelListQuery) {
  authorize(auth, 'channels.view');
  // names read A-Z by default, dates and counts newest/largest first
  const dir = orderDir ?? (orderBy === 'name' ? 'asc' : 'desc');
  const q = channelListQuery(db, { query, orderBy, dir });
  return {
    pagination: await paginate(q, page, ({ items_count, ...row }) => ({ ...presentChannel(row), items_count: Number(items_count ?? 0) })),
  };
}

/** GET channel/{slugOrId}: the channel with one page of its items. */
export async function showChannel({ db, services, auth }: ActorDeps, slugOrId: string, q: ChannelPageQuery) {
  authorize(auth, 'channels.view');
  const channel = await findChannel(db, slugOrId);
  if (!channel) throw notFound('Channel not found.');
  const perPage = q.perPage ?? channelConfig(channel).perPage;
  const restriction = channel.restriction && q.restriction ? q.restriction.toLowerCase() : undefined;
  const key = `channel:${channel.id}:${channel.updated_at}:${channel.content_updated_at}:${q.page}:${perPage}:${restriction ?? ''}`;
  const items = await services.cache.remember(key, CACHE_MS, cacheTags(channel.id), () =>
    itemsPage(db, channel, q.page, perPage, restriction),
  );
  const restrictionInfo = restriction
    ? { type: channel.restriction, value: restriction, name: await restrictionName(db, channel, restriction) }
    : null;
  return { channel: { ...presentChannel(channel), items }, restriction: restrictionInfo };
}

/** The display name of a restriction value ('science-fiction' -> 'Science Fiction'). */
async function restrictionName(db: Db, channel: ChannelRow, value: string) {
  if (channel.restriction === 'genre' || channel.restriction === 'keyword') {
    const names = [value, value.replace(/-/g, ' ')];
    const tag = await tagNamed(db, channel.restriction, names);
    if (tag) return tag.display_name ?? tag.name;
  }
  return value.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}

async function loadForWrite({ db, auth }: ActorDeps, id: number) {
  authorize(auth, 'channels.update');
  const channel = await findChannel(db, id);
  if (!channel) throw notFound('Channel not found.');
  return channel;
}

export async function createChannel(deps: ActorDeps, input: CreateChannelInput) {
  authorize(deps.auth, 'channels.update');
  const { db } = deps;
  const slug = input.slug ?? (await uniqueChannelSlug(db, makeSlug(input.name)));
  if (await findChannel(db, slug)) throw validationError({ slug: ['This slug is already used by another channel.'] });
  const now = nowIso();
  const row = await insertChannel(db, {
    name: input.name,
    slug,
    description: input.description ?? null,
    layout: input.layout,
    content_type: input.content_type,
    auto_update: input.auto_update ?? null,
    restriction: input.restriction ?? null,
    config: JSON.stringify(input.config ?? channelConfig({ config: '{}' })),
    hide_title: input.hide_title ? 1 : 0,
    seo_title: input.seo_title ?? null,
    seo_description: input.seo_description ?? null,
    user_id: deps.auth.user?.id ?? null,
    created_at: now,
    updated_at: now,
  });
  if (row.auto_update) await refreshChannel(db, row);
  deps.services.cache.invalidate('channels');
  return { channel: presentChannel((await findChannel(db, row.id))!) };
}

export async function updateChannel(deps: ActorDeps, id: number, input: UpdateChannelInput) {
  const channel = await loadForWrite(deps, id);
  const { db } = deps;
  if (input.slug && input.slug !== channel.slug && (await findChannel(db, input.slug))) {
    throw validationError({ slug: ['This slug is already used by another channel.'] });
  }
  const auto = input.auto_update === undefined ? channel.auto_update : input.auto_update;
  const contentType = input.content_type ?? channel.content_type;
  if (auto && input.content_type && input.auto_update === undefined) {
    if (autoUpdateQueries[auto as AutoUpdateQuery] !== contentType)
      throw validationError({ auto_update: ['This saved query does not give this kind of content.'] });
  }
  await updateChannelRow(db, id, {
    ...(input.name !== undefined && { name: input.name }),
    ...(input.slug !== undefined && { slug: input.slug }),
    ...(input.description !== undefined && { description: input.description }),
    ...(input.layout !== undefined && { layout: input.layout }),
    ...(input.content_type !== undefined && { content_type: input.content_type }),
    ...(input.auto_update !== undefined && { auto_update: input.auto_update }),
    ...(input.restriction !== undefined && { restriction: input.restriction }),
    ...(input.config !== undefined && { config: JSON.stringify(input.config) }),
    ...(input.hide_title !== undefined && { hide_title: input.hide_title ? 1 : 0 }),
    ...(input.seo_title !== undefined && { seo_title: input.seo_title }),
    ...(input.seo_description !== undefined && { seo_description: input.seo_description }),
    updated_at: nowIso(),
  });
  const updated = (await findChannel(db, id))!;
  // a changed query, filters or content type makes the stored items stale
  if (updated.auto_update && (input.auto_update !== undefined || input.config !== undefined || input.content_type !== undefined)) {
    await refreshChannel(db, updated);
  }
  if (input.content_type && input.content_type !== channel.content_type && !updated.auto_update) {
    await clearChannelItems(db, id);
  }
  deps.services.cache.invalidate('channels');
  return { channel: presentChannel((await findChannel(db, id))!) };
}

export async function deleteChannels(deps: ActorDeps, ids: number[]) {
  authorize(deps.auth, 'channels.update');
  const rows = await channelsByIds(deps.db, ids);
  const { settings } = deps.services;
  const home = settings.get<string>('homepage.type') === 'channel' ? settings.get<string>('homepage.value') : null;
  const protectedRow = rows.find((r) => r.slug === home || String(r.id) === home);
  if (protectedRow) throw conflict('This channel is the home page: choose another home page first.');
  await deps.db.transaction().execute(async (trx) => {
    await removeItemEverywhere(trx, 'channel', ids);
    await deleteChannelRows(trx, ids);
  });
  deps.services.cache.invalidate('channels');
  return { deleted: rows.length };
}

export async function addItem(deps: ActorDeps, id: number, ref: ItemRef) {
  const channel = await loadForWrite(deps, id);
  if (channel.auto_update) throw new AppError(422, 'This channel is filled by a saved query: items cannot be added by hand.');
  if (itemTypeOf[channel.content_type] !== ref.type)
    throw validationError({ 'item.type': [`This channel holds ${channel.content_type}.`] });
  if (ref.type === 'channel' && ref.id === channel.id) throw validationError({ 'item.id': ['A channel cannot contain itself.'] });
  if (!(await itemExists(deps.db, ref))) throw validationError({ 'item.id': ['This item does not exist.'] });
  await addChannelItem(deps.db, id, ref);
  deps.services.cache.invalidate(`channel:${id}`, 'channels');
  return showChannel(deps, String(id), { page: 1 });
}

export async function removeItem(deps: ActorDeps, id: number, ref: ItemRef) {
  await loadForWrite(deps, id);
  await removeChannelItem(deps.db, id, ref);
  deps.services.cache.invalidate(`channel:${id}`, 'channels');
  return showChannel(deps, String(id), { page: 1 });
}

export async function reorderItems(deps: ActorDeps, id: number, refs: ItemRef[]) {
  await loadForWrite(deps, id);
  await reorderChannelItems(deps.db, id, refs);
  deps.services.cache.invalidate(`channel:${id}`, 'channels');
  return showChannel(deps, String(id), { page: 1 });
}

/** POST channel/{id}/update-content: re-runs the saved query now. */
export async function updateContent(deps: ActorDeps, id: number) {
  const channel = await loadForWrite(deps, id);
  if (!channel.auto_update) throw new AppError(422, 'This channel has no saved query to run.');
  await refreshChannel(deps.db, channel);
  deps.services.cache.invalidate(`channel:${id}`, 'channels');
  return showChannel(deps, String(id), { page: 1 });
}
