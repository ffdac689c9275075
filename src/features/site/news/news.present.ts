import type { Selectable } from 'kysely';
import type { NewsArticlesTable } from '../../../db/tables/catalogue';

/** An article as the API shows it: a plain-text excerpt always, the HTML body on its own page. */
export function presentArticle(a: Selectable<NewsArticlesTable>, withBody: boolean) {
  const text = a.body
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return {
    id: a.id,
    title: a.title,
    slug: a.slug,
    excerpt: text.slice(0, 200),
    ...(withBody ? { body: a.body } : {}),
    image: a.image,
    source: a.source,
    source_url: a.source_url,
    created_at: a.created_at,
    updated_at: a.updated_at,
  };
}
