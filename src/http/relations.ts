import { createMiddleware } from 'hono/factory';
import type { AppEnv, Relations } from './app-env';

/** Parses `with`, `load` and `loadCount` comma lists (also repeated or `with[]` forms) for GETs. */
export function parseRelations(url: URL): Relations {
  const read = (name: string) =>
    [...url.searchParams.getAll(name), ...url.searchParams.getAll(`${name}[]`)]
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter((v) => /^[\w.]{1,64}$/.test(v));
  return { with: read('with'), load: read('load'), loadCount: read('loadCount') };
}

export const relations = createMiddleware<AppEnv>(async (c, next) => {
  // most requests carry no query string: skip building a URL for them
  const parse = c.req.method === 'GET' && c.req.url.includes('?');
  c.set('relations', parse ? parseRelations(new URL(c.req.url)) : { with: [], load: [], loadCount: [] });
  await next();
});
