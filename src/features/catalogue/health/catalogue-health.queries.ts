import type { ExpressionBuilder } from 'kysely';
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

export const titlesWith = (db: Db, problem: keyof typeof titleProblems) => db.selectFrom('titles').where(titleProblems[problem]);

export const peopleWithoutPhoto = (db: Db) =>
  db.selectFrom('people').where((eb) => eb.or([eb('people.poster', 'is', null), eb(eb.fn('trim', [eb.ref('people.poster')]), '=', '')]));
