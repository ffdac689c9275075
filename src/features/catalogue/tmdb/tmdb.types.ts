// The parts of TMDB v3 responses the importer reads (field names exactly as TMDB sends them).

export interface TmdbPersonRef {
  id: number;
  name: string;
  gender?: number;
  known_for_department?: string | null;
  popularity?: number;
  profile_path?: string | null;
  adult?: boolean;
}

export interface TmdbCast extends TmdbPersonRef {
  character?: string | null;
  order?: number;
}

export interface TmdbCrew extends TmdbPersonRef {
  department: string;
  job: string;
}

export interface TmdbImage {
  file_path: string;
  width: number;
  height: number;
  iso_639_1: string | null;
  vote_average: number;
}

export interface TmdbImages {
  posters?: TmdbImage[];
  backdrops?: TmdbImage[];
  stills?: TmdbImage[];
  profiles?: TmdbImage[];
}

interface TmdbTitleCommon {
  id: number;
  adult?: boolean;
  overview: string | null;
  tagline?: string | null;
  poster_path: string | null;
  backdrop_path: string | null;
  popularity: number;
  vote_average: number;
  vote_count: number;
  genres: { id: number; name: string }[];
  original_language: string | null;
  production_countries?: { iso_3166_1: string; name: string }[];
  origin_country?: string[];
  status?: string | null;
  images?: TmdbImages;
}

export interface TmdbMovie extends TmdbTitleCommon {
  title: string;
  original_title: string;
  imdb_id: string | null;
  release_date: string | null;
  runtime: number | null;
  budget: number;
  revenue: number;
  credits?: { cast: TmdbCast[]; crew: TmdbCrew[] };
  keywords?: { keywords: { id: number; name: string }[] };
  release_dates?: { results: { iso_3166_1: string; release_dates: { certification: string; type: number }[] }[] };
}

export interface TmdbTv extends TmdbTitleCommon {
  name: string;
  original_name: string;
  first_air_date: string | null;
  episode_run_time?: number[];
  created_by?: TmdbPersonRef[];
  seasons: {
    season_number: number;
    name: string;
    overview: string | null;
    air_date: string | null;
    poster_path: string | null;
    episode_count: number;
  }[];
  aggregate_credits?: {
    cast: (TmdbPersonRef & { roles: { character: string }[]; order: number })[];
    crew: (TmdbPersonRef & { department: string; jobs: { job: string }[] })[];
  };
  keywords?: { results: { id: number; name: string }[] };
  content_ratings?: { results: { iso_3166_1: string; rating: string }[] };
  external_ids?: { imdb_id?: string | null };
}

export interface TmdbSeason {
  season_number: number;
  name: string;
  overview: string | null;
  air_date: string | null;
  poster_path: string | null;
  episodes: {
    episode_number: number;
    name: string;
    overview: string | null;
    air_date: string | null;
    runtime: number | null;
    still_path: string | null;
    vote_average: number;
    vote_count: number;
    crew: TmdbCrew[];
    guest_stars: TmdbCast[];
  }[];
}

export interface TmdbPerson extends TmdbPersonRef {
  biography: string | null;
  birthday: string | null;
  deathday: string | null;
  place_of_birth: string | null;
  imdb_id: string | null;
  combined_credits?: {
    cast: { id: number; media_type: 'movie' | 'tv'; character?: string; order?: number }[];
    crew: { id: number; media_type: 'movie' | 'tv'; department: string; job: string }[];
  };
  images?: TmdbImages;
}

export interface TmdbListPage {
  page: number;
  results: { id: number }[];
  total_pages: number;
  total_results: number;
}
