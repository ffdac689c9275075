import type { Insertable } from 'kysely';
import type { Db } from '../../../db/database';
import { nowIso } from '../../../db/database';
import type { CreditsTable, EpisodesTable, PeopleTable, TitlesTable } from '../../../db/tables/catalogue';
import { syncTitleTags } from '../tags/tags.queries';
import { recountTitle } from './counts.queries';
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
  const title = await db
    .insertInto('titles')
    .values({
      type: 'movie',
      slug: makeSlug(name),
      release_date: '2020-05-01',
      year: cols.release_date ? Number(cols.release_date.slice(0, 4)) : 2020,
      popularity: 10,
      created_at: now,
      updated_at: now,
      ...cols,
      name,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (genres) await syncTitleTags(db, title.id, 'genre', genres);
  if (keywords) await syncTitleTags(db, title.id, 'keyword', keywords);
  if (countries) await syncTitleTags(db, title.id, 'country', countries);
  return title;
}

export async function createTestPerson(db: Db, overrides: Partial<Insertable<PeopleTable>> = {}) {
  seq += 1;
  const name = overrides.name ?? `Person ${seq}`;
  return db
    .insertInto('people')
    .values({ slug: makeSlug(name), popularity: 5, known_for: 'acting', ...overrides, name })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A season with `episodes` episodes (counts maintained). */
export async function createTestSeason(db: Db, titleId: number, number: number, episodes = 0) {
  const season = await db
    .insertInto('seasons')
    .values({ title_id: titleId, number, name: `Season ${number}`, release_date: `201${number % 10}-01-01` })
    .returningAll()
    .executeTakeFirstOrThrow();
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
  const episode = await db
    .insertInto('episodes')
    .values({
      title_id: season.title_id,
      season_id: season.id,
      season_number: season.number,
      episode_number: overrides.episode_number ?? seq,
      name: `Episode ${seq}`,
      release_date: '2015-01-01',
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await recountTitle(db, season.title_id);
  return episode;
}

export async function createTestCredit(db: Db, values: Partial<Insertable<CreditsTable>> & { person_id: number; title_id: number }) {
  return db
    .insertInto('credits')
    .values({ department: 'cast', character: 'Someone', ...values })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function createTestArticle(db: Db, overrides: { title?: string; body?: string; titleIds?: number[] } = {}) {
  seq += 1;
  const title = overrides.title ?? `News ${seq}`;
  const article = await db
    .insertInto('news_articles')
    .values({ title, slug: makeSlug(title), body: overrides.body ?? '<p>Body</p>' })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (overrides.titleIds?.length) {
    await db
      .insertInto('news_article_titles')
      .values(overrides.titleIds.map((title_id) => ({ news_article_id: article.id, title_id })))
      .execute();
  }
  return article;
}
