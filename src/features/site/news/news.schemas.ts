import { z } from 'zod';
import { pageQuery } from '../../../http/pagination';
import { imageUrlField, optionalText } from '../../catalogue/common/fields';

export const newsListQuery = pageQuery.extend({
  query: z.string().trim().max(200).optional(),
  title_id: z.coerce.number().int().positive().optional(),
  /** The admin list sorts by any of these; the public list keeps newest first. */
  orderBy: z.enum(['created_at', 'updated_at', 'title']).default('created_at'),
  orderDir: z.enum(['asc', 'desc']).default('desc'),
});
export type NewsListQuery = z.infer<typeof newsListQuery>;

const articleFields = {
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
};

export const createArticleBody = z.object(articleFields);
export const updateArticleBody = z.object(articleFields).partial();
export type CreateArticleInput = z.infer<typeof createArticleBody>;
export type UpdateArticleInput = z.infer<typeof updateArticleBody>;
