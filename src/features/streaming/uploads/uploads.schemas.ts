import { z } from 'zod';
import { pageQuery } from '../../../http/pagination';
import { id, page, text, timestamp } from '../../../http/response-schemas';
import { lazySchema } from '../../../http/lazy-schema';

// Request bodies of the upload calls (spec section 7), shared with the web client.

export const deleteEntriesBody = lazySchema(() =>
  z
    .object({
      entryIds: z.array(z.coerce.number().int().positive()).max(500).default([]),
      paths: z.array(z.string().min(1).max(1000)).max(500).default([]),
      deleteForever: z.coerce.boolean().default(false),
    })
    .refine((b) => b.entryIds.length + b.paths.length > 0, { message: 'Select at least one file.', path: ['entryIds'] }),
);
export type DeleteEntriesBody = z.infer<typeof deleteEntriesBody>;

export const claimTusBody = lazySchema(() => z.object({ uploadKey: z.string().min(1).max(200) }));

export const entryIdParam = lazySchema(() => z.object({ id: z.coerce.number().int().positive() }));

/** GET file-entries: the admin Files screen's filters and order. */
export const fileEntriesListQuery = lazySchema(() =>
  pageQuery.extend({
    query: z.string().trim().max(200).optional(),
    /** image, video, or other (neither). */
    type: z.enum(['image', 'video', 'other']).optional(),
    userId: z.coerce.number().int().positive().optional(),
    orderBy: z.enum(['created_at', 'file_size', 'name']).default('created_at'),
    orderDir: z.enum(['asc', 'desc']).default('desc'),
  }),
);
export type FileEntriesListQuery = z.infer<typeof fileEntriesListQuery>;

// Success bodies: one file entry resource (file-entries.present.ts) for every call that answers it.

export const fileEntry = lazySchema(() =>
  z.looseObject({
    id,
    name: z.string().meta({ description: 'The name the client gave the file.' }),
    file_name: z.string().meta({ description: 'The stored file name (the last part of `path`).' }),
    extension: text,
    mime: z.string().meta({ description: 'The type sniffed from the stored bytes.' }),
    type: z.string().meta({ examples: ['video', 'image', 'audio'] }),
    size: z.int().meta({ description: 'Bytes.' }),
    file_size: z.int().meta({ description: 'Bytes (the same as `size`).' }),
    path: z.string().meta({ description: "The storage key: what a video's `source_key` takes." }),
    disk: z.enum(['local', 's3']),
    url: z.string().meta({ description: 'The owner-checked download route (uploads are private).' }),
    relativePath: text,
    fingerprint: text.meta({ description: 'SHA-256 hex of the content, when computed while storing.' }),
    parent_id: id.nullable(),
    user_id: id.nullable(),
    public: z.boolean(),
    created_at: timestamp,
    updated_at: timestamp,
  }),
);

/** POST file-entries, GET file-entries/{id}, POST tus/entries, POST s3/entries. */
export const oneFileEntry = lazySchema(() => z.looseObject({ fileEntry }));

/** GET file-entries: the admin Files screen, each entry with its uploader. */
export const fileEntryPage = lazySchema(() =>
  z.looseObject({
    pagination: page(fileEntry.extend({ owner: z.looseObject({ id, name: z.string(), email: z.string(), image: text }).nullable() })),
  }),
);

export const deletedEntries = lazySchema(() => z.looseObject({ message: z.string(), entryIds: z.array(id) }));
