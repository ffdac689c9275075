import type { ActorDeps } from '../../../deps';
import type { PageMeta } from '../../../http/spa';
import { subjectOf } from '../../accounts/auth/auth-state';
import { channelTitleLinks, findChannel } from '../channels/channels.queries';
import { showChannel } from '../channels/channels.service';
import { hasPermission } from '../../accounts/roles/access';
import { episodeLd, itemListLd, newsLd, personLd, seasonLd, titleLd } from './seo.jsonld';
import { channelPath, episodePath, newsPath, personPath, seasonPath, titlePath } from './seo.paths';
import { personForSeo, titleCredits, titleForSeo, titleGenres } from './seo.queries';
import { findEpisode } from '../../catalogue/episodes/episodes.queries';
import { findSeason } from '../../catalogue/seasons/seasons.queries';
import { findArticle } from '../news/news.queries';
import { absoluteUrl, plainText, renderSeo } from '../../../shared/seo.templates';
import { HERO_SIZES } from '../../../shared/artwork';

// Per-page <title>, description, canonical, Open Graph/Twitter and JSON-LD for the server-rendered
// index.html (registered with src/http/spa.ts). Pages the visitor may not see get the site's
// default tags; unknown ids get a 404 with noindex.

const TITLE = /^\/titles\/(\d+)(?:\/[^/]+)?(?:\/season\/(\d+)(?:\/episode\/(\d+))?)?(?:\/[\w-]+)?\/?$/;
const PERSON = /^\/people\/(\d+)(?:\/[^/]+)?\/?$/;
const NEWS = /^\/news\/(\d+)(?:\/[^/]+)?\/?$/;
const CHANNEL = /^\/channel\/([A-Za-z0-9][\w-]*)(?:\/([^/]+))?\/?$/;
const TOP_LEVEL = /^\/([a-z][a-z0-9-]*)(?:\/([^/]+))?\/?$/;

function notFoundMeta(deps: ActorDeps): PageMeta {
  const site = deps.services.settings.get<string>('branding.site_name');
  return { title: `Not found - ${site}`, description: 'This page does not exist.', status: 404, noindex: true };
}

const can = (deps: ActorDeps, permission: string) => hasPermission(subjectOf(deps.auth), permission);

/**
 * The resolver registered with src/http/spa.ts, which hands it the request's Context: only its
 * dependencies (`c.var`) are read.
 */
export function resolvePageMeta(c: { var: ActorDeps }, pathname: string) {
  return pageMeta(c.var, pathname);
}

async function pageMeta(deps: ActorDeps, pathname: string): Promise<PageMeta | null> {
  let m: RegExpExecArray | null;
  if ((m = TITLE.exec(pathname)))
    return can(deps, 'titles.view') ? titleMeta(deps, Number(m[1]), m[2] ? Number(m[2]) : null, m[3] ? Number(m[3]) : null) : null;
  if ((m = PERSON.exec(pathname))) return can(deps, 'people.view') ? personMeta(deps, Number(m[1])) : null;
  if ((m = NEWS.exec(pathname))) return can(deps, 'news.view') ? newsMeta(deps, Number(m[1])) : null;
  if ((m = CHANNEL.exec(pathname)))
    return can(deps, 'channels.view') ? ((await channelMeta(deps, m[1]!, m[2])) ?? notFoundMeta(deps)) : null;
  if (pathname === '/' || pathname === '') {
    const { title, description } = renderSeo(deps.services.settings, 'landing', {});
    return { title, description, canonical: deps.config.APP_URL, preloadImage: await homeHeroImage(deps) };
  }
  // `{slugOrId}` channel pages share the root with other routes: only a channel that exists answers
  if ((m = TOP_LEVEL.exec(pathname)) && can(deps, 'channels.view')) return channelMeta(deps, m[1]!, m[2], true);
  return null;
}

type Row = { model_type: string; layout?: string; items?: Row[] | { data: Row[] }; backdrop?: string | null; poster?: string | null };
const rowsOf = (row: Row) => (Array.isArray(row.items) ? row.items : (row.items?.data ?? []));

/**
 * The home page's LCP image: the first slide of its hero row, when the home channel starts with one
 * (the rule of web/src/features/home/home-page.tsx). The channel page is the one its API serves
 * from cache, so this costs no extra query once warm.
 */
