import type { Selectable } from 'kysely';
import type { EpisodesTable, ImagesTable, PeopleTable, SeasonsTable, TagsTable, TitlesTable } from '../../../db/tables/catalogue';
import type { Storage } from '../../../platform/storage';
import { parseJsonOr } from '../../../platform/json';

// Row -> API shape for every catalogue resource (API.md "Resource fields").

type TitleRow = Partial<Selectable<TitlesTable>> & Pick<Selectable<TitlesTable>, 'id' | 'name' | 'type' | 'slug'>;
type TagRow = Pick<Selectable<TagsTable>, 'id' | 'type' | 'name' | 'display_name'>;

export function presentTag(t: TagRow) {
  return { id: t.id, type: t.type, name: t.name, display_name: t.display_name ?? t.name };
}

export interface TitleJson extends Record<string, unknown> {
  id: number;
  type: string;
  name: string;
  slug: string;
  year: number | null;
  poster: string | null;
  backdrop: string | null;
  tagline: string | null;
  description?: string | null;
}

export function presentTitle(t: TitleRow, tags?: TagRow[]): TitleJson {
  const out: TitleJson = {
    id: t.id,
    type: t.type,
    name: t.name,
    original_name: t.original_name ?? null,
    slug: t.slug,
    tagline: t.tagline ?? null,
    release_date: t.release_date ?? null,
    year: t.year ?? null,
    runtime: t.runtime ?? null,
    certification: t.certification ?? null,
    status: t.status ?? null,
    language: t.language ?? null,
    popularity: t.popularity ?? 0,
    rating: t.rating ?? null,
    vote_count: t.vote_count ?? 0,
    local_rating: t.local_rating ?? null,
    local_vote_count: t.local_vote_count ?? 0,
    adult: !!t.adult,
    poster: t.poster ?? null,
    backdrop: t.backdrop ?? null,
    seasons_count: t.seasons_count ?? 0,
    episodes_count: t.episodes_count ?? 0,
    created_at: t.created_at,
    updated_at: t.updated_at,
  };
  // Long and admin-ish fields only when the row carries them (detail payloads).
  for (const k of ['description', 'budget', 'revenue', 'imdb_id', 'tmdb_id'] as const)
    if (k in t) (out as Record<string, unknown>)[k] = t[k] ?? null;
  if (tags) {
    out.genres = tags.filter((g) => g.type === 'genre').map(presentTag);
    out.keywords = tags.filter((g) => g.type === 'keyword').map(presentTag);
    out.countries = tags.filter((g) => g.type === 'country').map(presentTag);
  }
  return out;
}

/** The title a season or episode page belongs to, in brief. */
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

export function presentSeason(s: Selectable<SeasonsTable>) {
  return {
    id: s.id,
    title_id: s.title_id,
    number: s.number,
    name: s.name ?? `Season ${s.number}`,
    description: s.description,
    release_date: s.release_date,
    poster: s.poster,
    episodes_count: s.episodes_count,
  };
}

export function presentEpisode(e: Selectable<EpisodesTable>) {
  return {
    id: e.id,
    title_id: e.title_id,
    season_id: e.season_id,
    season_number: e.season_number,
    episode_number: e.episode_number,
    name: e.name,
    description: e.description,
    release_date: e.release_date,
    runtime: e.runtime,
    poster: e.poster,
    rating: e.rating,
    vote_count: e.vote_count,
  };
}

/** An episode with the title it belongs to (upcoming lists, search results). */
export function presentEpisodeWithTitle(
  e: Selectable<EpisodesTable> & { title_name: string; title_slug: string; title_poster: string | null },
) {
  return { ...presentEpisode(e), title: { id: e.title_id, name: e.title_name, slug: e.title_slug, poster: e.title_poster } };
}

type PersonRow = Partial<Selectable<PeopleTable>> & Pick<Selectable<PeopleTable>, 'id' | 'name' | 'slug'>;

export interface PersonJson extends Record<string, unknown> {
  id: number;
  name: string;
  slug: string;
  poster: string | null;
}

export function presentPerson(p: PersonRow): PersonJson {
  const out: PersonJson = {
    id: p.id,
    name: p.name,
    slug: p.slug,
    birth_date: p.birth_date ?? null,
    death_date: p.death_date ?? null,
    birth_place: p.birth_place ?? null,
    gender: p.gender ?? null,
    known_for: p.known_for ?? null,
    popularity: p.popularity ?? 0,
    poster: p.poster ?? null,
  };
  for (const k of ['biography', 'imdb_id', 'tmdb_id'] as const) if (k in p) out[k] = p[k] ?? null;
  return out;
}

export interface CreditRow {
  id: number;
  person_id: number;
  department: string;
  job: string | null;
  character: string | null;
  order: number;
  season_id?: number | null;
  episode_id?: number | null;
  person_name: string;
  person_slug: string;
  person_poster: string | null;
  person_gender?: string | null;
}

export function presentCredit(c: CreditRow) {
  return {
    id: c.id,
    person_id: c.person_id,
    department: c.department,
    job: c.job,
    character: c.character,
    order: c.order,
    season_id: c.season_id ?? null,
    episode_id: c.episode_id ?? null,
    person: { id: c.person_id, name: c.person_name, slug: c.person_slug, poster: c.person_poster },
  };
}

/** Credits grouped by department, cast first, in credit order. */
export function groupByDepartment<T extends { department: string }>(credits: T[]) {
  const groups: Record<string, T[]> = {};
  for (const c of credits) (groups[c.department] ??= []).push(c);
  const ordered: Record<string, T[]> = {};
  for (const k of Object.keys(groups).sort((a, b) => (a === 'cast' ? -1 : b === 'cast' ? 1 : a.localeCompare(b)))) ordered[k] = groups[k]!;
  return ordered;
}

/** Public URL of an image reference: storage keys go through storage.url(), URLs pass. */
export function imageHref(storage: Storage, source: string, ref: string) {
  return source === 'local' ? storage.url(ref) : ref;
}

export function presentImage(storage: Storage, i: Selectable<ImagesTable>) {
  const variants = parseJsonOr<Record<string, string>>(i.variants, {});
  return {
    id: i.id,
    model_type: i.model_type,
    model_id: i.model_id,
    type: i.type,
    url: imageHref(storage, i.source, i.url),
    variants: Object.fromEntries(Object.entries(variants).map(([w, ref]) => [w, imageHref(storage, i.source, ref)])),
    width: i.width,
    height: i.height,
    order: i.order,
  };
}
