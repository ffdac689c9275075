import { type SqlBool, sql } from 'kysely';
import type { Db } from '../../../db/database';
import { episodeAt } from '../../catalogue/episodes/episodes.queries';
import { titleHeaderColumns } from '../../catalogue/titles/titles.queries';
import type { VideoRow } from '../videos/videos.queries';

const TITLE_FIELDS = [...titleHeaderColumns, 'language'] as const;
const EPISODE_FIELDS = [
  'id',
  'title_id',
  'season_id',
  'season_number',
  'episode_number',
  'name',
  'description',
  'release_date',
  'runtime',
  'poster',
  'rating',
] as const;

export const watchTitle = (db: Db, id: number) =>
  db.selectFrom('titles').select(TITLE_FIELDS).where('id', '=', id).executeTakeFirstOrThrow();

export const watchEpisode = (db: Db, titleId: number, season: number, episode: number) =>
  episodeAt(db, titleId, season, episode).select(EPISODE_FIELDS).executeTakeFirst();

/** The episode after this one (later in the season, or in a later season). */
/** Rows whose (season, episode), in the columns named, come after the given pair. */
export const laterEpisode = (season: number, episode: number, seasonColumn = 'season_number', episodeColumn = 'episode_number') =>
  sql<SqlBool>`((${sql.ref(seasonColumn)} = ${season} and ${sql.ref(episodeColumn)} > ${episode}) or ${sql.ref(seasonColumn)} > ${season})`;

export const episodeAfter = (db: Db, titleId: number, season: number, episode: number) =>
  db
    .selectFrom('episodes')
    .select(EPISODE_FIELDS)
    .where('title_id', '=', titleId)
    .where(laterEpisode(season, episode))
    .orderBy('season_number')
    .orderBy('episode_number')
    .limit(1)
    .executeTakeFirst();

/** The title's other approved videos, in display order. */
export const approvedVideosBesides = (db: Db, video: Pick<VideoRow, 'id' | 'title_id'>, limit: number) =>
  db
    .selectFrom('videos')
    .selectAll()
    .where('title_id', '=', video.title_id)
    .where('approved', '=', 1)
    .where('id', '!=', video.id)
    .orderBy('order')
    .orderBy('id')
    .limit(limit)
    .execute();

/** The first approved full video of an episode. */
export const fullVideoOfEpisode = (db: Db, titleId: number, season: number, episode: number) =>
  db
    .selectFrom('videos')
    .select('id')
    .where('title_id', '=', titleId)
    .where('season_number', '=', season)
    .where('episode_number', '=', episode)
    .where('approved', '=', 1)
    .where('category', '=', 'full')
    .orderBy('order')
    .limit(1)
    .executeTakeFirst();
