import type { Cache } from '../../../platform/cache';

/** How long hot catalogue reads stay cached; every write invalidates the tags it touches. */
export const CATALOGUE_TTL_MS = 10 * 60_000;

export const cacheTags = {
  titles: 'titles',
  people: 'people',
  news: 'news',
  /** Every cached single-title payload: for changes shared by many titles (tag renames). */
  titlePayloads: 'title-payloads',
  title: (id: number) => `title:${id}`,
  person: (id: number) => `person:${id}`,
  article: (id: number) => `news:${id}`,
};

/** After a title (or its seasons, episodes, credits, tags, images) changed. */
export function invalidateTitles(cache: Cache, ids: number[]) {
  cache.invalidate(cacheTags.titles, cacheTags.news, ...ids.map(cacheTags.title));
}

/** After a person changed: their page, and every title payload that shows them. */
export function invalidatePeople(cache: Cache, ids: number[]) {
  cache.invalidate(cacheTags.people, ...ids.map(cacheTags.person));
}
