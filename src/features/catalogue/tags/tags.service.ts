import type { Db } from '../../../db/database';
import { nowIso } from '../../../db/database';
import type { TagType } from '../../../db/tables/catalogue';
import { notFound, validationError } from '../../../http/errors';
import { type PageParams, paginate } from '../../../http/pagination';
import type { Deps } from '../../../deps';
import type { Services } from '../../../platform/services';
import { cacheTags, invalidateTitles } from '../common/cache';
import { presentTag } from '../common/present';
import { requireTitle } from '../titles/titles.service';
import {
  attachTag,
  deleteTagsOfType,
  detachTag,
  ensureTags,
  findTag,
  insertTag,
  normalizeTagName,
  tagListQuery,
  tagNamed,
  updateTagRow,
} from './tags.queries';

const invalidateAllTitles = (services: Services) => services.cache.invalidate(cacheTags.titles, cacheTags.titlePayloads);

export async function attachTitleTag(deps: Deps, titleId: number, type: TagType, input: { name: string } | { tag_id: number }) {
  await requireTitle(deps.db, titleId);
  const tag = await deps.db.transaction().execute(async (trx) => {
    let tagId: number;
    if ('tag_id' in input) {
      if (!(await findTag(trx, type, input.tag_id))) throw validationError({ tag_id: ['This tag does not exist.'] });
      tagId = input.tag_id;
    } else {
      if (type === 'country' && !/^[A-Za-z]{2}$/.test(input.name)) throw validationError({ name: ['Must be a two-letter country code.'] });
      [tagId] = (await ensureTags(trx, type, [input.name])) as [number];
    }
    await attachTag(trx, titleId, tagId);
    return (await findTag(trx, type, tagId))!;
  });
  invalidateTitles(deps.services.cache, [titleId]);
  return presentTag(tag);
}

export async function detachTitleTag(deps: Deps, titleId: number, type: TagType, tagId: number) {
  await requireTitle(deps.db, titleId);
  if (!(await findTag(deps.db, type, tagId))) throw notFound('Tag not found.');
  await detachTag(deps.db, titleId, tagId);
  invalidateTitles(deps.services.cache, [titleId]);
}

export function listTags(
  { db }: Deps,
  type: TagType,
  q: PageParams & { query?: string; orderBy?: 'name' | 'titles_count' | 'created_at' },
) {
  return paginate(tagListQuery(db, type, q.query, q.orderBy), q, (t) => ({
    ...presentTag(t),
    titles_count: Number(t.titles_count ?? 0),
    created_at: t.created_at,
  }));
}

async function assertFreeName(db: Db, type: TagType, name: string, exceptId?: number) {
  if (type === 'country' && !/^[A-Z]{2}$/.test(name)) throw validationError({ name: ['Must be a two-letter country code.'] });
  if (await tagNamed(db, type, name, exceptId)) throw validationError({ name: ['A tag with this name already exists.'] });
}

export async function createTag(deps: Deps, type: TagType, input: { name: string; display_name?: string | null }) {
  const name = normalizeTagName(type, input.name);
  await assertFreeName(deps.db, type, name);
  const now = nowIso();
  const tag = await insertTag(deps.db, { type, name, display_name: input.display_name ?? null, created_at: now, updated_at: now });
  return presentTag(tag);
}

export async function updateTag(deps: Deps, type: TagType, id: number, input: { name: string; display_name?: string | null }) {
  if (!(await findTag(deps.db, type, id))) throw notFound('Tag not found.');
  const name = normalizeTagName(type, input.name);
  await assertFreeName(deps.db, type, name, id);
  const tag = await updateTagRow(deps.db, id, { name, display_name: input.display_name ?? null, updated_at: nowIso() });
  invalidateAllTitles(deps.services);
  return presentTag(tag);
}

export async function deleteTags(deps: Deps, type: TagType, ids: number[]) {
  if (!ids.length) throw notFound('Tag not found.');
  if (!(await deleteTagsOfType(deps.db, type, ids))) throw notFound('Tag not found.');
  invalidateAllTitles(deps.services);
}
