import { parse } from 'regexparam';
import { describe, expect, it, vi } from 'vitest';
import { paths, pathTo } from '../paths';
import { joinEntry, registrationOpen, safeRedirect } from './guards';
import type { GuardContext } from './types';
import { findRoute, routes } from './index';

// regexparam is wouter's default pattern parser, as the app uses it.
const match = (url: string) => findRoute(parse as never, url)?.def.path;

describe('paths table', () => {
  it('registers a route for every path', () => {
    const registered = new Set(routes.map((r) => r.path));
    for (const [name, pattern] of Object.entries(paths)) expect(registered.has(pattern), name).toBe(true);
  });

  it('builds links from patterns', () => {
    expect(pathTo(paths.title, { titleId: 12, titleSlug: 'heat' })).toBe('/titles/12/heat');
    expect(pathTo(paths.adminLogs)).toBe('/admin/logs');
    expect(pathTo(paths.adminLogs, { tab: 'error' })).toBe('/admin/logs/error');
    expect(pathTo(paths.searchQuery, { query: 'a b' })).toBe('/search/a%20b');
  });
});

describe('route matching', () => {
  it.each([
    ['/', paths.home],
    ['/checkout/stripe/done', paths.checkoutStripeDone],
    ['/checkout/3/9', paths.checkout],
    ['/lists/new', paths.listNew],
    ['/lists/favourites', paths.list],
    ['/titles/1/heat/season/2/episode/3/full-credits', paths.episodeFullCredits],
    ['/user/7/ada/followed-users', paths.userProfileTab],
    ['/admin/titles/new', paths.adminTitleNew],
    ['/admin/titles/5/edit', paths.adminTitleEdit],
    ['/admin/titles/5/edit/cast', paths.adminTitleEdit],
    ['/admin/titles/5/edit/videos/new', paths.adminTitleVideoNew],
    ['/admin/titles/5/edit/seasons/1/episodes/new', paths.adminEpisodeNew],
    ['/admin/titles/5/edit/seasons/1/episodes/4/crew', paths.adminEpisodeEdit],
    ['/admin/titles/5/edit/seasons/1/videos/edit/8', paths.adminSeasonVideoEdit],
    ['/admin/titles/5/insights/seasons/1/episodes/2', paths.adminEpisodeInsights],
    ['/admin/settings/recaptcha', paths.adminSettings],
    ['/admin/appearance/menus/0/3', paths.appearanceMenuItem],
    ['/admin/no-such-screen', '/admin/*'],
    ['/workspaces', paths.workspaces],
    ['/workspaces/7', paths.workspace],
    ['/movies', paths.channel],
    ['/channel/popular/movie', paths.channelPrefixedRestricted],
  ])('%s -> %s', (url, pattern) => {
    expect(match(url)).toBe(pattern);
  });
});

describe('safeRedirect', () => {
  it('follows only same-site paths', () => {
    expect(safeRedirect('/admin/users')).toBe('/admin/users');
    expect(safeRedirect('//evil.example')).toBeNull();
    expect(safeRedirect('/\\evil.example')).toBeNull();
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });
});

describe('workspace join pages', () => {
  const ctx = (location: string, query: string, signedIn: boolean, disable = false) =>
    ({
      location,
      search: new URLSearchParams(query),
      data: { user: signedIn ? { id: 1, permissions: [], roles: [] } : null, settings: { registration: { disable } } },
    }) as unknown as GuardContext;

  it('stay open to a signed-in user who follows an invite (the page joins), and send them on without one', () => {
    vi.stubGlobal('location', new URL('http://localhost/workspace/join/login'));
    expect(joinEntry(ctx('/workspace/join/login', 'inviteId=abc', true))).toBeNull();
    expect(joinEntry(ctx('/workspace/join/login', '', true))).toBe('/');
    expect(joinEntry(ctx('/workspace/join/login', 'inviteId=abc', false))).toBeNull();
    vi.unstubAllGlobals();
  });

  it('keep registration open on the invite route while registration is disabled', () => {
    expect(registrationOpen(ctx('/workspace/join/register', 'inviteId=abc', false, true))).toBeNull();
    expect(registrationOpen(ctx('/register', '', false, true))).toBe('/login');
  });
});
