import type { SearchIndexDef } from '../../../platform/search';
import type { SearchType } from '../../search/search.types';
import { presentList } from './lists.queries';

/** lists_fts (migration 0300) holds public lists only; `load` re-checks, so a list made private is never shown. */
export const listsIndex: SearchIndexDef = { table: 'lists', fts: 'lists_fts', weights: [10, 2], nameColumn: 'name' };

export const listsSearchType: SearchType = {
  name: 'lists',
  index: listsIndex,
  permission: 'lists.view',
  async load(db, ids) {
    const rows = await db
      .selectFrom('lists')
      .innerJoin('users', 'users.id', 'lists.user_id')
      .selectAll('lists')
      .select(['users.name as owner_name', 'users.image as owner_image'])
      .where('lists.id', 'in', ids)
      .where('lists.public', '=', 1)
      .execute();
    return rows.map((r) => presentList(r, { id: r.user_id, name: r.owner_name, image: r.owner_image }));
  },
};
