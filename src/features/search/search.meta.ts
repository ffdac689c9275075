import type { ActorDeps } from '../../deps';
import type { PageMeta } from '../../http/spa';
import { absoluteUrl } from '../../shared/seo.templates';
import { searchEverything } from './search.service';

// The <title>, canonical URL and robots tag of a search page (/search/{query}). robots.txt lets
// crawlers in: a query with results reads like a catalogue page of its own, linked from elsewhere.
// A query without any is a soft 404, kept out of the index ("noindex"), so links to made-up queries
// do not fill it with their text.

const SEARCH = /^\/search\/([^/]+)\/?$/;

/** The resolver registered with src/http/spa.ts (FeatureModule.pageMeta). */
export async function resolveSearchMeta(c: { var: ActorDeps }, pathname: string): Promise<PageMeta | null> {
  const m = SEARCH.exec(pathname);
  if (!m) return null;
  let query: string;
  try {
    query = decodeURIComponent(m[1]!).trim();
  } catch {
    return null; // a malformed escape: the page itself says there is nothing to show
  }
  if (!query || query.length > 200) return null;
  const deps = c.var;
  const site = deps.services.settings.get<string>('branding.site_name');
  const { results } = await searchEverything(deps, query, [], 1);
  const found = Object.values(results).some((hits) => hits.length > 0);
  return {
    title: `${query} - Search - ${site}`,
    description: `Movies, series, people and news matching “${query}” on ${site}.`,
    canonical: absoluteUrl(deps.config.APP_URL, `/search/${encodeURIComponent(query)}`),
    noindex: !found,
  };
}
