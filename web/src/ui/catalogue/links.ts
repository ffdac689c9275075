import { pathTo, paths } from '../../paths';

// Links to catalogue pages, built from the one paths table.

type TitleRef = { id: number; slug: string };

export const titleLink = (t: TitleRef, sub?: 'videos' | 'images' | 'full-credits') =>
  pathTo(
    sub === 'videos'
      ? paths.titleVideos
      : sub === 'images'
        ? paths.titleImages
        : sub === 'full-credits'
          ? paths.titleFullCredits
          : paths.title,
    {
      titleId: t.id,
      titleSlug: t.slug || 'title',
    },
  );

export const seasonLink = (t: TitleRef, season: number, sub?: 'full-credits' | 'videos') =>
  pathTo(sub === 'full-credits' ? paths.seasonFullCredits : sub === 'videos' ? paths.seasonVideos : paths.season, {
    titleId: t.id,
    titleSlug: t.slug || 'title',
    season,
  });

export const episodeLink = (t: TitleRef, season: number, episode: number, sub?: 'full-credits' | 'videos') =>
  pathTo(sub === 'full-credits' ? paths.episodeFullCredits : sub === 'videos' ? paths.episodeVideos : paths.episode, {
    titleId: t.id,
    titleSlug: t.slug || 'title',
    season,
    episode,
  });

export const personLink = (p: { id: number; slug: string }) =>
  pathTo(paths.personWithSlug, { personId: p.id, personSlug: p.slug || 'person' });

export const newsLink = (n: { id: number }) => pathTo(paths.newsArticle, { articleId: n.id });

/** The /channel/ form never collides with fixed pages (a channel slugged 'upcoming' or 'search'). */
export const channelLink = (c: { slug: string }, restriction?: string) =>
  pathTo(restriction ? paths.channelPrefixedRestricted : paths.channelPrefixed, { slugOrId: c.slug, restriction });

export const watchLink = (v: { id: number }) => pathTo(paths.watch, { videoId: v.id });

export const searchLink = (query: string, type?: string) =>
  `${pathTo(paths.searchQuery, { query })}${type ? `?type=${encodeURIComponent(type)}` : ''}`;
