import { containsText } from '../../../db/dialect';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Database, Db } from '../../../db/database';
import type { CatalogueProblem } from './catalogue-health.schemas';

// One WHERE per problem, shared by the counts and the lists so the two always agree.
// "Missing" text or image = NULL or blank.

type TitleEb = ExpressionBuilder<Database, 'titles'>;
const blank = (eb: TitleEb, column: 'titles.poster' | 'titles.description') =>
  eb.or([eb(column, 'is', null), eb(eb.fn('trim', [eb.ref(column)]), '=', '')]);

export const titleProblems: Record<Exclude<CatalogueProblem, 'person_no_photo'>, (eb: TitleEb) => ReturnType<TitleEb['and']>> = {
  no_poster: (eb) => eb.and([blank(eb, 'titles.poster')]),
  no_description: (eb) => eb.and([blank(eb, 'titles.description')]),
  no_videos: (eb) => eb.and([eb.not(eb.exists(eb.selectFrom('videos').select('videos.id').whereRef('videos.title_id', '=', 'titles.id')))]),
  series_no_seasons: (eb) =>
    eb.and([
      eb('titles.type', '=', 'series'),
      eb.not(eb.exists(eb.selectFrom('seasons').select('seasons.id').whereRef('seasons.title_id', '=', 'titles.id'))),
    ]),
  series_no_episodes: (eb) =>
    eb.and([
      eb('titles.type', '=', 'series'),
      eb.not(eb.exists(eb.selectFrom('episodes').select('episodes.id').whereRef('episodes.title_id', '=', 'titles.id'))),
    ]),
};

const titlesWith = (db: Db, problem: keyof typeof titleProblems) => db.selectFrom('titles').where(titleProblems[problem]);

const peopleWithoutPhoto = (db: Db) =>
  db.selectFrom('people').where((eb) => eb.or([eb('people.poster', 'is', null), eb(eb.fn('trim', [eb.ref('people.poster')]), '=', '')]));

/** How many titles (or people) have a problem. */
export async function countWithProblem(db: Db, problem: CatalogueProblem) {
  const row =
    problem === 'person_no_photo'
      ? await peopleWithoutPhoto(db)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      : await titlesWith(db, problem)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** People without a photo, names matching `query`, most recently changed first (not yet paginated). */
export function peopleWithoutPhotoList(db: Db, query?: string) {
  let q = peopleWithoutPhoto(db).select(['id', 'name', 'poster', 'updated_at']);
  if (query) q = q.where(containsText(sql.ref('people.name'), query));
  return q.orderBy('updated_at', 'desc').orderBy('id', 'desc');
}

/** Titles with a problem, names matching `query`, most recently changed first (not yet paginated). */
export function titlesWithProblemList(db: Db, problem: keyof typeof titleProblems, query?: string, type?: 'movie' | 'series') {
  let q = titlesWith(db, problem).select(['titles.id', 'titles.name', 'titles.type', 'titles.year', 'titles.poster', 'titles.updated_at']);
  if (query) q = q.where(containsText(sql.ref('titles.name'), query));
  if (type) q = q.where('titles.type', '=', type);
  return q.orderBy('titles.updated_at', 'desc').orderBy('titles.id', 'desc');
}
