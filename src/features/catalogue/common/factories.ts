import type { Insertable } from 'kysely';
import type { Db } from '../../../db/database';
import { nowIso } from '../../../db/database';
import type { CreditsTable, EpisodesTable, PeopleTable, TitlesTable } from '../../../db/tables/catalogue';
import { insertCredit } from '../credits/credits.queries';
import { insertEpisode } from '../episodes/episodes.queries';
import { insertPerson } from '../people/people.queries';
import { insertSeason } from '../seasons/seasons.queries';
import { syncTitleTags } from '../tags/tags.queries';
import { insertTitle } from '../titles/titles.queries';
import { recountTitle } from './counts.queries';
import { insertNewsArticle, linkNewsToTitles } from './news-links.queries';
import { makeSlug } from './slug';

// Test and seed factories for the catalogue: straight inserts with sensible defaults.

let seq = 0;

export async function createTestTitle(
  db: Db,
  overrides: Partial<Insertable<TitlesTable>> & { genres?: string[]; keywords?: string[]; countries?: string[] } = {},
) {
  seq += 1;
  const { genres, keywords, countries, ...cols } = overrides;
  const name = cols.name ?? `Title ${seq}`;
  const now = nowIso();
  const title = await insertTitle(db, {
    type: 'movie',
    slug: makeSlug(name),
    release_date: '2020-05-01',
    year: cols.release_date ? Number(cols.release_date.slice(0, 4)) : 2020,
    popularity: 10,
    created_at: now,
    updated_at: now,
    ...cols,
    name,
  });
  if (genres) await syncTitleTags(db, title.id, 'genre', genres);
  if (keywords) await syncTitleTags(db, title.id, 'keyword', keywords);
  if (countries) await syncTitleTags(db, title.id, 'country', countries);
  return title;
}

export async function createTestPerson(db: Db, overrides: Partial<Insertable<PeopleTable>> = {}) {
  seq += 1;
  const name = overrides.name ?? `Person ${seq}`;
  return insertPerson(db, { slug: makeSlug(name), popularity: 5, known_for: 'acting', ...overrides, name });
}

/** A season with `episodes` episodes (counts maintained). */
export async function createTestSeason(db: Db, titleId: number, number: number, episodes = 0) {
  const season = await insertSeason(db, { title_id: titleId, number, name: `Season ${number}`, release_date: `201${number % 10}-01-01` });
  for (let e = 1; e <= episodes; e++) await createTestEpisode(db, season, { episode_number: e });
  await recountTitle(db, titleId);
  return season;
}

export async function createTestEpisode(
  db: Db,
  season: { id: number; title_id: number; number: number },
  overrides: Partial<Insertable<EpisodesTable>> = {},
) {
  seq += 1;
  const episode = await insertEpisode(db, {
    title_id: season.title_id,
    season_id: season.id,
    season_number: season.number,
    episode_number: overrides.episode_number ?? seq,
    name: `Episode ${seq}`,
    release_date: '2015-01-01',
    ...overrides,
  });
  await recountTitle(db, season.title_id);
  return episode;
}

export async function createTestCredit(db: Db, values: Partial<Insertable<CreditsTable>> & { person_id: number; title_id: number }) {
  return insertCredit(db, { department: 'cast', character: 'Someone', ...values });
}

export async function createTestArticle(db: Db, overrides: { title?: string; body?: string; titleIds?: number[] } = {}) {
  seq += 1;
  const title = overrides.title ?? `News ${seq}`;
  const article = await insertNewsArticle(db, { title, slug: makeSlug(title), body: overrides.body ?? '<p>Body</p>' });
  if (overrides.titleIds?.length) await linkNewsToTitles(db, article.id, overrides.titleIds);
  return article;
}
