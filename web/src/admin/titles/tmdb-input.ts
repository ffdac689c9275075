// Pure helpers of the 'Import from TMDB' dialog (unit tested in tmdb-input.test.ts).

export type TmdbItemType = 'movie' | 'series' | 'person';

/**
 * Reads a TMDB id, or a themoviedb.org URL such as https://www.themoviedb.org/tv/1399-game-of-thrones,
 * which also names the type. Returns null when neither is there.
 */
export function parseTmdbInput(input: string): { id: number; type?: TmdbItemType } | null {
  const text = input.trim();
  if (/^\d{1,10}$/.test(text)) return { id: Number(text) };
  const m = /themoviedb\.org\/(movie|tv|person)\/(\d{1,10})/i.exec(text);
  if (!m) return null;
  const kind = m[1]!.toLowerCase();
  return { id: Number(m[2]), type: kind === 'tv' ? 'series' : (kind as TmdbItemType) };
}

export const TMDB_LISTS = [
  { value: 'movie/popular', label: 'Popular movies' },
  { value: 'movie/top_rated', label: 'Top rated movies' },
  { value: 'movie/now_playing', label: 'Movies now playing' },
  { value: 'movie/upcoming', label: 'Upcoming movies' },
  { value: 'tv/popular', label: 'Popular series' },
  { value: 'tv/top_rated', label: 'Top rated series' },
  { value: 'tv/on_the_air', label: 'Series on the air' },
  { value: 'tv/airing_today', label: 'Series airing today' },
] as const;
