import { z } from 'zod';

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
