import { describe, expect, it } from 'vitest';
import { paletteFor, srcSetFor } from './artwork';
import { formatRuntime } from './format';
import { channelLink, episodeLink, personLink, searchLink, titleLink } from './links';

describe('srcSetFor', () => {
  it('lists the variants the API returns, smallest first', () => {
    expect(
      srcSetFor('/storage/a-500.webp', 'poster', {
        '500': '/storage/a-500.webp',
        '185': '/storage/a-185.webp',
        '342': '/storage/a-342.webp',
      }),
    ).toBe('/storage/a-185.webp 185w, /storage/a-342.webp 342w, /storage/a-500.webp 500w');
  });

  it('offers the smaller stored widths of a card image', () => {
    expect(srcSetFor('/storage/images/demo/poster-1-342.webp', 'poster')).toBe(
      '/storage/images/demo/poster-1-185.webp 185w, /storage/images/demo/poster-1-342.webp 342w',
    );
    expect(srcSetFor('/storage/images/x/b-1280.webp', 'backdrop')).toBe(
      '/storage/images/x/b-300.webp 300w, /storage/images/x/b-780.webp 780w, /storage/images/x/b-1280.webp 1280w',
    );
  });

  it('guesses nothing for outside URLs or unexpected widths', () => {
    expect(srcSetFor('https://image.tmdb.org/t/p/w342/abc.jpg', 'poster')).toBeUndefined();
    expect(srcSetFor('/storage/images/x/p-999.webp', 'poster')).toBeUndefined();
    expect(srcSetFor('/storage/images/x/s-300.webp', 'still')).toBe('/storage/images/x/s-300.webp 300w');
  });
});

describe('catalogue links', () => {
  it('builds the spec routes', () => {
    const t = { id: 7, slug: 'heat' };
    expect(titleLink(t)).toBe('/titles/7/heat');
    expect(titleLink(t, 'full-credits')).toBe('/titles/7/heat/full-credits');
    expect(episodeLink(t, 2, 5)).toBe('/titles/7/heat/season/2/episode/5');
    expect(episodeLink(t, 2, 5, 'videos')).toBe('/titles/7/heat/season/2/episode/5/videos');
    expect(personLink({ id: 3, slug: 'al-pacino' })).toBe('/people/3/al-pacino');
    expect(channelLink({ slug: 'movies' }, 'drama')).toBe('/channel/movies/drama');
    expect(searchLink('amélie ?')).toBe('/search/am%C3%A9lie%20%3F');
  });
});

describe('format helpers', () => {
  it('formats runtimes and palettes', () => {
    expect(formatRuntime(152)).toBe('2h 32m');
    expect(formatRuntime(45)).toBe('45m');
    expect(formatRuntime(null)).toBeNull();
    expect(paletteFor('Heat')).toBe(paletteFor('Heat'));
  });
});
