import { Rows3 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useParams } from 'wouter';
import { isHttpError } from '../../api/http';
import { useTrans } from '../../shell/i18n';
import { NotFoundPage, RouteErrorPage } from '../../shell/screens/not-found';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Skeleton } from '../../ui/skeleton';
import { AdSlot } from '../../ui/catalogue/ad-slot';
import { NewsCard, TitleRowCard } from '../../ui/catalogue/cards';
import { ChannelItemCard, shapeOf } from '../../ui/catalogue/channel-items';
import { ChannelRow } from '../../ui/catalogue/channel-row';
import { CardGrid, CardSkeletons } from '../../ui/catalogue/grid';
import { HeroSlider } from '../../ui/catalogue/hero-slider';
import { pageFrame } from '../../ui/catalogue/section';
import type { ChannelJson, NewsSummary, TitleSummary } from '../../ui/catalogue/types';
import { useChannelPages } from './api';
import { CardList } from '../../ui/card-list';

/** A channel page (/:slugOrId, /channel/:slugOrId and their /:restriction forms); unknown channels are the not-found page. */
export default function ChannelPage() {
  const t = useTrans();
  const { slugOrId, restriction } = useParams<{ slugOrId: string; restriction?: string }>();
  const query = useChannelPages(slugOrId, restriction);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '600px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (query.isPending) {
    return (
      <div className={`${pageFrame} py-10`} aria-busy>
        <Skeleton className="h-9 w-64" />
        <div className="mt-8">
          <CardSkeletons count={12} />
        </div>
      </div>
    );
  }
  if (query.isError) return isHttpError(query.error) && query.error.status === 404 ? <NotFoundPage /> : <RouteErrorPage />;
  const first = query.data.pages[0]!;
  const channel: ChannelJson = first.channel;
  const items = query.data.pages.flatMap((p) => p.channel.items.data);
  const heading = first.restriction ? `${channel.name}: ${first.restriction.name}` : channel.name;
  const nested = channel.content_type === 'channels' && channel.layout !== 'landscape';

  let body;
  if (!items.length) {
    body = (
      <div className="rounded-2xl border border-dashed border-line bg-surface/40">
        <EmptyState icon={<Rows3 />} title={t('Nothing here yet')} message={t('This channel has no content yet.')} />
      </div>
    );
  } else if (nested) {
    body = (
      <div className="-mx-4 flex flex-col gap-10 md:-mx-8 md:gap-14">
        {items.map((row, i) => (row.model_type === 'channel' ? <ChannelRow key={row.id} channel={row} index={i} /> : null))}
      </div>
    );
  } else if (channel.layout === 'list' && items.every((i) => i.model_type === 'news')) {
    body = (
      <CardList items={items as NewsSummary[]} className="flex max-w-4xl flex-col gap-2">
        {(n) => <NewsCard article={n} />}
      </CardList>
    );
  } else if (channel.layout === 'list' && items.every((i) => i.model_type === 'title')) {
    body = (
      <CardList items={items as TitleSummary[]} className="flex max-w-4xl flex-col gap-2">
        {(title) => <TitleRowCard title={title} />}
      </CardList>
    );
  } else {
    const shape = shapeOf(channel, items);
    body = (
      <CardGrid size={shape} label={heading}>
        {items.map((item, i) => (
          <ChannelItemCard
            key={`${item.model_type}-${item.id}`}
            item={item}
            shape={shape === 'landscape' ? 'landscape' : 'poster'}
            priority={i < 6}
          />
        ))}
      </CardGrid>
    );
  }
  const hero = channel.layout === 'hero' ? (items.filter((i) => i.model_type === 'title') as TitleSummary[]).slice(0, 8) : null;
  return (
    <div data-testid="channel-page" className="pb-16">
      {hero?.length ? <HeroSlider titles={hero} label={channel.name} /> : null}
      <AdSlot slot="general_top" className="mt-6 px-4" />
      <div className={`${pageFrame} ${hero?.length ? 'pt-8' : 'pt-8 md:pt-12'}`}>
        <header className={`mb-8 ${channel.hide_title && !first.restriction ? 'sr-only' : ''}`}>
          <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{heading}</h1>
          {channel.description && <p className="mt-2 max-w-2xl text-muted">{channel.description}</p>}
        </header>
        {body}
        <div ref={sentinel} aria-hidden />
        {hasNextPage && (
          <div className="mt-10 flex justify-center">
            <Button variant="secondary" loading={isFetchingNextPage} onClick={() => fetchNextPage()}>
              {t('Load more')}
            </Button>
          </div>
        )}
      </div>
      <AdSlot slot="general_bottom" className="mt-10 px-4" />
    </div>
  );
}
