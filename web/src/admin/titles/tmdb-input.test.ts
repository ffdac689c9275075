import { describe, expect, it } from 'vitest';
import { parseTmdbInput } from './tmdb-input';

describe('parseTmdbInput', () => {
  it('reads a bare id', () => {
    expect(parseTmdbInput(' 550 ')).toEqual({ id: 550 });
  });

  it('reads the id and type from themoviedb.org URLs', () => {
    expect(parseTmdbInput('https://www.themoviedb.org/movie/550-fight-club')).toEqual({ id: 550, type: 'movie' });
    expect(parseTmdbInput('https://www.themoviedb.org/tv/1399-game-of-thrones/season/1')).toEqual({ id: 1399, type: 'series' });
    expect(parseTmdbInput('themoviedb.org/person/287-brad-pitt?language=de')).toEqual({ id: 287, type: 'person' });
  });

  it('refuses anything else', () => {
    expect(parseTmdbInput('')).toBeNull();
    expect(parseTmdbInput('fight club')).toBeNull();
    expect(parseTmdbInput('https://www.imdb.com/title/tt0137523/')).toBeNull();
    expect(parseTmdbInput('-5')).toBeNull();
  });
});
