import type { ActorDeps } from '../../../deps';
import type { PageMeta, PageMetaResolver } from '../../../http/spa';
import { subjectOf } from '../../accounts/auth/auth-state';
import { makeSlug } from '../../catalogue/common/slug';
import { summary } from './community-common';
import { findListWithOwner } from '../lists/lists.queries';
import { canSeeList } from '../lists/lists.service';
import { hasPermission } from '../../accounts/roles/access';
import { findProfile } from './profiles.queries';

// Server-rendered <title>, description, canonical and JSON-LD for profile and list pages. All of
// it is user text: spa.ts escapes attributes and JSON-LD (no `</script>` can end the block early).
// A private list, or one the viewer may not see, answers 404 like the page itself.

const PROFILE = /^\/user\/(\d{1,15})(?:\/[^/]*)?(?:\/[\w-]+)?\/?$/;
const LIST = /^\/lists\/(\d{1,15})(?:\/edit)?\/?$/;

function notFoundMeta(site: string): PageMeta {
  return { title: `Not found - ${site}`, description: 'This page does not exist.', status: 404, noindex: true };
}

const absolute = (appUrl: string, url: string | null | undefined) =>
  !url ? undefined : /^https?:\/\//i.test(url) ? url : `${appUrl}${url.startsWith('/') ? '' : '/'}${url}`;

async function profileMeta({ db, config, services }: ActorDeps, id: number): Promise<PageMeta> {
  const site = services.settings.get<string>('branding.site_name');
  const user = await findProfile(db, id);
  if (!user) return notFoundMeta(site);
  const name = user.name ?? 'User';
  const url = `${config.APP_URL}/user/${user.id}/${makeSlug(name)}`;
  const description = user.bio ? summary(user.bio) : `Lists, ratings and reviews by ${name} on ${site}.`;
  const image = absolute(config.APP_URL, user.image);
  return {
    title: `${name} - ${site}`,
    description,
    canonical: url,
    image,
    type: 'profile',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ProfilePage',
        url,
        mainEntity: { '@type': 'Person', name, url, description, ...(image ? { image } : {}) },
      },
    ],
  };
}

async function listMeta({ db, config, services, auth }: ActorDeps, id: number): Promise<PageMeta> {
  const site = services.settings.get<string>('branding.site_name');
  const list = await findListWithOwner(db, id);
  if (!list || !(await canSeeList({ db, auth }, list))) return notFoundMeta(site);
  const url = `${config.APP_URL}/lists/${list.id}`;
  const owner = list.owner_name ?? 'User';
  const description = list.description ? summary(list.description) : `A list by ${owner} on ${site}.`;
  return {
    title: `${list.name} - ${site}`,
    description,
    canonical: url,
    // private lists (and watchlists) are never indexed, even for their owner
    noindex: !list.public || list.watchlist_of !== null || list.workspace_watchlist_of !== null,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        name: list.name,
        description,
        url,
        numberOfItems: list.items_count,
        author: { '@type': 'Person', name: owner },
      },
    ],
  };
}

/** Server-rendered <head> for profile and list pages. */
export const communityPageMeta: PageMetaResolver = async (c, pathname) => {
  let m: RegExpExecArray | null;
  const can = (permission: string) => hasPermission(subjectOf(c.var.auth), permission);
  if ((m = PROFILE.exec(pathname)) && can('titles.view')) return profileMeta(c.var, Number(m[1]));
  if ((m = LIST.exec(pathname)) && can('lists.view')) return listMeta(c.var, Number(m[1]));
  return null;
};
