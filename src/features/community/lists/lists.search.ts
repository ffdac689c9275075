import type { SearchIndexDef } from '../../../platform/search';
import type { SearchType } from '../../search/search.types';
import { presentListWithOwner } from './lists.present';
import { publicListsWithOwners } from './lists.queries';

/** lists_fts (migration 0300) holds public lists only; `load` re-checks, so a list made private is never shown. */
export const listsIndex: SearchIndexDef = {
  table: 'lists',
  fts: 'lists_fts',
  columns: ['name', 'description'],
  where: 'public = 1',
  weights: [10, 2],
  nameColumn: 'name',
};

export const listsSearchType: SearchType = {
  name: 'lists',
  index: listsIndex,
  permission: 'lists.view',
  async load(db, ids) {
    return (await publicListsWithOwners(db, ids)).map(presentListWithOwner);
  },
};
