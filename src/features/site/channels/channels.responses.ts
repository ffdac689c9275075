import { z } from 'zod';
import { id, page, text, timestamp } from '../../../http/response-schemas';
import {
  autoUpdateNames,
  channelConfigSchema,
  channelContentTypes,
  channelItemTypes,
  channelLayouts,
  channelRestrictions,
} from '../../../shared/channels.schemas';
import { tag, titleSummary } from '../../catalogue/common/present.schemas';
import { lazySchema } from '../../../http/lazy-schema';

// Success bodies of the channel routes (src/http/responds.ts): a channel as presentChannel writes it,
// and its items as channels.present.ts loads them, one shape per `model_type`.

const channel = lazySchema(() =>
  z.looseObject({
    id,
    name: z.string(),
    slug: z.string(),
    description: text,
    layout: z.enum(channelLayouts),
    content_type: z.enum(channelContentTypes),
    auto_update: z
      .enum(autoUpdateNames)
      .nullable()
      .meta({ description: 'The saved query that fills the channel; null for a list kept by hand.' }),
    restriction: z.enum(channelRestrictions).nullable().meta({ description: 'What a value in the URL narrows the items by.' }),
    config: channelConfigSchema.unwrap(),
    hide_title: z.boolean(),
    internal: z.boolean().meta({ description: 'A channel the site needs (e.g. the home page rows), not deletable from lists.' }),
    seo_title: text,
    seo_description: text,
    content_updated_at: timestamp.nullable().meta({ description: 'When the saved query last refilled the channel.' }),
    created_at: timestamp,
    updated_at: timestamp,
  }),
);

/** The title an episode or video card belongs to. */
const titleRef = lazySchema(() => z.looseObject({ id, name: z.string(), slug: z.string() }));
const count = lazySchema(() => z.int().nullable());

const titleItem = lazySchema(() =>
  titleSummary
    .pick({
      id: true,
      type: true,
      name: true,
      slug: true,
      year: true,
      release_date: true,
      poster: true,
      backdrop: true,
      rating: true,
      vote_count: true,
      popularity: true,
      runtime: true,
      certification: true,
      seasons_count: true,
    })
    .extend({
      model_type: z.literal('title'),
      description: text.optional().meta({ description: 'Hero layouts only.' }),
      tagline: text.optional().meta({ description: 'Hero layouts only.' }),
      genres: z.array(tag),
    }),
);
const personItem = lazySchema(() =>
  z.looseObject({
    model_type: z.literal('person'),
    id,
    name: z.string(),
    slug: z.string(),
    poster: text,
    known_for: text,
    popularity: z.number(),
    gender: text,
  }),
);
const episodeItem = lazySchema(() =>
  z.looseObject({
    model_type: z.literal('episode'),
    id,
    name: z.string(),
    title_id: id,
    season_number: z.int(),
    episode_number: z.int(),
    poster: text.meta({ description: "The episode's still, or its title's backdrop." }),
    release_date: text,
    rating: z.number().nullable(),
    runtime: count,
    title: titleRef,
  }),
);
const newsItem = lazySchema(() =>
  z.looseObject({
    model_type: z.literal('news'),
    id,
    title: z.string(),
    slug: z.string(),
    image: text,
    source: text,
    created_at: timestamp,
    excerpt: z.string(),
  }),
);
const videoItem = lazySchema(() =>
  z.looseObject({
    model_type: z.literal('video'),
    id,
    name: z.string(),
    type: z.enum(['embed', 'direct', 'stream', 'upload']),
    category: z.enum(['full', 'trailer', 'clip']),
    thumbnail: text.meta({ description: "The video's thumbnail, or its title's backdrop." }),
    duration: count,
    season_number: count,
    episode_number: count,
    title_id: id,
    title: titleRef,
  }),
);
const listItem = lazySchema(() =>
  z.looseObject({
    model_type: z.literal('list'),
    id,
    name: z.string(),
    slug: z.string(),
    description: text,
    items_count: z.int(),
    user_id: id,
    updated_at: timestamp,
  }),
);
const nestedChannelItem = lazySchema(() =>
  channel.extend({
    model_type: z.literal('channel'),
    items: z
      .array(z.looseObject({ id, model_type: z.enum(channelItemTypes) }))
      .meta({ description: "The nested channel's first items, shaped like the items of any channel." }),
  }),
);

const channelItem = lazySchema(() =>
  z.discriminatedUnion('model_type', [titleItem, personItem, episodeItem, newsItem, videoItem, listItem, nestedChannelItem]),
);

export const channelList = lazySchema(() => z.looseObject({ pagination: page(channel.extend({ items_count: z.int() })) }));
export const channelSaved = lazySchema(() => z.looseObject({ channel }));
export const channelShown = lazySchema(() =>
  z.looseObject({
    channel: channel.extend({ items: page(channelItem) }),
    restriction: z
      .looseObject({ type: z.enum(channelRestrictions), value: z.string(), name: z.string() })
      .nullable()
      .meta({ description: 'The restriction value of the URL and its display name (`science-fiction` → `Science Fiction`).' }),
  }),
);
export const channelsDeleted = lazySchema(() => z.looseObject({ deleted: z.int() }));
