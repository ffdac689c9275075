import { containsText } from '../../../db/dialect';
import { type Insertable, sql, type Updateable } from 'kysely';
import type { Db, Trx } from '../../../db/database';
import { nowIso } from '../../../db/database';
import type { TagsTable, TagType } from '../../../db/tables/catalogue';

/** Normalised stored name: countries are upper-case ISO codes, other tags keep their casing. */
export const normalizeTagName = (type: TagType, name: string) =>
  type === 'country' ? name.trim().toUpperCase() : name.trim().replace(/\s+/g, ' ');

/** Finds or creates tags of `type` by name (case-insensitive), returning their ids in input order. */
export async function ensureTags(trx: Db | Trx, type: TagType, names: string[]) {
  const wanted = [
    ...new Map(
      names
        .map((n) => normalizeTagName(type, n))
        .filter(Boolean)
        .map((n) => [n.toLowerCase(), n]),
    ).values(),
  ];
  if (!wanted.length) return [];
  const existing = await trx
    .selectFrom('tags')
    .select(['id', 'name'])
    .where('type', '=', type)
    .where((eb) =>
      eb(
        eb.fn('lower', ['name']),
        'in',
        wanted.map((n) => n.toLowerCase()),
      ),
    )
    .execute();
  const byName = new Map(existing.map((t) => [t.name.toLowerCase(), t.id]));
  const missing = wanted.filter((n) => !byName.has(n.toLowerCase()));
  if (missing.length) {
    const now = nowIso();
    const created = await trx
      .insertInto('tags')
      .values(missing.map((name) => ({ type, name, created_at: now, updated_at: now })))
      .returning(['id', 'name'])
      .execute();
    for (const t of created) byName.set(t.name.toLowerCase(), t.id);
  }
  return wanted.map((n) => byName.get(n.toLowerCase())!);
}

/** Replaces a title's tags of one type with exactly `names`. */
export async function syncTitleTags(trx: Db | Trx, titleId: number, type: TagType, names: string[]) {
  const ids = await ensureTags(trx, type, names);
  await detachTitleTagsOfType(trx, titleId, type);
  await addTitleTags(trx, titleId, ids);
}

/** Removes every tag of one type from a title. */
export async function detachTitleTagsOfType(trx: Db | Trx, titleId: number, type: TagType) {
  await trx
    .deleteFrom('title_tag')
    .where('title_id', '=', titleId)
    .where('tag_id', 'in', (eb) => eb.selectFrom('tags').select('id').where('type', '=', type))
    .execute();
}

/** Links tags to a title that has none of them yet. */
export async function addTitleTags(trx: Db | Trx, titleId: number, tagIds: number[]) {
  if (tagIds.length)
    await trx
      .insertInto('title_tag')
      .values(tagIds.map((tag_id) => ({ title_id: titleId, tag_id })))
      .execute();
}

/** Links one tag to a title (nothing happens when it already is). */
export async function attachTag(trx: Db | Trx, titleId: number, tagId: number) {
  await trx
    .insertInto('title_tag')
    .values({ title_id: titleId, tag_id: tagId })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function detachTag(db: Db, titleId: number, tagId: number) {
  await db.deleteFrom('title_tag').where('title_id', '=', titleId).where('tag_id', '=', tagId).execute();
}

/** Another tag of this type with this name (case-insensitive), if any. */
export function tagNamed(db: Db, type: TagType, name: string, exceptId?: number) {
  let q = db
    .selectFrom('tags')
    .select('id')
    .where('type', '=', type)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
  if (exceptId) q = q.where('id', '!=', exceptId);
  return q.executeTakeFirst();
}

export function insertTag(db: Db, values: Insertable<TagsTable>) {
  return db.insertInto('tags').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateTagRow(db: Db, id: number, values: Updateable<TagsTable>) {
  return db.updateTable('tags').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/** Deletes the tags of one type among `ids`; returns how many went. */
export async function deleteTagsOfType(db: Db, type: TagType, ids: number[]) {
  const result = await db.deleteFrom('tags').where('type', '=', type).where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export function findTag(db: Db | Trx, type: TagType, id: number) {
  return db.selectFrom('tags').selectAll().where('type', '=', type).where('id', '=', id).executeTakeFirst();
}

export function tagListQuery(db: Db, type: TagType, query?: string, orderBy: 'name' | 'titles_count' | 'created_at' = 'name') {
  let q = db
    .selectFrom('tags')
    .select(['tags.id', 'tags.type', 'tags.name', 'tags.display_name', 'tags.created_at', 'tags.updated_at'])
    .select((eb) =>
      eb.selectFrom('title_tag').select(eb.fn.countAll<number>().as('n')).whereRef('title_tag.tag_id', '=', 'tags.id').as('titles_count'),
    )
    .where('tags.type', '=', type);
  if (query) q = q.where(containsText(sql.ref('tags.name'), query));
  if (orderBy === 'titles_count') q = q.orderBy(sql`titles_count`, 'desc');
  if (orderBy === 'created_at') q = q.orderBy('tags.id', 'desc');
  return q.orderBy('tags.name').orderBy('tags.id');
}
