import { Carousel } from './carousel';
import { ChannelItemCard, itemsOf, shapeOf } from './channel-items';
import { NewsCard } from './cards';
import { CardGrid } from './grid';
import { HeroSlider } from './hero-slider';
import { channelLink } from './links';
import { pageFrame, Section } from './section';
import type { ChannelJson, NewsSummary, TitleSummary } from './types';

/**
 * A nested channel as one row of a page (the home page's rows): hero slider, carousel,
 * landscape carousel, grid or list, by the channel's layout. Empty rows are left out.
 */
export function ChannelRow({ channel, index }: { channel: ChannelJson; index: number }) {
  const items = itemsOf(channel);
  if (!items.length) return null;
  if (channel.layout === 'hero') {
    const titles = items.filter((i) => i.model_type === 'title') as TitleSummary[];
    return <HeroSlider titles={titles} label={channel.name} />;
  }
  const shape = shapeOf(channel, items);
  const headingId = `row-${channel.id}`;
  const more = channel.content_type === 'channels' ? undefined : channelLink(channel);
  const title = channel.hide_title ? <span className="sr-only">{channel.name}</span> : channel.name;
  let body;
  if (channel.layout === 'list' && items.every((i) => i.model_type === 'news')) {
    body = (
      <ul className="grid gap-x-8 gap-y-2 md:grid-cols-2">
        {(items as NewsSummary[]).map((n) => (
          <li key={n.id}>
            <NewsCard article={n} />
          </li>
        ))}
      </ul>
    );
  } else if (channel.layout === 'grid' || channel.layout === 'list') {
    body = (
      <CardGrid size={shape} label={channel.name}>
        {items.map((item) => (
          <ChannelItemCard key={`${item.model_type}-${item.id}`} item={item} shape={shape === 'landscape' ? 'landscape' : 'poster'} />
        ))}
      </CardGrid>
    );
  } else {
    body = (
      <Carousel label={channel.name} size={shape}>
        {items.map((item) => (
          <ChannelItemCard
            key={`${item.model_type}-${item.id}`}
            item={item}
            shape={shape === 'landscape' ? 'landscape' : 'poster'}
            // the first row's cards may be the page's LCP; below a hero (row 0) they load early but leave it the bandwidth
            priority={index === 0 ? true : index < 2 ? 'eager' : false}
          />
        ))}
      </Carousel>
    );
  }
  // Rows from the third on start below the fold: the browser styles, lays out and paints them only
  // as they come near the screen (a phone's first load styled all 1,700 elements of the home page
  // at once). 'auto' keeps a row's last size once it has rendered, so scrolling back never jumps.
  const deferred = index >= 2 ? ' [content-visibility:auto] [contain-intrinsic-size:auto_24rem]' : '';
  return (
    <div className={pageFrame + deferred} data-testid="channel-row" data-channel={channel.slug}>
      <Section id={headingId} title={title} more={more}>
        {channel.description && !channel.hide_title && <p className="-mt-2 mb-4 text-sm text-muted">{channel.description}</p>}
        {body}
      </Section>
    </div>
  );
}