async function homeHeroImage(deps: ActorDeps): Promise<PageMeta['preloadImage']> {
  const { settings } = deps.services;
  const type = settings.get<string>('homepage.type');
  const slug = !type || type === 'channel' ? settings.get<string>('homepage.value') || 'home' : null;
  if (!slug || !can(deps, 'channels.view')) return null;
  const home = await showChannel(deps, slug, { page: 1 }).catch(() => null);
  if (!home || home.channel.content_type !== 'channels') return null;
  const first = rowsOf(home.channel as unknown as Row).find((r) => r.model_type === 'channel' && rowsOf(r).length > 0);
  const slide = first?.layout === 'hero' ? rowsOf(first).find((i) => i.model_type === 'title') : undefined;
  const src = slide?.backdrop ?? slide?.poster;
  return src ? { src, kind: 'backdrop', sizes: HERO_SIZES.backdrop } : null;
}

/**
 * The meta of a title, season, episode, person or news page: its SEO texts, canonical URL and share
 * image (both absolute), and one JSON-LD object that `ld` builds on the same URL, image and description.
 */
function entityMeta(
  appUrl: string,
  seo: { title: string; description: string },
  page: { path: string; image: string | null | undefined; type: string; tags?: PageMeta['tags'] },
  ld: (ref: { url: string; image: string | undefined; description: string }) => object,
): PageMeta {
  const url = absoluteUrl(appUrl, page.path)!;
  const image = absoluteUrl(appUrl, page.image);
  const tags = page.tags ? { tags: page.tags } : {};
  return { ...seo, canonical: url, image, type: page.type, ...tags, jsonLd: [ld({ url, image, description: seo.description })] };
}

async function titleMeta(deps: ActorDeps, id: number, seasonNumber: number | null, episodeNumber: number | null): Promise<PageMeta> {
  const { db, config, services } = deps;
  const t = await titleForSeo(db, id);
  if (!t) return notFoundMeta(deps);
  const url = (p: string) => absoluteUrl(config.APP_URL, p)!;
  const seriesRef = { name: t.name, url: url(titlePath(t)) };
  const base = { TITLE_NAME: t.name, TITLE_YEAR: t.year, TITLE_TYPE: t.type === 'movie' ? 'Movie' : 'Series', TITLE_TAGLINE: t.tagline };
  const asPeople = (list: { id: number; name: string; slug: string }[]) => list.map((p) => ({ name: p.name, url: url(personPath(p)) }));

  if (seasonNumber !== null && t.type === 'series') {
    const season = await findSeason(db, t.id, seasonNumber);
    if (!season) return notFoundMeta(deps);
    if (episodeNumber !== null) {
      const ep = await findEpisode(db, t.id, seasonNumber, episodeNumber);
      if (!ep) return notFoundMeta(deps);
      const credits = await titleCredits(db, t.id, { episodeId: ep.id });
      const seo = renderSeo(services.settings, 'episode', {
        ...base,
        SEASON_NUMBER: seasonNumber,
        EPISODE_NUMBER: episodeNumber,
        EPISODE_NAME: ep.name,
        EPISODE_DESCRIPTION: plainText(ep.description ?? t.description, 300),
      });
      const page = { path: episodePath(t, seasonNumber, episodeNumber), image: ep.poster ?? t.backdrop, type: 'video.episode' };
      return entityMeta(config.APP_URL, seo, page, (ref) =>
        episodeLd({
          series: seriesRef,
          season: { number: seasonNumber, url: url(seasonPath(t, seasonNumber)) },
          number: episodeNumber,
          name: ep.name,
          ...ref,
          date: ep.release_date,
          runtime: ep.runtime,
          rating: ep.rating,
          voteCount: ep.vote_count,
          directors: asPeople(credits.filter((p) => p.department === 'directing')),
          actors: asPeople(credits.filter((p) => p.department === 'cast').slice(0, 10)),
        }),
      );
    }
    const seo = renderSeo(services.settings, 'season', {
      ...base,
      SEASON_NUMBER: seasonNumber,
      SEASON_NAME: season.name ?? `Season ${seasonNumber}`,
      SEASON_DESCRIPTION: plainText(season.description ?? t.description, 300),
    });
    const page = { path: seasonPath(t, seasonNumber), image: season.poster ?? t.poster, type: 'video.tv_show' };
    return entityMeta(config.APP_URL, seo, page, (ref) =>
      seasonLd({
        series: seriesRef,
        number: seasonNumber,
        name: season.name ?? `Season ${seasonNumber}`,
        ...ref,
        date: season.release_date,
        episodes: season.episodes_count,
      }),
    );
  }
  if (seasonNumber !== null) return notFoundMeta(deps);

  const [genres, credits] = await Promise.all([titleGenres(db, t.id), titleCredits(db, t.id)]);
  const seo = renderSeo(services.settings, 'title', {
    ...base,
    TITLE_DESCRIPTION: plainText(t.description, 300),
    TITLE_GENRES: genres.join(', '),
  });
  const page = {
    path: titlePath(t),
    image: t.backdrop ?? t.poster,
    type: t.type === 'movie' ? 'video.movie' : 'video.tv_show',
    tags: t.release_date && t.type === 'movie' ? [{ property: 'video:release_date', content: t.release_date }] : [],
  };
  // the title hero paints the backdrop across the phone's width; without one, the poster is the largest image
  const preloadImage = t.backdrop
    ? { src: t.backdrop, kind: 'backdrop' as const, sizes: HERO_SIZES.backdrop }
    : t.poster
      ? { src: t.poster, kind: 'poster' as const, sizes: HERO_SIZES.titlePoster }
      : null;
  const meta = entityMeta(config.APP_URL, seo, page, (ref) =>
    titleLd({
      type: t.type,
      name: t.name,
      ...ref,
      // the structured data shows the poster; the share image prefers the backdrop
      image: absoluteUrl(config.APP_URL, t.poster ?? t.backdrop),
      releaseDate: t.release_date,
      runtime: t.runtime,
      certification: t.certification,
      genres,
      rating: t.rating,
      voteCount: t.vote_count,
      seasons: t.seasons_count,
      episodes: t.episodes_count,
      actors: asPeople(credits.filter((p) => p.department === 'cast').slice(0, 10)),
      directors: asPeople(credits.filter((p) => p.department === 'directing')),
      creators: asPeople(credits.filter((p) => p.department === 'creators')),
    }),
  );
  return { ...meta, preloadImage };
}

