import type { Db } from '../../../db/database';
import { nowIso } from '../../../db/database';
import type { Deps } from '../../../deps';
import { notFound, validationError } from '../../../http/errors';
import { CATALOGUE_TTL_MS, cacheTags, invalidateTitles } from '../common/cache';
import { recountTitle } from '../common/counts.queries';
import { type CreditRow, groupByDepartment, presentCredit, presentEpisode, presentSeason, titleSummary } from '../common/present';
import { creditsOf } from '../credits/credits.queries';
import { requireTitle } from '../titles/titles.service';
import {
  deleteSeasonRow,
  episodesOfSeason,
  findSeason,
  insertSeason,
  lastSeasonNumber,
  renumberEpisodesOfSeason,
  seasonsOfTitle,
  updateSeasonRow,
} from './seasons.queries';
import type { CreateSeasonInput, UpdateSeasonInput } from './seasons.schemas';

export async function requireSeason(db: Db, titleId: number, number: number) {
  const season = await findSeason(db, titleId, number);
  if (!season) throw notFound('Season not found.');
  return season;
}

export async function listSeasons({ db, services }: Deps, titleId: number) {
  return services.cache.remember(`title:${titleId}:seasons`, CATALOGUE_TTL_MS, [cacheTags.title(titleId)], async () => {
    await requireTitle(db, titleId);
    return (await seasonsOfTitle(db, titleId)).map(presentSeason);
  });
}

/** Season page: title summary, season, episodes, credits grouped by department (4 queries). */
export async function showSeason({ db, services }: Deps, titleId: number, number: number) {
  const key = `title:${titleId}:season:${number}`;
  const hit = services.cache.get<Awaited<ReturnType<typeof loadSeason>>['payload']>(key);
  if (hit) return hit;
  const { payload, personIds } = await loadSeason(db, titleId, number);
  services.cache.set(key, payload, CATALOGUE_TTL_MS, [cacheTags.title(titleId), ...personIds.map(cacheTags.person)]);
  return payload;
}

async function loadSeason(db: Db, titleId: number, number: number) {
  const title = await requireTitle(db, titleId);
  const season = await requireSeason(db, titleId, number);
  const [episodes, credits] = await Promise.all([episodesOfSeason(db, season.id), creditsOf(db, { seasonId: season.id })]);
  return {
    payload: {
      title: titleSummary(title),
      season: {
        ...presentSeason(season),
        episodes: episodes.map(presentEpisode),
        credits: groupByDepartment(credits.map((c) => presentCredit(c as CreditRow))),
      },
    },
    personIds: [...new Set(credits.map((c) => c.person_id))],
  };
}

export async function createSeason({ db, services }: Deps, titleId: number, input: CreateSeasonInput) {
  const title = await requireTitle(db, titleId);
  if (title.type !== 'series') throw validationError({ title_id: ['Only series have seasons.'] });
  const season = await db.transaction().execute(async (trx) => {
    let number = input.number;
    if (number === undefined) {
      number = (await lastSeasonNumber(trx, titleId)) + 1;
    } else if (await findSeason(trx, titleId, number)) {
      throw validationError({ number: [`Season ${number} already exists.`] });
    }
    const now = nowIso();
    const row = await insertSeason(trx, { ...input, number, title_id: titleId, created_at: now, updated_at: now });
    await recountTitle(trx, titleId);
    return row;
  });
  invalidateTitles(services.cache, [titleId]);
  return presentSeason(season);
}

export async function updateSeason({ db, services }: Deps, titleId: number, number: number, input: UpdateSeasonInput) {
  const season = await requireSeason(db, titleId, number);
  const updated = await db.transaction().execute(async (trx) => {
    if (input.number !== undefined && input.number !== number && (await findSeason(trx, titleId, input.number))) {
      throw validationError({ number: [`Season ${input.number} already exists.`] });
    }
    const row = await updateSeasonRow(trx, season.id, { ...input, updated_at: nowIso() });
    if (input.number !== undefined) await renumberEpisodesOfSeason(trx, season.id, input.number);
    return row;
  });
  invalidateTitles(services.cache, [titleId]);
  return presentSeason(updated);
}

export async function deleteSeason({ db, services }: Deps, titleId: number, number: number) {
  const season = await requireSeason(db, titleId, number);
  await db.transaction().execute(async (trx) => {
    await deleteSeasonRow(trx, season.id);
    await recountTitle(trx, titleId);
  });
  invalidateTitles(services.cache, [titleId]);
}
