import { type ExpressionBuilder, sql } from 'kysely';
import type { Db, Trx } from '../../../db/database';

// The playable rule in SQL. A video makes its episode or title watchable when it is a full feature
// ('full'), approved and processed ('ready'); an episode or title is playable once such a video
// exists and its own date (`release_date`, 'YYYY-MM-DD', compared in UTC) has been reached or is
// unknown. Who may play it is not part of the rule: every follower hears of it, and one whose plan
// does not include videos.play is offered the plans by the watch page the notification opens.

type Reader = Db | Trx;

const isReached = (column: 'e.release_date' | 'ev.release_date' | 't.release_date', today: string) => (eb: ExpressionBuilder<any, any>) =>
  eb.or([eb(column, 'is', null), eb(column, '<=', today)]);

/** Full, approved, ready videos (alias `v`) with the episode they belong to, if any (alias `ev`). */
function watchableVideos(db: Reader, today: string) {
  return db
    .selectFrom('videos as v')
    .leftJoin('episodes as ev', 'ev.id', 'v.episode_id')
    .where('v.category', '=', 'full')
    .where('v.approved', '=', 1)
    .where('v.status', '=', 'ready')
    .where(isReached('ev.release_date', today));
}

export interface PlayableEpisode {
  id: number;
  title_id: number;
  season_number: number;
  episode_number: number;
  name: string;
  title_name: string;
  title_poster: string | null;
  video_id: number;
}

/** Playable episodes never announced (of the given titles, or all), in airing order per series. */
export async function unannouncedEpisodes(db: Reader, today: string, titleIds?: number[]): Promise<PlayableEpisode[]> {
  let query = db
    .selectFrom('episodes as e')
    .innerJoin('titles as t', 't.id', 'e.title_id')
    .select(['e.id', 'e.title_id', 'e.season_number', 'e.episode_number', 'e.name', 't.name as title_name', 't.poster as title_poster'])
    .select((eb) =>
      watchableVideos(db, today)
        .select('v.id')
        .whereRef('v.episode_id', '=', eb.ref('e.id'))
        .orderBy('v.order')
        .orderBy('v.id')
        .limit(1)
        .as('video_id'),
    )
    .where('e.id', 'in', watchableVideos(db, today).select('ev.id').where('ev.id', 'is not', null))
    .where(isReached('e.release_date', today))
    .where((eb) => eb.not(eb.exists(eb.selectFrom('announced_episodes as a').select('a.episode_id').whereRef('a.episode_id', '=', 'e.id'))))
    .orderBy('e.title_id')
    .orderBy('e.season_number')
    .orderBy('e.episode_number');
  if (titleIds) query = query.where('e.title_id', 'in', titleIds);
  const rows = await query.execute();
  return rows.map((r) => ({ ...r, video_id: Number(r.video_id) }));
}

export interface PlayableTitle {
  id: number;
  name: string;
  poster: string | null;
  video_id: number;
}

/**
 * Playable titles never announced: released (or undated) with a watchable video of their own or
 * of an aired episode. The video to open is the title's own, else the earliest episode's.
 */
export async function unannouncedTitles(db: Reader, today: string, titleIds?: number[]): Promise<PlayableTitle[]> {
  let query = db
    .selectFrom('titles as t')
    .select(['t.id', 't.name', 't.poster'])
    .select((eb) =>
      watchableVideos(db, today)
        .select('v.id')
        .whereRef('v.title_id', '=', eb.ref('t.id'))
        .orderBy(sql`case when v.episode_id is null then 0 else 1 end`)
        .orderBy('ev.season_number')
        .orderBy('ev.episode_number')
        .orderBy('v.order')
        .orderBy('v.id')
        .limit(1)
        .as('video_id'),
    )
    .where('t.id', 'in', watchableVideos(db, today).select('v.title_id'))
    .where(isReached('t.release_date', today))
    .where((eb) => eb.not(eb.exists(eb.selectFrom('announced_titles as a').select('a.title_id').whereRef('a.title_id', '=', 't.id'))))
    .orderBy('t.id');
  if (titleIds) query = query.where('t.id', 'in', titleIds);
  const rows = await query.execute();
  return rows.map((r) => ({ ...r, video_id: Number(r.video_id) }));
}

export interface NewPersonTitle {
  person_id: number;
  person_name: string;
  person_poster: string | null;
  title_id: number;
  title_name: string;
  title_slug: string;
  title_type: string;
  title_year: number | null;
  title_poster: string | null;
}

/**
 * Credits linking a followed person to a title added to the catalogue since `since`, whose pair
 * was never announced. People nobody follows are skipped (a big import creates no empty events).
 */
export function unannouncedPersonTitles(db: Reader, since: string, titleIds?: number[]): Promise<NewPersonTitle[]> {
  let query = db
    .selectFrom('credits as c')
    .innerJoin('titles as t', 't.id', 'c.title_id')
    .innerJoin('people as p', 'p.id', 'c.person_id')
    .select([
      'c.person_id',
      'p.name as person_name',
      'p.poster as person_poster',
      'c.title_id',
      't.name as title_name',
      't.slug as title_slug',
      't.type as title_type',
      't.year as title_year',
      't.poster as title_poster',
    ])
    .distinct()
    .where('t.created_at', '>=', since)
    .where((eb) => eb.exists(eb.selectFrom('content_follows as f').select('f.id').whereRef('f.person_id', '=', 'c.person_id')))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('announced_person_titles as a')
            .select('a.person_id')
            .whereRef('a.person_id', '=', 'c.person_id')
            .whereRef('a.title_id', '=', 'c.title_id'),
        ),
      ),
    )
    .orderBy('c.title_id')
    .orderBy('c.person_id');
  if (titleIds) query = query.where('c.title_id', 'in', titleIds);
  return query.execute();
}

// Recording an announcement is how it is claimed: of concurrent runs, only the one whose insert
// went in publishes (the others' rows conflict and come back empty).

const CHUNK = 500;
async function inChunks<T, R>(items: T[], run: (chunk: T[]) => Promise<R[]>) {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(...(await run(items.slice(i, i + CHUNK))));
  return out;
}

export async function claimEpisodes(trx: Trx, ids: number[], now: string) {
  const rows = await inChunks(ids, (chunk) =>
    trx
      .insertInto('announced_episodes')
      .values(chunk.map((episode_id) => ({ episode_id, created_at: now })))
      .onConflict((oc) => oc.column('episode_id').doNothing())
      .returning('episode_id')
      .execute(),
  );
  return new Set(rows.map((r) => r.episode_id));
}

export async function claimTitles(trx: Trx, ids: number[], now: string) {
  const rows = await inChunks(ids, (chunk) =>
    trx
      .insertInto('announced_titles')
      .values(chunk.map((title_id) => ({ title_id, created_at: now })))
      .onConflict((oc) => oc.column('title_id').doNothing())
      .returning('title_id')
      .execute(),
  );
  return new Set(rows.map((r) => r.title_id));
}

export async function claimPersonTitles(trx: Trx, pairs: { person_id: number; title_id: number }[], now: string) {
  const rows = await inChunks(pairs, (chunk) =>
    trx
      .insertInto('announced_person_titles')
      .values(chunk.map((p) => ({ person_id: p.person_id, title_id: p.title_id, created_at: now })))
      .onConflict((oc) => oc.columns(['person_id', 'title_id']).doNothing())
      .returning(['person_id', 'title_id'])
      .execute(),
  );
  return new Set(rows.map((r) => `${r.person_id}:${r.title_id}`));
}
