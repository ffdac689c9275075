import { z } from 'zod';
import { pageQuery } from '../../../http/pagination';
import { page, timestamp } from '../../../http/response-schemas';
import { tag } from '../common/present.schemas';
import { idOrSlugParam } from '../common/slug';
import { lazySchema } from '../../../http/lazy-schema';

export const tagTypes = ['genre', 'keyword', 'country'] as const;
export const tagTypeParam = lazySchema(() => z.object({ type: z.enum(tagTypes, { message: 'Unknown tag type.' }) }));
export const titleTagParams = lazySchema(() => z.object({ id: idOrSlugParam, type: z.enum(tagTypes, { message: 'Unknown tag type.' }) }));

const name = lazySchema(() => z.string().trim().min(1, 'The name field is required.').max(255));

/** Attach by name (created if new) or by an existing tag id. */
export const attachTagBody = lazySchema(() => z.union([z.object({ name }), z.object({ tag_id: z.number().int().positive() })]));
export const tagBody = lazySchema(() => z.object({ name, display_name: z.string().trim().max(255).nullish() }));
export const tagListQuery = lazySchema(() =>
  pageQuery.extend({
    query: z.string().trim().max(100).optional(),
    orderBy: z.enum(['name', 'titles_count', 'created_at']).default('name'),
  }),
);

export const oneTag = lazySchema(() => z.looseObject({ tag }));
/** The tag catalogue's page: each tag with how many titles carry it. */
export const tagPage = lazySchema(() => z.looseObject({ pagination: page(tag.extend({ titles_count: z.int(), created_at: timestamp })) }));
