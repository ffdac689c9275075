import { z } from 'zod';
import { pageQuery } from '../../../http/pagination';
import { id, page, text, timestamp } from '../../../http/response-schemas';
import { imageUrlField, optionalText } from '../../catalogue/common/fields';
import { titleSummary } from '../../catalogue/common/present.schemas';
import { seoTags } from '../pages/pages.schemas';
import { lazySchema } from '../../../http/lazy-schema';

export const newsListQuery = lazySchema(() =>
  pageQuery.extend({
    query: z.string().trim().max(200).optional(),
    title_id: z.coerce.number().int().positive().optional(),
    /** The admin list sorts by any of these; the public list keeps newest first. */
    orderBy: z.enum(['created_at', 'updated_at', 'title']).default('created_at'),
    orderDir: z.enum(['asc', 'desc']).default('desc'),
  }),
);
export type NewsListQuery = z.infer<typeof newsListQuery>;

const articleFields = () => ({
  title: z.string().trim().min(1, 'The title field is required.').max(255),
  body: z.string().min(1, 'The body field is required.').max(200_000),
  image: imageUrlField,
  source: optionalText(255),
  source_url: z
    .string()
    .trim()
    .url('Must be a URL.')
    .max(1000)
    .refine((v) => /^https?:/i.test(v), 'Must be a URL.')
    .nullish(),
  title_ids: z.array(z.number().int().positive()).max(100).optional(),
});

export const createArticleBody = lazySchema(() => z.object(articleFields()));
export const updateArticleBody = lazySchema(() => z.object(articleFields()).partial());
export type CreateArticleInput = z.infer<typeof createArticleBody>;
export type UpdateArticleInput = z.infer<typeof updateArticleBody>;

// Success bodies (src/http/responds.ts): an article as presentArticle writes it.

const article = lazySchema(() =>
  z.looseObject({
    id,
    title: z.string(),
    slug: z.string(),
    excerpt: z.string().meta({ description: 'The first 200 characters of the body as plain text.' }),
    image: text,
    source: text,
    source_url: text,
    created_at: timestamp,
    updated_at: timestamp,
  }),
);
/** An article on its own page: with its sanitized HTML body and the titles it is about. */
const fullArticle = lazySchema(() => article.extend({ body: z.string(), titles: z.array(titleSummary) }));

export const newsList = lazySchema(() => z.looseObject({ pagination: page(article) }));
export const newsShown = lazySchema(() => z.looseObject({ article: fullArticle, seo: seoTags.extend({ image: text }) }));
export const newsSaved = lazySchema(() => z.looseObject({ article: fullArticle }));
export const newsDeleted = lazySchema(() => z.looseObject({ deleted: z.literal(true) }));
