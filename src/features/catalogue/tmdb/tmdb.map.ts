import { creditDepartments, type ImportCreditInput, type ImportPersonInput, type ImportTitleInput } from '../import/import.schemas';
import { TMDB_IMAGE_BASE } from './tmdb.client';
import type { TmdbCast, TmdbCrew, TmdbImage, TmdbMovie, TmdbPerson, TmdbPersonRef, TmdbSeason, TmdbTv } from './tmdb.types';

// TMDB payloads -> the import format, so TMDB titles go through the same writer as files.

const SIZES = { poster: 'w780', backdrop: 'w1280', still: 'w780', profile: 'w500' } as const;

export function tmdbImageUrl(filePath: string | null | undefined, kind: keyof typeof SIZES) {
  return filePath ? `${TMDB_IMAGE_BASE}/${SIZES[kind]}${filePath}` : null;
}

const genders = ['unknown', 'female', 'male', 'non-binary'] as const;
const blankToNull = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);
const validDate = (v: string | null | undefined) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : null);
const yearOf = (v: string | null | undefined) => (validDate(v) ? Number(v!.slice(0, 4)) : null);

const tmdbDepartments: Record<string, (typeof creditDepartments)[number]> = {
  acting: 'cast',
  creator: 'creators',
  'costume & make-up': 'costume-makeup',
  'visual effects': 'visual-effects',
};

export function mapDepartment(department: string): (typeof creditDepartments)[number] {
  const d = department.toLowerCase();
  if (tmdbDepartments[d]) return tmdbDepartments[d];
  return (creditDepartments as readonly string[]).includes(d) ? (d as (typeof creditDepartments)[number]) : 'crew';
}

export function mapPersonRef(p: TmdbPersonRef): ImportPersonInput {
  return {
    tmdb_id: p.id,
    name: p.name,
    gender: genders[p.gender ?? 0] ?? 'unknown',
    known_for: blankToNull(p.known_for_department),
    popularity: p.popularity ?? null,
    poster: tmdbImageUrl(p.profile_path, 'profile'),
    adult: p.adult ?? false,
  };
}

const castCredit = (c: TmdbCast): ImportCreditInput => ({
  person: mapPersonRef(c),
  department: 'cast',
  character: blankToNull(c.character),
  order: c.order ?? null,
});
const crewCredit = (c: TmdbCrew): ImportCreditInput => ({ person: mapPersonRef(c), department: mapDepartment(c.department), job: c.job });

/** Extra gallery images beyond the primary poster and backdrop (best voted first, a few of each). */
function gallery(images: TmdbImage[] | undefined, type: 'poster' | 'backdrop', primary: string | null, max: number) {
  return (images ?? [])
    .filter((i) => i.file_path !== primary)
    .sort((a, b) => b.vote_average - a.vote_average)
    .slice(0, max)
    .map((i) => ({ type, src: tmdbImageUrl(i.file_path, type)! }));
}

function certificationOf(results: { iso_3166_1: string; certs: string[] }[]) {
  const pick = (country: string) => results.find((r) => r.iso_3166_1 === country)?.certs.find((c) => c.trim());
  return pick('US') ?? pick('GB') ?? results.flatMap((r) => r.certs).find((c) => c.trim()) ?? null;
}

function countries(t: { production_countries?: { iso_3166_1: string; name: string }[]; origin_country?: string[] }) {
  const names = t.production_countries?.map((c) => c.name) ?? [];
  return names.length ? names : (t.origin_country ?? []);
}

