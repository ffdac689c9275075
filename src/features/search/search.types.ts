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
 * Modules contribute types (FeatureModule.searchTypes): these four from search, lists from community.
 */
export interface SearchType {
  name: string;
  index: SearchIndexDef;
  permission: string;
  load(db: Db, ids: number[], auth: AuthState): Promise<{ id: number }[]>;
}

let types: ReadonlyMap<string, SearchType> = new Map();
/** Set from the app's registry (installRegistry); replaces what was there. */
export function installSearchTypes(registry: ReadonlyMap<string, SearchType>) {
  types = registry;
}
export function searchTypes() {
  return types;
}

export const titlesSearchType: SearchType = {
  name: 'titles',
  index: catalogueIndexes.titles,
  permission: 'titles.view',
  async load(db, ids) {
    const rows = await titlesByIds(db, ids);
    return rows.map((t) => presentTitle(t));
  },
};

export const peopleSearchType: SearchType = {
  name: 'people',
  index: catalogueIndexes.people,
  permission: 'people.view',
  async load(db, ids) {
    const rows = await peopleByIds(db, ids);
    return rows.map((p) => presentPerson(p));
  },
};

export const episodesSearchType: SearchType = {
  name: 'episodes',
  index: catalogueIndexes.episodes,
  permission: 'titles.view',
  async load(db, ids) {
    return (await episodesWithTitleByIds(db, ids)).map(presentEpisodeWithTitle);
  },
};

export const newsSearchType: SearchType = {
  name: 'news',
  index: catalogueIndexes.news,
  permission: 'news.view',
  async load(db, ids) {
    return newsArticlesByIds(db, ids);
  },
};
