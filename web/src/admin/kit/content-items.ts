import { channelContentTypes, itemTypeOf } from '../../../../src/shared/channels.schemas';

// What channels and lists hold: titles, people, episodes, news, videos and other channels.

export { itemTypeOf };
export type ContentType = (typeof channelContentTypes)[number];

/** Any item a channel can hold, as GET channel/{id} presents it. */
export type ContentItem = {
  id: number;
  model_type: string;
  name?: string | null;
  title?: string | { name: string } | null;
  poster?: string | null;
  image?: string | null;
  thumbnail?: string | null;
  year?: number | null;
  season_number?: number;
  episode_number?: number;
  items_count?: number;
  known_for?: string | null;
  content_type?: string;
};

/** The display name of any channel item (titles and people have names, news has a title). */
export const itemName = (item: ContentItem) => item.name ?? (typeof item.title === 'string' ? item.title : null) ?? `#${item.id}`;

export const itemImage = (item: ContentItem) => item.poster ?? item.image ?? item.thumbnail ?? null;

/** A short second line: the year, the series of an episode, a list's item count. */
export function itemDetail(item: ContentItem) {
  if (item.model_type === 'episode' && typeof item.title === 'object' && item.title)
    return `${item.title.name} · S${item.season_number} E${item.episode_number}`;
  if (item.model_type === 'video' && typeof item.title === 'object' && item.title) return item.title.name;
  if (item.model_type === 'person') return item.known_for ?? '';
  if (item.model_type === 'title') return item.year ? String(item.year) : '';
  if (item.model_type === 'channel') return item.content_type ?? '';
  return '';
}
