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

/** A catalogue type: searched in the index of its name, rows loaded by id and presented one by one. */
function catalogueType<Row>(
  name: keyof typeof catalogueIndexes,
  permission: string,
  byIds: (db: Db, ids: number[]) => Promise<Row[]>,
  present: (row: Row) => { id: number },
): SearchType {
  return { name, index: catalogueIndexes[name], permission, load: async (db, ids) => (await byIds(db, ids)).map(present) };
}

export const titlesSearchType = catalogueType('titles', 'titles.view', titlesByIds, (t) => presentTitle(t));
// a person as GET people lists them (the API's personSummary): updated_at included
export const peopleSearchType = catalogueType('people', 'people.view', peopleByIds, (p) => ({
  ...presentPerson(p),
  updated_at: p.updated_at,
}));
export const episodesSearchType = catalogueType('episodes', 'titles.view', episodesWithTitleByIds, presentEpisodeWithTitle);
export const newsSearchType = catalogueType('news', 'news.view', newsArticlesByIds, (n) => n);
