import type { Db } from '../../../db/database';
import { nowIso } from '../../../db/database';
import type { Deps } from '../../../deps';
import { notFound, validationError } from '../../../http/errors';
import { CATALOGUE_TTL_MS, cacheTags, invalidateTitles } from '../common/cache';
import { recountTitle } from '../common/counts.queries';
import { type CreditRow, groupByDepartment, presentCredit, presentEpisode, presentSeason, titleSummary } from '../common/present';
import { creditsOf } from '../credits/credits.queries';
import { releasesChanged } from '../releases/releases.service';
import { requireSeason } from '../seasons/seasons.service';
import { requireTitle } from '../titles/titles.service';
import { deleteEpisodeRow, episodesAround, findEpisode, insertEpisode, lastEpisodeNumber, updateEpisodeRow } from './episodes.queries';
import type { CreateEpisodeInput, UpdateEpisodeInput } from './episodes.schemas';

async function requireEpisode(db: Db, titleId: number, season: number, episode: number) {
  const row = await findEpisode(db, titleId, season, episode);
  if (!row) throw notFound('Episode not found.');
  return row;
}

/** The episode before and after in airing order, across season boundaries (one query). */
async function neighbours(db: Db, e: { title_id: number; season_number: number; episode_number: number }) {
  const rows = await episodesAround(db, e);
  const key = (r: { season_number: number; episode_number: number }) => r.season_number * 1e6 + r.episode_number;
  const self = key(e);
  const before = rows.filter((r) => key(r) < self);
  const after = rows.filter((r) => key(r) > self);
  return { previous: before.at(-1) ?? null, next: after[0] ?? null };
}

/** Episode page: title, season, episode, credits, previous/next (5 queries). */
export async function showEpisode({ db, services }: Deps, titleId: number, season: number, episode: number) {
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

export async function createEpisode({ db, services }: Deps, titleId: number, seasonNumber: number, input: CreateEpisodeInput) {
  const season = await requireSeason(db, titleId, seasonNumber);
  const row = await db.transaction().execute(async (trx) => {
    let number = input.episode_number;
    if (number === undefined) {
      number = (await lastEpisodeNumber(trx, season.id)) + 1;
    } else if (await findEpisode(trx, titleId, seasonNumber, number)) {
      throw validationError({ episode_number: [`Episode ${number} already exists in season ${seasonNumber}.`] });
    }
    const now = nowIso();
    const inserted = await insertEpisode(trx, {
      ...input,
      episode_number: number,
      title_id: titleId,
      season_id: season.id,
      season_number: seasonNumber,
      created_at: now,
      updated_at: now,
    });
    await recountTitle(trx, titleId);
    return inserted;
  });
  invalidateTitles(services.cache, [titleId]);
  return presentEpisode(row);
}

export async function updateEpisode({ db, services }: Deps, titleId: number, season: number, episode: number, input: UpdateEpisodeInput) {
  const existing = await requireEpisode(db, titleId, season, episode);
  const row = await db.transaction().execute(async (trx) => {
    if (
      input.episode_number !== undefined &&
      input.episode_number !== episode &&
      (await findEpisode(trx, titleId, season, input.episode_number))
    ) {
      throw validationError({ episode_number: [`Episode ${input.episode_number} already exists in season ${season}.`] });
    }
    return updateEpisodeRow(trx, existing.id, { ...input, updated_at: nowIso() });
  });
  invalidateTitles(services.cache, [titleId]);
  await releasesChanged({ db, services }, [titleId]);
  return presentEpisode(row);
}

export async function deleteEpisode({ db, services }: Deps, titleId: number, season: number, episode: number) {
  const existing = await requireEpisode(db, titleId, season, episode);
  await db.transaction().execute(async (trx) => {
    await deleteEpisodeRow(trx, existing.id);
    await recountTitle(trx, titleId);
  });
  invalidateTitles(services.cache, [titleId]);
}
