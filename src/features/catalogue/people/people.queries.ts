import type { Insertable, Updateable } from 'kysely';
import type { Db, Trx } from '../../../db/database';
import type { PeopleTable } from '../../../db/tables/catalogue';
import { creditOwnColumns } from '../credits/credits.queries';
import { catalogueIndexes, searchEngine } from '../../../platform/search';
import type { PersonListQuery } from './people.schemas';

export const personListColumns = [
  'people.id',
  'people.name',
  'people.slug',
  'people.birth_date',
  'people.death_date',
  'people.birth_place',
  'people.gender',
  'people.known_for',
  'people.popularity',
  'people.poster',
  'people.created_at',
  'people.updated_at',
] as const;

/** The filtered, ordered listing of GET people (not yet paginated). */
export function personListQuery(db: Db, q: PersonListQuery) {
  let query = db.selectFrom('people').select(personListColumns);
  if (q.known_for) query = query.where('people.known_for', '=', q.known_for);
  if (q.gender) query = query.where('people.gender', '=', q.gender);
  if (q.query) {
    const matching = searchEngine(db).matchingIds(catalogueIndexes.people, q.query);
    query = matching ? query.where('people.id', 'in', matching as never) : query.where('people.id', '<', 0);
  }
  return query.orderBy(`people.${q.orderBy}`, q.orderDir).orderBy('people.id', q.orderDir);
}

/** Every credit of a person with the title (and season/episode numbers) it belongs to. */
export function creditsOfPerson(db: Db, personId: number) {
  return db
    .selectFrom('credits')
    .innerJoin('titles', 'titles.id', 'credits.title_id')
    .leftJoin('episodes', 'episodes.id', 'credits.episode_id')
    .leftJoin('seasons', 'seasons.id', 'credits.season_id')
    .select([
      ...creditOwnColumns,
      'seasons.number as season_number',
      'episodes.episode_number',
      'episodes.name as episode_name',
      'titles.id as title_id',
      'titles.name as title_name',
      'titles.slug as title_slug',
      'titles.type as title_type',
      'titles.year as title_year',
      'titles.release_date as title_release_date',
      'titles.poster as title_poster',
      'titles.backdrop as title_backdrop',
      'titles.popularity as title_popularity',
      'titles.rating as title_rating',
    ])
    .where('credits.person_id', '=', personId)
    .orderBy('titles.release_date', 'desc')
    .orderBy('credits.id')
    .execute();
}

/** The same listing with each person's number of credits (one subquery, no extra round trips). */
export function personListWithCreditCounts(db: Db, q: PersonListQuery) {
  return personListQuery(db, q).select((eb) =>
    eb.selectFrom('credits').select(eb.fn.countAll<number>().as('n')).whereRef('credits.person_id', '=', 'people.id').as('credits_count'),
  );
}

export function findPerson(db: Db, id: number) {
  return db.selectFrom('people').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Another person holding this TMDB id, if any. */
export function personWithTmdbId(db: Db | Trx, tmdbId: number, exceptId?: number) {
  let q = db.selectFrom('people').select('id').where('tmdb_id', '=', tmdbId);
  if (exceptId) q = q.where('id', '!=', exceptId);
  return q.executeTakeFirst();
}

export function personWithImdbId(db: Db | Trx, imdbId: string) {
  return db.selectFrom('people').select('id').where('imdb_id', '=', imdbId).executeTakeFirst();
}

/** The oldest person with exactly this name. */
export function firstPersonNamed(db: Db | Trx, name: string) {
  return db.selectFrom('people').select('id').where('name', '=', name).orderBy('id').executeTakeFirst();
}

export function insertPerson(trx: Db | Trx, values: Insertable<PeopleTable>) {
  return trx.insertInto('people').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updatePersonRow(trx: Db | Trx, id: number, values: Updateable<PeopleTable>) {
  await trx.updateTable('people').set(values).where('id', '=', id).execute();
}

/** Which of `ids` are people. */
export async function existingPersonIds(db: Db, ids: number[]) {
  return (await db.selectFrom('people').select('id').where('id', 'in', ids).execute()).map((p) => p.id);
}

export async function deletePeopleRows(trx: Db | Trx, ids: number[]) {
  await trx.deleteFrom('people').where('id', 'in', ids).execute();
}

/** People by id with the columns of a search result. */
export function peopleByIds(db: Db, ids: number[]) {
  return db
    .selectFrom('people')
    .select(['id', 'name', 'slug', 'birth_date', 'death_date', 'birth_place', 'gender', 'known_for', 'popularity', 'poster', 'updated_at'])
    .where('id', 'in', ids)
    .execute();
}
