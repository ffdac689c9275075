import { nowIso, type Trx } from '../../../db/database';
import { recountTitle } from '../common/counts.queries';
import { makeSlug } from '../common/slug';
import { findEpisode, insertEpisode, updateEpisodeRow } from '../episodes/episodes.queries';
import { findSeason, insertSeason, updateSeasonRow } from '../seasons/seasons.queries';
import { insertTitle, titleWithImdbId, titleWithTmdbId, updateTitleRow } from '../titles/titles.queries';
import { defined, findByExternalId, rememberExternalId, setTitleTags, upsertPerson, type WriteContext } from './import.people';
import { type CreditScope, deleteCreditsOfScope, insertCredits, replaceImages } from './import.queries';
import type { ImportCredit, ImportSeason, ImportTitle } from './import.schemas';

// Writes one import title (with seasons, episodes, credits, tags and images) inside the caller's
// transaction. Matching is by external id, then TMDB id (per type), then IMDb id, so running the
// same import again updates rows in place.

async function findTitle(trx: Trx, t: ImportTitle) {
  const byExternal = await findByExternalId(trx, 'title', t.external_id);
  if (byExternal) return byExternal;
  const row =
    (t.tmdb_id ? await titleWithTmdbId(trx, t.type, t.tmdb_id) : undefined) ??
    (t.imdb_id ? await titleWithImdbId(trx, t.imdb_id) : undefined);
  return row?.id;
}

export async function upsertTitle(trx: Trx, ctx: WriteContext, t: ImportTitle): Promise<{ id: number; created: boolean }> {
  const existing = await findTitle(trx, t);
  const now = nowIso();
  const year = t.year ?? (t.release_date ? Number(t.release_date.slice(0, 4)) : undefined);
  const fields = defined({
    type: t.type,
    name: t.name,
    slug: makeSlug(t.name),
    original_name: t.original_name,
    tagline: t.tagline,
    description: t.description,
    release_date: t.release_date,
    year,
    runtime: t.runtime,
    certification: t.certification,
    status: t.status,
    language: t.language?.toLowerCase(),
    budget: t.budget === null || t.budget === undefined ? t.budget : Math.round(t.budget),
    revenue: t.revenue === null || t.revenue === undefined ? t.revenue : Math.round(t.revenue),
    popularity: t.popularity ?? undefined,
    rating: t.rating,
    vote_count: t.vote_count ?? undefined,
    imdb_id: t.imdb_id,
    tmdb_id: t.tmdb_id,
    adult: t.adult === undefined || t.adult === null ? undefined : t.adult ? 1 : 0,
  });
  let id: number;
  if (existing) {
    id = existing;
    await updateTitleRow(trx, id, { ...fields, updated_at: now });
  } else {
    ({ id } = await insertTitle(trx, { ...fields, type: t.type, name: t.name, slug: makeSlug(t.name), created_at: now, updated_at: now }));
  }
  await rememberExternalId(trx, 'title', t.external_id, id);

  if (t.genres.length) await setTitleTags(trx, ctx, id, 'genre', t.genres, !existing);
  if (t.keywords.length) await setTitleTags(trx, ctx, id, 'keyword', t.keywords, !existing);
  if (t.countries.length) await setTitleTags(trx, ctx, id, 'country', t.countries, !existing);
  await writeTitleImages(trx, ctx, id, t);
  if (t.credits.length) await replaceCredits(trx, ctx, { title_id: id, season_id: null, episode_id: null }, t.credits, !existing);
  for (const season of t.seasons) await upsertSeason(trx, ctx, id, season, !existing);
  if (t.seasons.length) await recountTitle(trx, id);
  return { id, created: !existing };
}