/** What a movie and a series map alike. */
function commonTitleFields(t: TmdbMovie | TmdbTv) {
  return {
    tagline: blankToNull(t.tagline),
    description: blankToNull(t.overview),
    status: blankToNull(t.status),
    language: blankToNull(t.original_language),
    countries: countries(t),
    popularity: t.popularity,
    rating: t.vote_average,
    vote_count: t.vote_count,
    adult: t.adult ?? false,
    poster: tmdbImageUrl(t.poster_path, 'poster'),
    backdrop: tmdbImageUrl(t.backdrop_path, 'backdrop'),
    genres: t.genres.map((g) => g.name),
    images: [...gallery(t.images?.backdrops, 'backdrop', t.backdrop_path, 4), ...gallery(t.images?.posters, 'poster', t.poster_path, 2)],
  };
}

export function mapMovie(m: TmdbMovie): ImportTitleInput {
  return {
    tmdb_id: m.id,
    imdb_id: blankToNull(m.imdb_id),
    type: 'movie',
    name: m.title,
    original_name: m.original_title,
    ...commonTitleFields(m),
    release_date: validDate(m.release_date),
    year: yearOf(m.release_date),
    runtime: m.runtime || null,
    certification: certificationOf(
      (m.release_dates?.results ?? []).map((r) => ({ iso_3166_1: r.iso_3166_1, certs: r.release_dates.map((d) => d.certification) })),
    ),
    budget: m.budget || null,
    revenue: m.revenue || null,
    keywords: m.keywords?.keywords.map((k) => k.name) ?? [],
    credits: [...(m.credits?.cast ?? []).slice(0, 40).map(castCredit), ...(m.credits?.crew ?? []).map(crewCredit)],
  };
}

export function mapSeason(s: TmdbSeason) {
  return {
    number: s.season_number,
    name: blankToNull(s.name),
    description: blankToNull(s.overview),
    release_date: validDate(s.air_date),
    poster: tmdbImageUrl(s.poster_path, 'poster'),
    episodes: s.episodes.map((e) => ({
      episode_number: e.episode_number,
      name: blankToNull(e.name),
      description: blankToNull(e.overview),
      release_date: validDate(e.air_date),
      runtime: e.runtime ?? null,
      still: tmdbImageUrl(e.still_path, 'still'),
      rating: e.vote_average,
      vote_count: e.vote_count,
      credits: [...(e.guest_stars ?? []).map(castCredit), ...(e.crew ?? []).map(crewCredit)],
    })),
  };
}

export function mapTv(t: TmdbTv, seasons: TmdbSeason[]): ImportTitleInput {
  const cast = (t.aggregate_credits?.cast ?? []).slice(0, 40).map((c) => ({
    person: mapPersonRef(c),
    department: 'cast' as const,
    character: blankToNull(c.roles[0]?.character),
    order: c.order,
  }));
  const crew = (t.aggregate_credits?.crew ?? []).flatMap((c) =>
    c.jobs.slice(0, 1).map((j) => ({ person: mapPersonRef(c), department: mapDepartment(c.department), job: j.job })),
  );
  const creators = (t.created_by ?? []).map((c) => ({ person: mapPersonRef(c), department: 'creators' as const, job: 'Creator' }));
  return {
    tmdb_id: t.id,
    imdb_id: blankToNull(t.external_ids?.imdb_id),
    type: 'series',
    name: t.name,
    original_name: t.original_name,
    ...commonTitleFields(t),
    release_date: validDate(t.first_air_date),
    year: yearOf(t.first_air_date),
    runtime: t.episode_run_time?.[0] ?? null,
    certification: certificationOf((t.content_ratings?.results ?? []).map((r) => ({ iso_3166_1: r.iso_3166_1, certs: [r.rating] }))),
    keywords: t.keywords?.results.map((k) => k.name) ?? [],
    credits: [...creators, ...cast, ...crew],
    seasons: seasons.map(mapSeason),
  };
}

export function mapPerson(p: TmdbPerson): ImportPersonInput {
  return {
    ...mapPersonRef(p),
    imdb_id: blankToNull(p.imdb_id),
    biography: blankToNull(p.biography),
    birth_date: validDate(p.birthday),
    death_date: validDate(p.deathday),
    birth_place: blankToNull(p.place_of_birth),
  };
}
