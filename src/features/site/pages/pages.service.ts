import { sanitizeHtml } from '../../../platform/lazy-require';
import slugify from 'slugify';
import type { Db } from '../../../db/database';
import { nowIso } from '../../../db/database';
import type { ActorDeps, Deps } from '../../../deps';
import { notFound, validationError } from '../../../http/errors';
import { paginate } from '../../../http/pagination';
import {
  deletePageRows,
  findPageById,
  findPageBySlug,
  insertPages,
  pageListQuery,
  presentPage,
  slugTaken,
  updatePageRow,
} from './pages.queries';
import { sanitizePageBody } from './pages.sanitize';
import type { CreateCustomPageInput, CustomPageListQuery, CustomPagePayload, UpdateCustomPageInput } from './pages.schemas';

// Custom pages (privacy policy, terms, about...): public to read, custom_pages.update to change.
// Bodies are sanitized on every save, so what is stored is what may be rendered.

export async function listPages({ db }: Deps, params: CustomPageListQuery) {
  const q = pageListQuery(db, params.query).orderBy(params.orderBy, params.orderDir).orderBy('id', 'desc');
  return paginate(q, params, presentPage);
}

/** A page for anyone to read, with the tags the web sets from it (spec section 7: page, seo, set_seo). */
export async function showPage({ db, services, config }: Deps, idOrSlug: string) {
  const page = await findPage(db, idOrSlug);
  return { page, seo: pageSeo(page, services.settings.get<string>('branding.site_name'), config.APP_URL), set_seo: true };
}

/** By numeric id, or by slug (also `12-some-slug`, where the id wins). Also read by the page meta resolver. */
export async function findPage(db: Db, idOrSlug: string): Promise<CustomPagePayload> {
  const id = idOrSlug.match(/^(\d+)(?:-|$)/)?.[1];
  const row = id ? await findPageById(db, Number(id)) : await findPageBySlug(db, idOrSlug.toLowerCase());
  if (!row) throw notFound('Page not found.');
  return presentPage(row);
}

export async function getPage({ db }: Deps, id: number) {
  const row = await findPageById(db, id);
  if (!row) throw notFound('Page not found.');
  return presentPage(row);
}

/** What the web sets as document title and meta tags (spec section 7: page, seo, set_seo). */
export function pageSeo(page: CustomPagePayload, siteName: string, appUrl: string) {
  const text = sanitizeHtml(page.body, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
  const description = page.meta.description || (text.length > 160 ? `${text.slice(0, 157).trimEnd()}...` : text);
  return {
    title: `${page.title} - ${siteName}`,
    description,
    canonical: `${appUrl}/pages/${page.slug}`,
    type: 'article',
  };
}

async function uniqueSlug(db: Db, title: string, exceptId: number | null) {
  const base = slugify(title, { lower: true, strict: true }).slice(0, 180).replace(/-+$/, '') || 'page';
  const start = /^\d+$/.test(base) ? `page-${base}` : base;
  let candidate = start;
  for (let n = 2; await slugTaken(db, candidate, exceptId); n++) candidate = `${start}-${n}`;
  return candidate;
}

export async function createPage(deps: ActorDeps, input: CreateCustomPageInput) {
  const { db } = deps;
  if (input.slug && (await slugTaken(db, input.slug, null))) throw validationError({ slug: ['This slug is already in use.'] });
  const now = nowIso();
  const [row] = await insertPages(db, [
    {
      title: input.title,
      slug: input.slug ?? (await uniqueSlug(db, input.title, null)),
      body: sanitizePageBody(input.body),
      meta: JSON.stringify(input.meta),
      hide_nav: input.hide_nav ? 1 : 0,
      user_id: deps.auth.user?.id ?? null,
      created_at: now,
      updated_at: now,
    },
  ]);
  return getPage(deps, row!.id);
}

export async function updatePage(deps: Deps, id: number, input: UpdateCustomPageInput) {
  const { db } = deps;
  const current = await getPage(deps, id);
  if (input.slug && input.slug !== current.slug && (await slugTaken(db, input.slug, id))) {
    throw validationError({ slug: ['This slug is already in use.'] });
  }
  await updatePageRow(db, id, {
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.slug !== undefined ? { slug: input.slug } : {}),
    ...(input.body !== undefined ? { body: sanitizePageBody(input.body) } : {}),
    ...(input.meta !== undefined ? { meta: JSON.stringify(input.meta) } : {}),
    ...(input.hide_nav !== undefined ? { hide_nav: input.hide_nav ? 1 : 0 } : {}),
    updated_at: nowIso(),
  });
  return getPage(deps, id);
}

/** Deletes the listed pages; 404 when none of them exists. */
export async function deletePages({ db }: Deps, ids: number[]) {
  const deleted = await deletePageRows(db, ids);
  if (!deleted) throw notFound('Page not found.');
  return deleted;
}
