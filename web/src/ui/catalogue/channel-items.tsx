import { Link } from 'wouter';
import { Artwork, type ArtworkProps } from './artwork';
import { BackdropCard, EpisodeCard, LANDSCAPE_SIZES, NewsCard, PersonCard, TitleCard } from './cards';
import { channelLink } from './links';
import type { ChannelItem, ChannelJson, TitleSummary } from './types';

// One channel item as a card, whatever its type, in the shape its row wants.

export const itemsOf = (channel: ChannelJson): ChannelItem[] =>
  Array.isArray(channel.items) ? channel.items : (channel.items?.data ?? []);

export function ChannelItemCard({
  item,
  shape,
  priority,
}: {
  item: ChannelItem;
  shape: 'poster' | 'landscape';
  priority?: ArtworkProps['priority'];
}) {
  switch (item.model_type) {
    case 'title':
      return shape === 'landscape' ? <BackdropCard title={item} /> : <TitleCard title={item} priority={priority} />;
    case 'person':
      return <PersonCard person={item} />;
    case 'episode':
      return <EpisodeCard episode={item} />;
    case 'news':
      return <NewsCard article={item} variant="tile" />;
    case 'channel':
      return <ChannelTile channel={item} />;
    default:
      return null;
  }
}

/** A nested channel (e.g. a genre) as a 16:9 tile over its first title's backdrop. */
export function ChannelTile({ channel }: { channel: ChannelJson }) {
  const first = itemsOf(channel).find((i) => i.model_type === 'title') as TitleSummary | undefined;
  return (
    <Link
      to={channelLink(channel)}
      className="group relative block overflow-hidden rounded-theme outline-none ring-1 ring-white/5 focus-visible:ring-2 focus-visible:ring-primary"
      data-testid="channel-tile"
    >
      <Artwork
        src={first?.backdrop ?? null}
        kind="backdrop"
        seed={channel.name}
        sizes={LANDSCAPE_SIZES}
        className="transition-transform duration-300 group-hover:scale-105 motion-reduce:group-hover:scale-100"
      />
      <div className="absolute inset-0 bg-gradient-to-tr from-black/85 via-black/45 to-black/10" />
      <span className="absolute bottom-3 start-4 text-lg font-bold tracking-tight text-white drop-shadow md:text-xl">{channel.name}</span>
    </Link>
  );
}

/** Which card shape a channel's items take. */
export function shapeOf(channel: ChannelJson, items: ChannelItem[]): 'poster' | 'landscape' | 'person' {
  if (channel.layout === 'landscape') return 'landscape';
  const kind = items[0]?.model_type;
  if (kind === 'episode' || kind === 'news' || kind === 'channel') return 'landscape';
  if (kind === 'person') return 'person';
  return 'poster';
}
