import type { Db } from '../../../db/database';
import { nowIso } from '../../../db/database';
import type { TagType } from '../../../db/tables/catalogue';
import { notFound, validationError } from '../../../http/errors';
import { type PageParams, paginate } from '../../../http/pagination';
import type { Services } from '../../../platform/services';
import { cacheTags, invalidateTitles } from '../common/cache';
import { presentTag } from '../common/present';
import { requireTitle } from '../titles/titles.service';
import { ensureTags, findTag, normalizeTagName, tagListQuery } from './tags.queries';

type Ctx = { db: Db; services: Services };

const invalidateAllTitles = (services: Services) => services.cache.invalidate(cacheTags.titles, cacheTags.titlePayloads);

export async function attachTitleTag(ctx: Ctx, titleId: number, type: TagType, input: { name: string } | { tag_id: number }) {
  await requireTitle(ctx.db, titleId);
  const tag = await ctx.db.transaction().execute(async (trx) => {
    let tagId: number;
    if ('tag_id' in input) {
      if (!(await findTag(trx, type, input.tag_id))) throw validationError({ tag_id: ['This tag does not exist.'] });
      tagId = input.tag_id;
    } else {
      if (type === 'country' && !/^[A-Za-z]{2}$/.test(input.name)) throw validationError({ name: ['Must be a two-letter country code.'] });
      [tagId] = (await ensureTags(trx, type, [input.name])) as [number];
    }
    await trx
      .insertInto('title_tag')
      .values({ title_id: titleId, tag_id: tagId })
      .onConflict((oc) => oc.doNothing())
      .execute();
    return (await findTag(trx, type, tagId))!;
  });
  invalidateTitles(ctx.services.cache, [titleId]);
  return presentTag(tag);
}

export async function detachTitleTag(ctx: Ctx, titleId: number, type: TagType, tagId: number) {
  await requireTitle(ctx.db, titleId);
  if (!(await findTag(ctx.db, type, tagId))) throw notFound('Tag not found.');
  await ctx.db.deleteFrom('title_tag').where('title_id', '=', titleId).where('tag_id', '=', tagId).execute();
  invalidateTitles(ctx.services.cache, [titleId]);
}

export function listTags({ db }: Ctx, type: TagType, q: PageParams & { query?: string; orderBy?: 'name' | 'titles_count' | 'created_at' }) {
  return paginate(tagListQuery(db, type, q.query, q.orderBy), q, (t) => ({
    ...presentTag(t),
    titles_count: Number(t.titles_count ?? 0),
    created_at: t.created_at,
  }));
}

async function assertFreeName(db: Db, type: TagType, name: string, exceptId?: number) {
  if (type === 'country' && !/^[A-Z]{2}$/.test(name)) throw validationError({ name: ['Must be a two-letter country code.'] });
  let q = db
    .selectFrom('tags')
    .select('id')
    .where('type', '=', type)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
  if (exceptId) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst()) throw validationError({ name: ['A tag with this name already exists.'] });
}

export async function createTag(ctx: Ctx, type: TagType, input: { name: string; display_name?: string | null }) {
  const name = normalizeTagName(type, input.name);
  await assertFreeName(ctx.db, type, name);
  const now = nowIso();
  const tag = await ctx.db
    .insertInto('tags')
    .values({ type, name, display_name: input.display_name ?? null, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  return presentTag(tag);
}

export async function updateTag(ctx: Ctx, type: TagType, id: number, input: { name: string; display_name?: string | null }) {
  if (!(await findTag(ctx.db, type, id))) throw notFound('Tag not found.');
  const name = normalizeTagName(type, input.name);
  await assertFreeName(ctx.db, type, name, id);
  const tag = await ctx.db
    .updateTable('tags')
    .set({ name, display_name: input.display_name ?? null, updated_at: nowIso() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  invalidateAllTitles(ctx.services);
  return presentTag(tag);
}

export async function deleteTags(ctx: Ctx, type: TagType, ids: number[]) {
  if (!ids.length) throw notFound('Tag not found.');
  const result = await ctx.db.deleteFrom('tags').where('type', '=', type).where('id', 'in', ids).executeTakeFirst();
  if (!Number(result.numDeletedRows)) throw notFound('Tag not found.');
  invalidateAllTitles(ctx.services);
}
