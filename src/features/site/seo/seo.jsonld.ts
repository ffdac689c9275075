// schema.org JSON-LD for catalogue pages (Movie, TVSeries, TVSeason, TVEpisode, Person,
// NewsArticle, ItemList). Empty fields are left out rather than sent as null.

type Ld = Record<string, unknown>;
const ctx = 'https://schema.org';

export function compact<T extends Ld>(o: T): T {
  return Object.fromEntries(
    Object.entries(o).filter(([, v]) => v !== null && v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0)),
  ) as T;
}

const duration = (minutes: number | null | undefined) =>
  minutes ? `PT${Math.floor(minutes / 60) ? `${Math.floor(minutes / 60)}H` : ''}${minutes % 60 ? `${minutes % 60}M` : ''}` : undefined;

export interface LdPerson {
  name: string;
  url: string;
}
const people = (list: LdPerson[]) => list.map((p) => ({ '@type': 'Person', name: p.name, url: p.url }));

function rating(value: number | null | undefined, count: number | null | undefined) {
  return value && count
    ? { '@type': 'AggregateRating', ratingValue: Math.round(value * 10) / 10, ratingCount: count, bestRating: 10, worstRating: 0 }
    : undefined;
}

/** What every described page has: its name, address, picture and summary. */
interface LdPage {
  name: string;
  url: string;
  image?: string;
  description?: string;
}

/** A season or an episode: a page of a series, published on a date. */
interface LdSeriesPart extends LdPage {
  series: { name: string; url: string };
  number: number;
  date?: string | null;
}

export interface TitleLd extends LdPage {
  type: 'movie' | 'series';
  releaseDate?: string | null;
  runtime?: number | null;
  certification?: string | null;
  genres: string[];
  rating?: number | null;
  voteCount?: number | null;
  seasons?: number;
  episodes?: number;
  actors: LdPerson[];
  directors: LdPerson[];
  creators: LdPerson[];
}

export function titleLd(t: TitleLd): Ld {
  const common = {
    '@context': ctx,
    name: t.name,
    url: t.url,
    image: t.image,
    description: t.description,
    genre: t.genres,
    contentRating: t.certification ?? undefined,
    aggregateRating: rating(t.rating, t.voteCount),
    actor: people(t.actors),
  };
  if (t.type === 'movie') {
    return compact({
      ...common,
      '@type': 'Movie',
      datePublished: t.releaseDate ?? undefined,
      duration: duration(t.runtime),
      director: people(t.directors),
    });
  }
  return compact({
    ...common,
    '@type': 'TVSeries',
    startDate: t.releaseDate ?? undefined,
    numberOfSeasons: t.seasons || undefined,
    numberOfEpisodes: t.episodes || undefined,
    creator: people(t.creators),
    director: people(t.directors),
  });
}

export function seasonLd(s: LdSeriesPart & { episodes: number }): Ld {
  return compact({
    '@context': ctx,
    '@type': 'TVSeason',
    name: s.name,
    seasonNumber: s.number,
    url: s.url,
    image: s.image,
    description: s.description,
    datePublished: s.date ?? undefined,
    numberOfEpisodes: s.episodes || undefined,
    partOfSeries: { '@type': 'TVSeries', name: s.series.name, url: s.series.url },
  });
}

export function episodeLd(
  e: LdSeriesPart & {
    season: { number: number; url: string };
    runtime?: number | null;
    rating?: number | null;
    voteCount?: number | null;
    directors: LdPerson[];
    actors: LdPerson[];
  },
): Ld {
  return compact({
    '@context': ctx,
    '@type': 'TVEpisode',
    name: e.name,
    episodeNumber: e.number,
    url: e.url,
    image: e.image,
    description: e.description,
    datePublished: e.date ?? undefined,
    duration: duration(e.runtime),
    aggregateRating: rating(e.rating, e.voteCount),
    director: people(e.directors),
    actor: people(e.actors),
    partOfSeason: { '@type': 'TVSeason', seasonNumber: e.season.number, url: e.season.url },
    partOfSeries: { '@type': 'TVSeries', name: e.series.name, url: e.series.url },
  });
}

export function personLd(
  p: LdPage & {
    birthDate?: string | null;
    deathDate?: string | null;
    birthPlace?: string | null;
    jobTitle?: string | null;
  },
): Ld {
  return compact({
    '@context': ctx,
    '@type': 'Person',
    name: p.name,
    url: p.url,
    image: p.image,
    description: p.description,
    birthDate: p.birthDate ?? undefined,
    deathDate: p.deathDate ?? undefined,
    birthPlace: p.birthPlace ? { '@type': 'Place', name: p.birthPlace } : undefined,
    jobTitle: p.jobTitle ?? undefined,
  });
}

export function newsLd(n: {
  headline: string;
  url: string;
  image?: string;
  description?: string;
  published: string;
  modified: string;
  siteName: string;
  siteUrl: string;
  source?: string | null;
}): Ld {
  const publisher = { '@type': 'Organization', name: n.siteName, url: n.siteUrl };
  return compact({
    '@context': ctx,
    '@type': 'NewsArticle',
    headline: n.headline.slice(0, 110),
    url: n.url,
    mainEntityOfPage: n.url,
    image: n.image ? [n.image] : undefined,
    description: n.description,
    datePublished: n.published,
    dateModified: n.modified,
    author: n.source ? { '@type': 'Organization', name: n.source } : publisher,
    publisher,
  });
}

export function itemListLd(name: string, url: string, urls: string[]): Ld {
  return compact({
    '@context': ctx,
    '@type': 'ItemList',
    name,
    url,
    itemListElement: urls.map((u, i) => ({ '@type': 'ListItem', position: i + 1, url: u })),
  });
}
