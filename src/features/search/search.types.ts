import type { Db } from '../../db/database';
import { catalogueIndexes, type SearchIndexDef } from '../../platform/search';
import type { AuthState } from '../accounts/auth/auth-state';
import { presentEpisode, presentPerson, presentTitle } from '../catalogue/common/present';
import { titleListColumns } from '../catalogue/titles/titles.queries';

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
    const rows = await db.selectFrom('titles').select(titleListColumns).where('titles.id', 'in', ids).execute();
    return rows.map((t) => presentTitle(t));
  },
};

export const peopleSearchType: SearchType = {
  name: 'people',
  index: catalogueIndexes.people,
  permission: 'people.view',
  async load(db, ids) {
    const rows = await db
      .selectFrom('people')
      .select(['id', 'name', 'slug', 'birth_date', 'death_date', 'birth_place', 'gender', 'known_for', 'popularity', 'poster'])
      .where('id', 'in', ids)
      .execute();
    return rows.map((p) => presentPerson(p));
  },
};

export const episodesSearchType: SearchType = {
  name: 'episodes',
  index: catalogueIndexes.episodes,
  permission: 'titles.view',
  async load(db, ids) {
    const rows = await db
      .selectFrom('episodes')
      .innerJoin('titles', 'titles.id', 'episodes.title_id')
      .selectAll('episodes')
      .select(['titles.name as title_name', 'titles.slug as title_slug', 'titles.poster as title_poster'])
      .where('episodes.id', 'in', ids)
      .execute();
    return rows.map((e) => ({
      ...presentEpisode(e),
      title: { id: e.title_id, name: e.title_name, slug: e.title_slug, poster: e.title_poster },
    }));
  },
};

export const newsSearchType: SearchType = {
  name: 'news',
  index: catalogueIndexes.news,
  permission: 'news.view',
  async load(db, ids) {
    return db.selectFrom('news_articles').select(['id', 'title', 'slug', 'image', 'source', 'created_at']).where('id', 'in', ids).execute();
  },
};
