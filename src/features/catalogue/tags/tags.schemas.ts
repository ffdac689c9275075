import { z } from 'zod';
import { pageQuery } from '../../../http/pagination';
import { page, timestamp } from '../../../http/response-schemas';
import { tag } from '../common/present.schemas';
import { idOrSlugParam } from '../common/slug';

export const tagTypes = ['genre', 'keyword', 'country'] as const;
export const tagTypeParam = z.object({ type: z.enum(tagTypes, { message: 'Unknown tag type.' }) });
export const titleTagParams = z.object({ id: idOrSlugParam, type: z.enum(tagTypes, { message: 'Unknown tag type.' }) });

const name = z.string().trim().min(1, 'The name field is required.').max(255);

/** Attach by name (created if new) or by an existing tag id. */
export const attachTagBody = z.union([z.object({ name }), z.object({ tag_id: z.number().int().positive() })]);
export const tagBody = z.object({ name, display_name: z.string().trim().max(255).nullish() });
export const tagListQuery = pageQuery.extend({
  query: z.string().trim().max(100).optional(),
  orderBy: z.enum(['name', 'titles_count', 'created_at']).default('name'),
});

export const oneTag = z.looseObject({ tag });
/** The tag catalogue's page: each tag with how many titles carry it. */
export const tagPage = z.looseObject({ pagination: page(tag.extend({ titles_count: z.int(), created_at: timestamp })) });
