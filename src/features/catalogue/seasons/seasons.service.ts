import type { Db } from '../../../db/database';
import { nowIso } from '../../../db/database';
import { notFound, validationError } from '../../../http/errors';
import type { Services } from '../../../platform/services';
import { CATALOGUE_TTL_MS, cacheTags, invalidateTitles } from '../common/cache';
import { recountTitle } from '../common/counts';
import { type CreditRow, groupByDepartment, presentCredit, presentEpisode, presentSeason } from '../common/present';
import { requireTitle } from '../titles/titles.service';
import { creditsOf, episodesOfSeason, findSeason, seasonsOfTitle } from './seasons.queries';
import type { CreateSeasonInput, UpdateSeasonInput } from './seasons.schemas';

type Ctx = { db: Db; services: Services };

export const titleSummary = (t: {
  id: number;
  name: string;
  slug: string;
  type: string;
  year: number | null;
  poster: string | null;
  backdrop: string | null;
}) => ({
  id: t.id,
  name: t.name,
  slug: t.slug,
  type: t.type,
  year: t.year,
  poster: t.poster,
  backdrop: t.backdrop,
});

export async function requireSeason(db: Db, titleId: number, number: number) {
  const season = await findSeason(db, titleId, number);
  if (!season) throw notFound('Season not found.');
  return season;
}

export async function listSeasons({ db, services }: Ctx, titleId: number) {
  return services.cache.remember(`title:${titleId}:seasons`, CATALOGUE_TTL_MS, [cacheTags.title(titleId)], async () => {
    await requireTitle(db, titleId);
    return (await seasonsOfTitle(db, titleId)).map(presentSeason);
  });
}

/** Season page: title summary, season, episodes, credits grouped by department (4 queries). */
export async function showSeason({ db, services }: Ctx, titleId: number, number: number) {
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

export async function createSeason(ctx: Ctx, titleId: number, input: CreateSeasonInput) {
  const title = await requireTitle(ctx.db, titleId);
  if (title.type !== 'series') throw validationError({ title_id: ['Only series have seasons.'] });
  const season = await ctx.db.transaction().execute(async (trx) => {
    let number = input.number;
    if (number === undefined) {
      const max = await trx
        .selectFrom('seasons')
        .select((eb) => eb.fn.max('number').as('n'))
        .where('title_id', '=', titleId)
        .executeTakeFirst();
      number = Number(max?.n ?? 0) + 1;
    } else if (await findSeason(trx, titleId, number)) {
      throw validationError({ number: [`Season ${number} already exists.`] });
    }
    const now = nowIso();
    const row = await trx
      .insertInto('seasons')
      .values({ ...input, number, title_id: titleId, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recountTitle(trx, titleId);
    return row;
  });
  invalidateTitles(ctx.services.cache, [titleId]);
  return presentSeason(season);
}

export async function updateSeason(ctx: Ctx, titleId: number, number: number, input: UpdateSeasonInput) {
  const season = await requireSeason(ctx.db, titleId, number);
  const updated = await ctx.db.transaction().execute(async (trx) => {
    if (input.number !== undefined && input.number !== number && (await findSeason(trx, titleId, input.number))) {
      throw validationError({ number: [`Season ${input.number} already exists.`] });
    }
    const row = await trx
      .updateTable('seasons')
      .set({ ...input, updated_at: nowIso() })
      .where('id', '=', season.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    // Episodes carry their season number for fast lookups; keep it in step.
    if (input.number !== undefined)
      await trx.updateTable('episodes').set({ season_number: input.number }).where('season_id', '=', season.id).execute();
    return row;
  });
  invalidateTitles(ctx.services.cache, [titleId]);
  return presentSeason(updated);
}

export async function deleteSeason(ctx: Ctx, titleId: number, number: number) {
  const season = await requireSeason(ctx.db, titleId, number);
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('seasons').where('id', '=', season.id).execute();
    await recountTitle(trx, titleId);
  });
  invalidateTitles(ctx.services.cache, [titleId]);
}
