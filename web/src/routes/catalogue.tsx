import { type ComponentType, lazy } from 'react';
import { paths } from '../paths';
import { lazyPage } from './lazy-page';
import type { RouteDef } from './types';

/** A lazily loaded named export (pages that share a module, e.g. the season views). */
const lazyNamed = <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) =>
  lazy(async () => ({ default: (await load())[name] as ComponentType }));

const ChannelPage = lazy(() => import('../features/channels/channel-page'));
const SearchPage = lazyPage(() => import('../features/search/search-page'));
// Server-rendered for guests (src/http/ssr.ts): preloadable, so hydration never waits on the chunk.
const PersonPage = lazyPage(() => import('../features/people/person-page'));
const TitlePage = lazyPage(() => import('../features/titles/title-page'));
const titleSubpages = () => import('../features/titles/title-subpages');
const seasonPages = () => import('../features/titles/season-page');
const episodePages = () => import('../features/titles/episode-page');
const listFormPages = () => import('../features/lists/list-form-page');
const listPages = () => import('../features/lists/list-page');
const titleView = { layout: 'main', permission: 'titles.view' } as const;
const ProfilePage = lazy(() => import('../features/profiles/profile-page'));

// Discovery, watching, titles, people, news, profiles, lists; channel catch-alls come last (routes/index.ts).
export const catalogueRoutes: RouteDef[] = [
  { path: paths.search, layout: 'main', permission: 'titles.view', page: SearchPage },
  { path: paths.searchQuery, layout: 'main', permission: 'titles.view', page: SearchPage },
  { path: paths.upcoming, layout: 'main', permission: 'titles.view', page: lazy(() => import('../features/upcoming/upcoming-page')) },
  { path: paths.schedule, layout: 'main', permission: 'titles.view', page: lazy(() => import('../features/schedule/schedule-page')) },
  { path: paths.watch, layout: 'player', permission: 'titles.view', page: lazy(() => import('../features/watch/watch-page')) },
  { path: paths.title, ...titleView, page: TitlePage },
  { path: paths.titleVideos, ...titleView, page: lazyNamed(titleSubpages, 'TitleVideosPage') },
  { path: paths.titleImages, ...titleView, page: lazyNamed(titleSubpages, 'TitleImagesPage') },
  { path: paths.titleFullCredits, ...titleView, page: lazyNamed(titleSubpages, 'TitleCreditsPage') },
  { path: paths.season, ...titleView, page: lazy(seasonPages) },
  { path: paths.seasonFullCredits, ...titleView, page: lazyNamed(seasonPages, 'SeasonCreditsPage') },
  { path: paths.seasonVideos, ...titleView, page: lazyNamed(seasonPages, 'SeasonVideosPage') },
  { path: paths.episode, ...titleView, page: lazy(episodePages) },
  { path: paths.episodeFullCredits, ...titleView, page: lazyNamed(episodePages, 'EpisodeCreditsPage') },
  { path: paths.episodeVideos, ...titleView, page: lazyNamed(episodePages, 'EpisodeVideosPage') },
  { path: paths.person, ...titleView, page: PersonPage },
  { path: paths.personWithSlug, ...titleView, page: PersonPage },
  { path: paths.newsArticle, layout: 'main', page: lazy(() => import('../features/news/news-page')) },
  { path: paths.userProfile, layout: 'main', permission: 'titles.view', page: ProfilePage },
  { path: paths.userProfileTab, layout: 'main', permission: 'titles.view', page: ProfilePage },
  { path: paths.lists, layout: 'main', auth: true, page: lazy(() => import('../features/lists/lists-page')) },
  { path: paths.listNew, layout: 'main', auth: true, page: lazy(listFormPages) },
  { path: paths.listEdit, layout: 'main', auth: true, page: lazyNamed(listFormPages, 'EditListPage') },
  { path: paths.list, layout: 'main', auth: true, page: lazy(listPages) },
  { path: paths.watchlist, layout: 'main', auth: true, page: lazyNamed(listPages, 'WatchlistPage') },
];

/** Registered after every other route: any single or double segment may be a channel. */
export const channelRoutes: RouteDef[] = [
  { path: paths.channelPrefixed, layout: 'main', page: ChannelPage },
  { path: paths.channelPrefixedRestricted, layout: 'main', page: ChannelPage },
  { path: paths.channel, layout: 'main', page: ChannelPage },
  { path: paths.channelRestricted, layout: 'main', page: ChannelPage },
];
