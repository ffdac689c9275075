import { z } from 'zod';
import { pageQuery } from '../../../http/pagination';

// Request bodies of the upload calls (spec section 7), shared with the web client.

export const deleteEntriesBody = z
  .object({
    entryIds: z.array(z.coerce.number().int().positive()).max(500).default([]),
    paths: z.array(z.string().min(1).max(1000)).max(500).default([]),
    deleteForever: z.coerce.boolean().default(false),
  })
  .refine((b) => b.entryIds.length + b.paths.length > 0, { message: 'Select at least one file.', path: ['entryIds'] });
export type DeleteEntriesBody = z.infer<typeof deleteEntriesBody>;

export const claimTusBody = z.object({ uploadKey: z.string().min(1).max(200) });

export const entryIdParam = z.object({ id: z.coerce.number().int().positive() });

/** GET file-entries: the admin Files screen's filters and order. */
export const fileEntriesListQuery = pageQuery.extend({
  query: z.string().trim().max(200).optional(),
  /** image, video, or other (neither). */
  type: z.enum(['image', 'video', 'other']).optional(),
  userId: z.coerce.number().int().positive().optional(),
  orderBy: z.enum(['created_at', 'file_size', 'name']).default('created_at'),
  orderDir: z.enum(['asc', 'desc']).default('desc'),
});
export type FileEntriesListQuery = z.infer<typeof fileEntriesListQuery>;
