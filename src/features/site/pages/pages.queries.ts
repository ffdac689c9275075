import type { Db } from '../../../db/database';
import type { CustomPagePayload } from './pages.schemas';

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
    const like = `%${search.replace(/[%_\\]/g, (m) => `\\${m}`)}%`;
    q = q.where((eb) => eb.or([eb('title', 'like', like), eb('slug', 'like', like)]));
  }
  return q;
}

export function presentPage(r: CustomPageRow): CustomPagePayload {
  let meta: CustomPagePayload['meta'] = {};
  try {
    meta = r.meta ? JSON.parse(r.meta) : {};
  } catch {
    meta = {};
  }
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
