import type { SelectQueryBuilder } from 'kysely';
import type { Db, Trx } from '../../../db/database';

// Reads shared by the community features: the catalogue rows they point at and the users they show.

const catalogueTable = { title: 'titles', person: 'people', episode: 'episodes', news: 'news_articles' } as const;
export type CatalogueItemType = keyof typeof catalogueTable;

/** Whether a catalogue row exists (titles, people, episodes, news articles). */
export async function catalogueItemExists(db: Db | Trx, type: CatalogueItemType, id: number) {
  const row = await db.selectFrom(catalogueTable[type]).select('id').where('id', '=', id).executeTakeFirst();
  return !!row;
}

/** What the community pages show of a user: id, name and avatar (never the e-mail address). */
export function userCardsByIds(db: Db | Trx, ids: number[]) {
  return db.selectFrom('users').select(['id', 'name', 'image']).where('id', 'in', ids).execute();
}

export function userCard(db: Db | Trx, id: number) {
  return db.selectFrom('users').select(['id', 'name', 'image']).where('id', '=', id).executeTakeFirstOrThrow();
}

export function peopleByIds(db: Db | Trx, ids: number[]) {
  return db
    .selectFrom('people')
    .select(['id', 'name', 'slug', 'birth_date', 'death_date', 'birth_place', 'gender', 'known_for', 'popularity', 'poster'])
    .where('id', 'in', ids)
    .execute();
}

export function episodesByIds(db: Db | Trx, ids: number[]) {
  return db.selectFrom('episodes').selectAll().where('id', 'in', ids).execute();
}

/** A title's name and slug, for a link to its page. */
export function titleLinkRow(db: Db | Trx, id: number) {
  return db.selectFrom('titles').select(['id', 'name', 'slug']).where('id', '=', id).executeTakeFirst();
}

/** An episode with its series' name and slug, for a link to its page. */
export function episodeLinkRow(db: Db | Trx, id: number) {
  return db
    .selectFrom('episodes')
    .innerJoin('titles', 'titles.id', 'episodes.title_id')
    .select(['titles.id', 'titles.name', 'titles.slug', 'episodes.season_number', 'episodes.episode_number'])
    .where('episodes.id', '=', id)
    .executeTakeFirst();
}

export function newsLinkRow(db: Db | Trx, id: number) {
  return db.selectFrom('news_articles').select(['id', 'title as name']).where('id', '=', id).executeTakeFirst();
}

export function listLinkRow(db: Db | Trx, id: number) {
  return db.selectFrom('lists').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

/** How many rows `query` (a selectFrom with its joins and filters, nothing selected yet) matches. */
export async function countRows<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>) {
  const counted = (query as unknown as SelectQueryBuilder<any, any, any>).select((eb) => eb.fn.countAll<number>().as('n'));
  const row = (await counted.executeTakeFirst()) as { n: number | string | bigint } | undefined;
  return Number(row?.n ?? 0);
}