async function personMeta(deps: ActorDeps, id: number): Promise<PageMeta> {
  const { db, config, services } = deps;
  const p = await personForSeo(db, id);
  if (!p) return notFoundMeta(deps);
  const known = p.known_for ? p.known_for.charAt(0).toUpperCase() + p.known_for.slice(1) : null;
  const seo = renderSeo(services.settings, 'person', {
    PERSON_NAME: p.name,
    PERSON_KNOWN_FOR: known,
    PERSON_BIOGRAPHY: plainText(p.biography, 300),
  });
  const preloadImage = p.poster ? { src: p.poster, kind: 'profile' as const, sizes: HERO_SIZES.personPhoto } : null;
  const meta = entityMeta(config.APP_URL, seo, { path: personPath(p), image: p.poster, type: 'profile' }, (ref) =>
    personLd({
      name: p.name,
      ...ref,
      birthDate: p.birth_date,
      deathDate: p.death_date,
      birthPlace: p.birth_place,
      jobTitle: known,
    }),
  );
  return { ...meta, preloadImage };
}

async function newsMeta(deps: ActorDeps, id: number): Promise<PageMeta> {
  const { db, config, services } = deps;
  const n = await findArticle(db, id);
  if (!n) return notFoundMeta(deps);
  const seo = renderSeo(services.settings, 'news', {
    ARTICLE_TITLE: n.title,
    ARTICLE_BODY: plainText(n.body, 300),
    ARTICLE_SOURCE: n.source,
  });
  const page = {
    path: newsPath(n),
    image: n.image,
    type: 'article',
    tags: [{ property: 'article:published_time', content: n.created_at }],
  };
  return entityMeta(config.APP_URL, seo, page, (ref) =>
    newsLd({
      headline: n.title,
      ...ref,
      published: n.created_at,
      modified: n.updated_at,
      siteName: services.settings.get<string>('branding.site_name'),
      siteUrl: config.APP_URL,
      source: n.source,
    }),
  );
}

async function channelMeta(deps: ActorDeps, slugOrId: string, restriction: string | undefined, topLevel = false): Promise<PageMeta | null> {
  const { db, config, services } = deps;
  const channel = await findChannel(db, topLevel ? slugOrId.toLowerCase() : slugOrId);
  if (!channel || (topLevel && channel.slug !== slugOrId.toLowerCase())) return null;
  if (restriction && !channel.restriction) return notFoundMeta(deps);
  const restrictionLabel = restriction
    ? decodeURIComponent(restriction)
        .replace(/-/g, ' ')
        .replace(/\b\w/g, (ch) => ch.toUpperCase())
    : '';
  const seo = renderSeo(services.settings, 'channel', {
    CHANNEL_NAME: [channel.seo_title ?? channel.name, restrictionLabel].filter(Boolean).join(': '),
    CHANNEL_DESCRIPTION: plainText(channel.seo_description ?? channel.description, 300),
    RESTRICTION: restrictionLabel,
  });
  const canonical = absoluteUrl(config.APP_URL, channelPath(channel, restriction))!;
  const items = await channelTitleLinks(db, channel.id, restriction ? 0 : 20);
  return {
    ...seo,
    canonical,
    jsonLd: items.length
      ? [
          itemListLd(
            channel.name,
            canonical,
            items.map((t) => absoluteUrl(config.APP_URL, titlePath(t))!),
          ),
        ]
      : [],
  };
}
