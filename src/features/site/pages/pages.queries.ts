import { containsText } from '../../../db/dialect';
import { type Insertable, type Updateable, sql } from 'kysely';
import type { Db } from '../../../db/database';
import type { CustomPagesTable } from '../../../db/tables/core';
import type { CustomPagePayload } from './pages.schemas';
import { parseJsonOr } from '../../../platform/json';

export type CustomPageRow = NonNullable<Awaited<ReturnType<typeof findPageById>>>;

export async function findPageById(db: Db, id: number) {
  return db.selectFrom('custom_pages').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findPageBySlug(db: Db, slug: string) {
  return db.selectFrom('custom_pages').selectAll().where('slug', '=', slug).executeTakeFirst();
}

export async function slugTaken(db: Db, slug: string, exceptId: number | null) {
  let q = db.selectFrom('custom_pages').select('id').where('slug', '=', slug);
  if (exceptId !== null) q = q.where('id', '!=', exceptId);
  return !!(await q.executeTakeFirst());
}

export function pageListQuery(db: Db, search?: string) {
  let q = db.selectFrom('custom_pages').selectAll();
  if (search) {
    q = q.where((eb) => eb.or([containsText(sql.ref('title'), search), containsText(sql.ref('slug'), search)]));
  }
  return q;
}

export async function insertPages(db: Db, values: Insertable<CustomPagesTable>[]) {
  return db.insertInto('custom_pages').values(values).returning('id').execute();
}

export function updatePageRow(db: Db, id: number, changes: Updateable<CustomPagesTable>) {
  return db.updateTable('custom_pages').set(changes).where('id', '=', id).execute();
}

/** How many of the listed pages were deleted. */
export async function deletePageRows(db: Db, ids: number[]) {
  const result = await db.deleteFrom('custom_pages').where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function hasAnyPage(db: Db) {
  return !!(await db.selectFrom('custom_pages').select('id').executeTakeFirst());
}

/** The e-mail of the first (lowest id) not banned user holding a role. */
export async function firstActiveEmailWithRole(db: Db, roleId: number) {
  const row = await db
    .selectFrom('users')
    .innerJoin('user_roles', 'user_roles.user_id', 'users.id')
    .select('users.email')
    .where('user_roles.role_id', '=', roleId)
    .where('users.banned_at', 'is', null)
    .orderBy('users.id')
    .executeTakeFirst();
  return row?.email ?? null;
}

export function presentPage(r: CustomPageRow): CustomPagePayload {
  const meta = parseJsonOr<CustomPagePayload['meta']>(r.meta, {});
  return {
    id: r.id,
    title: r.title,
    slug: r.slug,
    body: r.body,
    meta,
    hide_nav: !!r.hide_nav,
    user_id: r.user_id,
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}
