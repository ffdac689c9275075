import { sql } from 'kysely';
import { z } from 'zod';
import { createRouter } from '../../../http/app-env';
import { requirePermission } from '../../../http/guard';
import { paginate, pageQuery } from '../../../http/pagination';
import { validate } from '../../../http/validate';
import type { Db } from '../../../db/database';
import { presentFileEntry, type FileEntryRow } from './file-entries.present';

// GET file-entries: the admin Files screen (files.update). Entries marked deleted are left out.

export const fileEntriesListQuery = pageQuery.extend({
  query: z.string().trim().max(200).optional(),
  /** image, video, or other (neither). */
  type: z.enum(['image', 'video', 'other']).optional(),
  userId: z.coerce.number().int().positive().optional(),
  orderBy: z.enum(['created_at', 'file_size', 'name']).default('created_at'),
  orderDir: z.enum(['asc', 'desc']).default('desc'),
});
export type FileEntriesListQuery = z.infer<typeof fileEntriesListQuery>;

const likeOf = (text: string) => `%${text.replace(/[%_\\]/g, (m) => `\\${m}`)}%`;

export async function listFileEntries(db: Db, q: FileEntriesListQuery) {
  let query = db
    .selectFrom('file_entries')
    .leftJoin('users', 'users.id', 'file_entries.user_id')
    .selectAll('file_entries')
    .select(['users.name as owner_name', 'users.email as owner_email', 'users.image as owner_image'])
    .where('file_entries.deleted_at', 'is', null);
  if (q.query) query = query.where(sql<boolean>`file_entries.name like ${likeOf(q.query)} escape '\\'`);
  if (q.type === 'image') query = query.where('file_entries.mime', 'like', 'image/%');
  else if (q.type === 'video') query = query.where('file_entries.mime', 'like', 'video/%');
  else if (q.type === 'other')
    query = query.where('file_entries.mime', 'not like', 'image/%').where('file_entries.mime', 'not like', 'video/%');
  if (q.userId) query = query.where('file_entries.user_id', '=', q.userId);
  const ordered = query.orderBy(`file_entries.${q.orderBy}`, q.orderDir).orderBy('file_entries.id', q.orderDir);
  return paginate(ordered, q, (row) => {
    const r = row as FileEntryRow & { owner_name: string | null; owner_email: string | null; owner_image: string | null };
    return {
      ...presentFileEntry(r),
      owner:
        r.user_id === null || r.owner_email === null
          ? null
          : { id: r.user_id, name: r.owner_name || r.owner_email, email: r.owner_email, image: r.owner_image },
    };
  });
}

export const fileEntriesAdminRoutes = createRouter().get(
  '/',
  requirePermission('files.update'),
  validate('query', fileEntriesListQuery),
  async (c) => c.json({ pagination: await listFileEntries(c.var.db, c.req.valid('query')) }),
);
