import { createRouter } from '../../../http/app-env';
import { requirePermission } from '../../../http/guard';
import { responds } from '../../../http/responds';
import { paginate } from '../../../http/pagination';
import { validate } from '../../../http/validate';
import type { Db } from '../../../db/database';
import { presentFileEntry, type FileEntryRow } from './file-entries.present';
import { adminFileEntriesQuery } from './file-entries.queries';
import { type FileEntriesListQuery, fileEntriesListQuery, fileEntryPage } from './uploads.schemas';

// GET file-entries: the admin Files screen (files.update). Entries marked deleted are left out.

export async function listFileEntries(db: Db, q: FileEntriesListQuery) {
  return paginate(adminFileEntriesQuery(db, q), q, (row) => {
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
  responds(fileEntryPage),
  async (c) => c.json({ pagination: await listFileEntries(c.var.db, c.req.valid('query')) }),
);
