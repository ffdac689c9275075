import { z } from 'zod';
import { pageQuery } from '../../../http/pagination';
import { id, page, text, timestamp } from '../../../http/response-schemas';
import { lazySchema } from '../../../http/lazy-schema';

export const videoTypes = ['embed', 'direct', 'stream', 'upload'] as const;
export const videoCategories = ['full', 'trailer', 'clip'] as const;
export const videoStatuses = ['pending', 'processing', 'ready', 'failed'] as const;

const optionalInt = lazySchema(() => z.coerce.number().int().min(0).max(100_000).nullish());

const videoFields = lazySchema(() =>
  z.object({
    name: z.string().trim().min(1).max(255),
    type: z.enum(videoTypes),
    src: z.string().max(4000).nullish(),
    file_entry_id: z.coerce.number().int().positive().nullish(),
    /** Storage key of an uploaded source (set by the uploads feature or an admin). */
    source_key: z.string().max(1000).nullish(),
    category: z.enum(videoCategories),
    quality: z.string().trim().max(32).nullish(),
    language: z.string().trim().max(16).nullish(),
    order: z.coerce.number().int().min(0).max(100_000),
    title_id: z.coerce.number().int().positive(),
    season_number: optionalInt,
    episode_number: optionalInt,
  }),
);
export const videoBody = lazySchema(() =>
  videoFields.extend({
    category: videoFields.shape.category.default('full'),
    order: videoFields.shape.order.default(0),
  }),
);
export type VideoBody = z.infer<typeof videoBody>;

/** No defaults here: a field left out of an update keeps its value. */
export const videoUpdateBody = lazySchema(() => videoFields.partial());
export type VideoUpdateBody = z.infer<typeof videoUpdateBody>;

export const videoIdParam = lazySchema(() => z.object({ id: z.coerce.number().int().positive() }));
export const videoIdsParam = lazySchema(() =>
  z.object({
    ids: z
      .string()
      .regex(/^\d+(,\d+)*$/, 'Ids must be a comma list of numbers.')
      .transform((s) => [...new Set(s.split(',').map(Number))].slice(0, 100)),
  }),
);

export const videoOrderBy = ['order', 'created_at', 'name', 'updated_at'] as const;

export const listVideosQuery = lazySchema(() =>
  pageQuery.extend({
    title_id: z.coerce.number().int().positive().optional(),
    season_number: z.coerce.number().int().min(0).optional(),
    episode_number: z.coerce.number().int().min(0).optional(),
    type: z.enum(videoTypes).optional(),
    category: z.enum(videoCategories).optional(),
    status: z.enum(videoStatuses).optional(),
    approved: z
      .enum(['0', '1', 'true', 'false'])
      .transform((v) => v === '1' || v === 'true')
      .optional(),
    user_id: z.coerce.number().int().positive().optional(),
    query: z.string().trim().max(255).optional(),
    orderBy: z.enum(videoOrderBy).default('order'),
    orderDir: z.enum(['asc', 'desc']).default('asc'),
  }),
);
export type ListVideosQuery = z.infer<typeof listVideosQuery>;

// Success bodies (videos.present.ts): one video resource, reused by every operation that answers it.

const caption = lazySchema(() =>
  z.looseObject({
    id,
    language: z.string(),
    label: z.string(),
    url: z.string().nullable().meta({ description: 'A signed stream URL; null when the viewer may not play this full video.' }),
  }),
);

/** A playable source: an external link as it is, or an upload's signed HLS/MP4 URL. */
const videoSource = lazySchema(() =>
  z.looseObject({
    type: z.string().meta({ examples: ['hls', 'mp4', 'youtube', 'vimeo', 'iframe', 'dash', 'webm'] }),
    src: z.string(),
    quality: text,
  }),
);

export const video = lazySchema(() =>
  z.looseObject({
    id,
    name: z.string(),
    type: z.enum(videoTypes),
    src: text,
    file_entry_id: id.nullable(),
    category: z.enum(videoCategories),
    quality: text,
    language: text,
    order: z.int(),
    title_id: id,
    season_number: z.int().nullable(),
    episode_number: z.int().nullable(),
    episode_id: id.nullable(),
    approved: z.boolean(),
    user_id: id.nullable(),
    status: z.enum(videoStatuses),
    status_message: text,
    progress: z.number().nullable().meta({ description: '0..1 while pending or processing, 1 when ready, null when failed.' }),
    duration: z.number().nullable(),
    thumbnail: text,
    width: z.number().nullable(),
    height: z.number().nullable(),
    thumbnails_vtt: text.meta({ description: 'The WebVTT sprite track of seek thumbnails, once processed.' }),
    captions: z.array(caption),
    created_at: timestamp,
    updated_at: timestamp,
  }),
);

/** GET/POST/PUT videos/{id}, approve, disapprove: the video with its playable sources. */
export const oneVideo = lazySchema(() => z.looseObject({ video: video.extend({ sources: z.array(videoSource) }) }));

/** GET videos: each row names its title (the admin table links to it). */
export const videoPage = lazySchema(() =>
  z.looseObject({
    pagination: page(video.extend({ title: z.looseObject({ id, name: z.string(), type: z.string(), slug: z.string() }).nullable() })),
  }),
);

/** A delete that answers how many rows went. */
export const deletedCount = lazySchema(() => z.looseObject({ deleted: z.int() }));

export const addedCaption = lazySchema(() => z.looseObject({ caption: caption.extend({ video_id: id }) }));
