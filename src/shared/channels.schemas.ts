import { z } from 'zod';
import { pageQuery } from '../http/pagination';

export const channelLayouts = ['grid', 'carousel', 'landscape', 'hero', 'list'] as const;
export const channelContentTypes = ['titles', 'people', 'episodes', 'news', 'lists', 'videos', 'channels'] as const;
export const channelRestrictions = ['genre', 'keyword', 'country', 'language', 'year'] as const;
export const channelItemTypes = ['title', 'person', 'episode', 'news', 'list', 'video', 'channel'] as const;

/** Saved queries a channel can be filled from (channels.auto.ts), with the content they give. */
export const autoUpdateQueries = {
  trending: 'titles',
  popular_titles: 'titles',
  popular_movies: 'titles',
  popular_series: 'titles',
  top_rated_titles: 'titles',
  top_rated_movies: 'titles',
  top_rated_series: 'titles',
  new_releases: 'titles',
  new_movies: 'titles',
  new_series: 'titles',
  upcoming: 'titles',
  latest_news: 'news',
  popular_people: 'people',
  latest_episodes: 'episodes',
  latest_trailers: 'videos',
  popular_lists: 'lists',
} as const satisfies Record<string, (typeof channelContentTypes)[number]>;
export type AutoUpdateQuery = keyof typeof autoUpdateQueries;
export const autoUpdateNames = Object.keys(autoUpdateQueries) as AutoUpdateQuery[];

/** Item type stored in channel_items for each content type. */
export const itemTypeOf = {
  titles: 'title',
  people: 'person',
  episodes: 'episode',
  news: 'news',
  lists: 'list',
  videos: 'video',
  channels: 'channel',
} as const;

export const channelConfigSchema = z
  .object({
    /** Items kept when a saved query refreshes the channel. */
    limit: z.number().int().min(1).max(500).default(50),
    /** Items per page on the channel's own page. */
    perPage: z.number().int().min(1).max(100).default(24),
    /** Items shown when this channel is nested in another (the home page rows). */
    nestedLimit: z.number().int().min(1).max(50).default(20),
    /** Fixed filters for the saved query, e.g. { genre: 'Drama' } for a 'Drama' row. */
    filters: z
      .object({
        genre: z.string().max(100).optional(),
        keyword: z.string().max(100).optional(),
        country: z.string().max(10).optional(),
        language: z.string().max(10).optional(),
        year: z.number().int().min(1870).max(2200).optional(),
      })
      .default({}),
  })
  .default({ limit: 50, perPage: 24, nestedLimit: 20, filters: {} });
export type ChannelConfig = z.infer<typeof channelConfigSchema>;

const slug = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, numbers and dashes.')
  .refine((v) => !/^\d+$/.test(v), 'The slug cannot be only a number.');

const channelFields = {
  name: z.string().trim().min(1, 'The name field is required.').max(255),
  slug: slug.optional(),
  description: z.string().trim().max(5000).nullish(),
  layout: z.enum(channelLayouts).default('grid'),
  content_type: z.enum(channelContentTypes).default('titles'),
  auto_update: z.enum(autoUpdateNames as [AutoUpdateQuery, ...AutoUpdateQuery[]], { message: 'Unknown saved query.' }).nullish(),
  restriction: z.enum(channelRestrictions).nullish(),
  config: channelConfigSchema.optional(),
  hide_title: z.boolean().optional(),
  seo_title: z.string().trim().max(255).nullish(),
  seo_description: z.string().trim().max(1000).nullish(),
};

const autoMatchesContent = (v: { auto_update?: AutoUpdateQuery | null; content_type?: string }) =>
  !v.auto_update || !v.content_type || autoUpdateQueries[v.auto_update] === v.content_type;
const autoMessage = { message: 'This saved query does not give this kind of content.', path: ['auto_update'] };

export const createChannelBody = z.object(channelFields).refine(autoMatchesContent, autoMessage);
export const updateChannelBody = z
  .object({ ...channelFields, layout: z.enum(channelLayouts).optional(), content_type: z.enum(channelContentTypes).optional() })
  .partial()
  .refine(autoMatchesContent, autoMessage);
export type CreateChannelInput = z.infer<typeof createChannelBody>;
export type UpdateChannelInput = z.infer<typeof updateChannelBody>;

export const channelPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).optional(),
  restriction: z.string().trim().max(100).optional(),
});
export type ChannelPageQuery = z.infer<typeof channelPageQuery>;

const itemRef = z.object({ type: z.enum(channelItemTypes), id: z.coerce.number().int().positive() });
export const channelItemBody = z.object({ item: itemRef });
export const reorderItemsBody = z.object({
  channel_id: z.coerce.number().int().positive(),
  items: z.array(itemRef).min(1).max(1000),
});

/** GET channel: the admin list, optionally filtered by name. */
export const channelListQuery = pageQuery.extend({
  query: z.string().trim().max(100).optional(),
  orderBy: z.enum(['name', 'updated_at', 'created_at', 'items_count']).default('name'),
  orderDir: z.enum(['asc', 'desc']).optional(),
});
export type ChannelListQuery = z.infer<typeof channelListQuery>;