async function writeTitleImages(trx: Trx, ctx: WriteContext, titleId: number, t: ImportTitle) {
  if (!ctx.images || (!t.poster && !t.backdrop && !t.images.length)) return;
  const list: Parameters<typeof replaceImages>[3] = [];
  const set: { poster?: string; backdrop?: string } = {};
  for (const [type, src] of [
    ['poster', t.poster],
    ['backdrop', t.backdrop],
  ] as const) {
    if (!src) continue;
    const stored = await ctx.images(src, type);
    if (!stored) continue;
    set[type] = stored.url;
    list.push({ type, stored });
  }
  for (const img of t.images) {
    const stored = await ctx.images(img.src, img.type);
    if (stored && !list.some((l) => l.stored.ref === stored.ref)) list.push({ type: img.type, stored });
  }
  if (Object.keys(set).length) await updateTitleRow(trx, titleId, set);
  if (list.length) await replaceImages(trx, 'title', titleId, list);
}

/** Replaces the credits of exactly one scope (the title, one season or one episode). */
async function replaceCredits(trx: Trx, ctx: WriteContext, scope: CreditScope, credits: ImportCredit[], isNew = false) {
  if (!isNew) await deleteCreditsOfScope(trx, scope);
  const rows = [];
  const seen = new Set<string>();
  for (const [i, c] of credits.entries()) {
    const person = await upsertPerson(trx, ctx, c.person, false);
    const key = `${person.id}:${c.department}:${c.job ?? ''}:${c.character ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    rows.push({
      ...scope,
      person_id: person.id,
      department: c.department,
      job: c.job ?? null,
      character: c.character ?? null,
      order: c.order ?? i,
    });
  }
  await insertCredits(trx, rows);
}

async function upsertSeason(trx: Trx, ctx: WriteContext, titleId: number, s: ImportSeason, titleIsNew: boolean) {
  const now = nowIso();
  // a new title has no seasons or episodes to match yet
  const existing = titleIsNew ? undefined : await findSeason(trx, titleId, s.number);
  let poster: string | undefined;
  let stored = null;
  if (s.poster && ctx.images) {
    stored = await ctx.images(s.poster, 'poster');
    poster = stored?.url;
  }
  const fields = defined({ name: s.name, description: s.description, release_date: s.release_date, tmdb_id: s.tmdb_id, poster });
  let seasonId: number;
  if (existing) {
    seasonId = existing.id;
    await updateSeasonRow(trx, seasonId, { ...fields, updated_at: now });
  } else {
    seasonId = (await insertSeason(trx, { ...fields, title_id: titleId, number: s.number, created_at: now, updated_at: now })).id;
  }
  if (stored) await replaceImages(trx, 'season', seasonId, [{ type: 'poster', stored }]);
  if (s.credits.length) await replaceCredits(trx, ctx, { title_id: titleId, season_id: seasonId, episode_id: null }, s.credits, !existing);

  for (const e of s.episodes) {
    let still: string | undefined;
    let stillStored = null;
    if (e.still && ctx.images) {
      stillStored = await ctx.images(e.still, 'still');
      still = stillStored?.url;
    }
    const epFields = defined({
      name: e.name ?? undefined,
      description: e.description,
      release_date: e.release_date,
      runtime: e.runtime,
      rating: e.rating,
      vote_count: e.vote_count ?? undefined,
      tmdb_id: e.tmdb_id,
      poster: still,
    });
    const row = titleIsNew ? undefined : await findEpisode(trx, titleId, s.number, e.episode_number);
    let episodeId: number;
    if (row) {
      episodeId = row.id;
      await updateEpisodeRow(trx, episodeId, { ...epFields, season_id: seasonId, updated_at: now });
    } else {
      episodeId = (
        await insertEpisode(trx, {
          ...epFields,
          name: e.name ?? `Episode ${e.episode_number}`,
          title_id: titleId,
          season_id: seasonId,
          season_number: s.number,
          episode_number: e.episode_number,
          created_at: now,
          updated_at: now,
        })
      ).id;
    }
    if (stillStored) await replaceImages(trx, 'episode', episodeId, [{ type: 'still', stored: stillStored }]);
    if (e.credits.length)
      await replaceCredits(trx, ctx, { title_id: titleId, season_id: seasonId, episode_id: episodeId }, e.credits, !row);
  }
}
