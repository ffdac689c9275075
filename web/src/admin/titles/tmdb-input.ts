// Pure helpers of the 'Import from TMDB' dialog (unit tested in tmdb-input.test.ts).

import { choices } from '../kit/sort-options';

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

export const TMDB_LISTS = choices({
  'movie/popular': 'Popular movies',
  'movie/top_rated': 'Top rated movies',
  'movie/now_playing': 'Movies now playing',
  'movie/upcoming': 'Upcoming movies',
  'tv/popular': 'Popular series',
  'tv/top_rated': 'Top rated series',
  'tv/on_the_air': 'Series on the air',
  'tv/airing_today': 'Series airing today',
});
