import type { Db } from '../../db/database';
import { catalogueIndexes, type SearchIndexDef } from '../../platform/search';
import type { AuthState } from '../accounts/auth/auth-state';
import { presentEpisodeWithTitle, presentPerson, presentTitle } from '../catalogue/common/present';
import { episodesWithTitleByIds } from '../catalogue/episodes/episodes.queries';
import { peopleByIds } from '../catalogue/people/people.queries';
import { titlesByIds } from '../catalogue/titles/titles.queries';
import { newsArticlesByIds } from './search.queries';

/**
 * A searchable type: its index and how to load result rows by id (in one query). `load` may drop
 * rows the viewer must not see (private lists); the order of `ids` is kept by the caller.
 * Other features add a type with registerSearchType (lists do, with their own FTS table).
 */
export interface SearchType {
  name: string;
  index: SearchIndexDef;
  permission: string;
  load(db: Db, ids: number[], auth: AuthState): Promise<{ id: number }[]>;
}

const types = new Map<string, SearchType>();
export function registerSearchType(type: SearchType) {
  types.set(type.name, type);
}
export function searchTypes() {
  return types;
}

registerSearchType({
  name: 'titles',
  index: catalogueIndexes.titles,
  permission: 'titles.view',
  async load(db, ids) {
    const rows = await titlesByIds(db, ids);
    return rows.map((t) => presentTitle(t));
  },
});

registerSearchType({
  name: 'people',
  index: catalogueIndexes.people,
  permission: 'people.view',
  async load(db, ids) {
    const rows = await peopleByIds(db, ids);
    return rows.map((p) => presentPerson(p));
  },
});

registerSearchType({
  name: 'episodes',
  index: catalogueIndexes.episodes,
  permission: 'titles.view',
  async load(db, ids) {
    return (await episodesWithTitleByIds(db, ids)).map(presentEpisodeWithTitle);
  },
});

registerSearchType({
  name: 'news',
  index: catalogueIndexes.news,
  permission: 'news.view',
  async load(db, ids) {
    return newsArticlesByIds(db, ids);
  },
});
