import type { Db, Trx } from '../../../db/database';
import { nowIso } from '../../../db/database';
import { notFound, validationError } from '../../../http/errors';
import type { Services } from '../../../platform/services';
import { CATALOGUE_TTL_MS, cacheTags, invalidateTitles } from '../common/cache';
import { recountTitle } from '../common/counts';
import { type CreditRow, groupByDepartment, presentCredit, presentEpisode, presentSeason } from '../common/present';
import { creditsOf } from '../seasons/seasons.queries';
import { requireSeason, titleSummary } from '../seasons/seasons.service';
import { requireTitle } from '../titles/titles.service';
import type { CreateEpisodeInput, UpdateEpisodeInput } from './episodes.schemas';

type Ctx = { db: Db; services: Services };

function findEpisode(db: Db | Trx, titleId: number, season: number, episode: number) {
  return db
    .selectFrom('episodes')
    .selectAll()
    .where('title_id', '=', titleId)
    .where('season_number', '=', season)
    .where('episode_number', '=', episode)
    .executeTakeFirst();
}

async function requireEpisode(db: Db, titleId: number, season: number, episode: number) {
  const row = await findEpisode(db, titleId, season, episode);
  if (!row) throw notFound('Episode not found.');
  return row;
}

/** The episode before and after in airing order, across season boundaries (one query). */
async function neighbours(db: Db, e: { title_id: number; season_number: number; episode_number: number }) {
  const rows = await db
    .selectFrom('episodes')
    .selectAll()
    .where('title_id', '=', e.title_id)
    .where((eb) =>
      eb.or([
        eb.and([eb('season_number', '=', e.season_number), eb('episode_number', 'in', [e.episode_number - 1, e.episode_number + 1])]),
        eb('season_number', 'in', [e.season_number - 1, e.season_number + 1]),
      ]),
    )
    .orderBy('season_number')
    .orderBy('episode_number')
    .execute();
  const key = (r: { season_number: number; episode_number: number }) => r.season_number * 1e6 + r.episode_number;
  const self = key(e);
  const before = rows.filter((r) => key(r) < self);
  const after = rows.filter((r) => key(r) > self);
  return { previous: before.at(-1) ?? null, next: after[0] ?? null };
}

/** Episode page: title, season, episode, credits, previous/next (5 queries). */
export async function showEpisode({ db, services }: Ctx, titleId: number, season: number, episode: number) {
  const key = `title:${titleId}:episode:${season}:${episode}`;
  const hit = services.cache.get<Record<string, unknown>>(key);
  if (hit) return hit;
  const title = await requireTitle(db, titleId);
  const seasonRow = await requireSeason(db, titleId, season);
  const row = await requireEpisode(db, titleId, season, episode);
  const [credits, around] = await Promise.all([creditsOf(db, { episodeId: row.id }), neighbours(db, row)]);
  const payload = {
    title: titleSummary(title),
    season: presentSeason(seasonRow),
    episode: { ...presentEpisode(row), credits: groupByDepartment(credits.map((c) => presentCredit(c as CreditRow))) },
    previous: around.previous && presentEpisode(around.previous),
    next: around.next && presentEpisode(around.next),
  };
  services.cache.set(key, payload, CATALOGUE_TTL_MS, [cacheTags.title(titleId), ...credits.map((c) => cacheTags.person(c.person_id))]);
  return payload;
}

export async function createEpisode(ctx: Ctx, titleId: number, seasonNumber: number, input: CreateEpisodeInput) {
  const season = await requireSeason(ctx.db, titleId, seasonNumber);
  const row = await ctx.db.transaction().execute(async (trx) => {
    let number = input.episode_number;
    if (number === undefined) {
      const max = await trx
        .selectFrom('episodes')
        .select((eb) => eb.fn.max('episode_number').as('n'))
        .where('season_id', '=', season.id)
        .executeTakeFirst();
      number = Number(max?.n ?? 0) + 1;
    } else if (await findEpisode(trx, titleId, seasonNumber, number)) {
      throw validationError({ episode_number: [`Episode ${number} already exists in season ${seasonNumber}.`] });
    }
    const now = nowIso();
    const inserted = await trx
      .insertInto('episodes')
      .values({
        ...input,
        episode_number: number,
        title_id: titleId,
        season_id: season.id,
        season_number: seasonNumber,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recountTitle(trx, titleId);
    return inserted;
  });
  invalidateTitles(ctx.services.cache, [titleId]);
  return presentEpisode(row);
}

export async function updateEpisode(ctx: Ctx, titleId: number, season: number, episode: number, input: UpdateEpisodeInput) {
  const existing = await requireEpisode(ctx.db, titleId, season, episode);
  const row = await ctx.db.transaction().execute(async (trx) => {
    if (
      input.episode_number !== undefined &&
      input.episode_number !== episode &&
      (await findEpisode(trx, titleId, season, input.episode_number))
    ) {
      throw validationError({ episode_number: [`Episode ${input.episode_number} already exists in season ${season}.`] });
    }
    return trx
      .updateTable('episodes')
      .set({ ...input, updated_at: nowIso() })
      .where('id', '=', existing.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  invalidateTitles(ctx.services.cache, [titleId]);
  return presentEpisode(row);
}

export async function deleteEpisode(ctx: Ctx, titleId: number, season: number, episode: number) {
  const existing = await requireEpisode(ctx.db, titleId, season, episode);
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('episodes').where('id', '=', existing.id).execute();
    await recountTitle(trx, titleId);
  });
  invalidateTitles(ctx.services.cache, [titleId]);
}
