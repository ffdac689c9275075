import type { Context } from 'hono';
import type { AppEnv } from '../../../http/app-env';
import type { PageMeta, PageMetaResolver } from '../../../http/spa';
import { subjectOf } from '../../accounts/auth/auth-state';
import { makeSlug } from '../../catalogue/common/slug';
import { canSeeList } from '../lists/lists.service';
import { hasPermission } from '../../accounts/roles/access';

// Server-rendered <title>, description, canonical and JSON-LD for profile and list pages. All of
// it is user text: spa.ts escapes attributes and JSON-LD (no `</script>` can end the block early).
// A private list, or one the viewer may not see, answers 404 like the page itself.

type C = Context<AppEnv>;
const PROFILE = /^\/user\/(\d{1,15})(?:\/[^/]*)?(?:\/[\w-]+)?\/?$/;
const LIST = /^\/lists\/(\d{1,15})(?:\/edit)?\/?$/;

/** User text for a meta description: whitespace collapsed, cut at a word near `max`. */
function summary(text: string, max = 160) {
  const plain = text.replace(/\s+/g, ' ').trim();
  return plain.length <= max ? plain : `${plain.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

function notFoundMeta(site: string): PageMeta {
  return { title: `Not found - ${site}`, description: 'This page does not exist.', status: 404, noindex: true };
}

const absolute = (appUrl: string, url: string | null | undefined) =>
  !url ? undefined : /^https?:\/\//i.test(url) ? url : `${appUrl}${url.startsWith('/') ? '' : '/'}${url}`;

async function profileMeta(c: C, id: number): Promise<PageMeta> {
  const { db, config, services } = c.var;
  const site = services.settings.get<string>('branding.site_name');
  const user = await db
    .selectFrom('users')
    .leftJoin('user_profiles', 'user_profiles.user_id', 'users.id')
    .select(['users.id', 'users.name', 'users.image', 'user_profiles.bio'])
    .where('users.id', '=', id)
    .executeTakeFirst();
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

async function listMeta(c: C, id: number): Promise<PageMeta> {
  const { db, config, services, auth } = c.var;
  const site = services.settings.get<string>('branding.site_name');
  const list = await db
    .selectFrom('lists')
    .innerJoin('users', 'users.id', 'lists.user_id')
    .select([
      'lists.id',
      'lists.name',
      'lists.description',
      'lists.public',
      'lists.user_id',
      'lists.items_count',
      'lists.watchlist_of',
      'users.name as owner',
    ])
    .where('lists.id', '=', id)
    .executeTakeFirst();
  if (!list || !canSeeList(auth, list)) return notFoundMeta(site);
  const url = `${config.APP_URL}/lists/${list.id}`;
  const owner = list.owner ?? 'User';
  const description = list.description ? summary(list.description) : `A list by ${owner} on ${site}.`;
  return {
    title: `${list.name} - ${site}`,
    description,
    canonical: url,
    // private lists (and watchlists) are never indexed, even for their owner
    noindex: !list.public || list.watchlist_of !== null,
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
  if ((m = PROFILE.exec(pathname)) && can('titles.view')) return profileMeta(c, Number(m[1]));
  if ((m = LIST.exec(pathname)) && can('lists.view')) return listMeta(c, Number(m[1]));
  return null;
};
