import { useInfiniteQuery } from '@tanstack/react-query';
import { CalendarClock } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import { api } from '../../api/client';
import { useTrans } from '../../shell/i18n';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { AdSlot } from '../../ui/catalogue/ad-slot';
import { EpisodeCard, TitleCard } from '../../ui/catalogue/cards';
import { Carousel } from '../../ui/catalogue/carousel';
import { formatDate } from '../../ui/catalogue/format';
import { CardGrid, CardSkeletons } from '../../ui/catalogue/grid';
import { pageFrame, Section } from '../../ui/catalogue/section';

const filters = [
  { key: '', label: 'All' },
  { key: 'movie', label: 'Movies' },
  { key: 'series', label: 'Series' },
] as const;

/** /upcoming: titles soonest first (with their release date on the card), and upcoming episodes. */
export default function UpcomingPage() {
  const t = useTrans();
  const type = new URLSearchParams(useSearch()).get('type') ?? '';
  const query = useInfiniteQuery({
    queryKey: ['upcoming', type],
    queryFn: ({ pageParam }) =>
      api.get('upcoming', { query: { page: pageParam, perPage: 24, type: (type || undefined) as 'movie' | 'series' | undefined } }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.current_page < last.pagination.last_page ? last.pagination.current_page + 1 : undefined),
    meta: { silent: true },
  });
  const titles = query.data?.pages.flatMap((p) => p.pagination.data) ?? [];
  const episodes = query.data?.pages[0]?.episodes ?? [];
  return (
    <div className={`${pageFrame} pb-16 pt-8 md:pt-12`} data-testid="upcoming-page">
      <AdSlot slot="general_top" className="mb-6" />
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t('Upcoming')}</h1>
      <p className="mt-2 text-muted">{t('Movies and series with a release date still ahead.')}</p>
      <nav aria-label={t('Filter')} className="mt-6 flex gap-2">
        {filters.map((f) => (
          <Link
            key={f.key}
            to={f.key ? `/upcoming?type=${f.key}` : '/upcoming'}
            aria-current={type === f.key ? 'page' : undefined}
            className={`rounded-full px-4 py-1.5 text-sm font-semibold transition-colors ${type === f.key ? 'bg-fg text-background' : 'text-muted hover:bg-fg/8 hover:text-fg'}`}
          >
            {t(f.label)}
          </Link>
        ))}
      </nav>
      <div className="mt-8 flex flex-col gap-12">
        {query.isPending ? (
          <CardSkeletons count={12} />
        ) : !titles.length && !episodes.length ? (
          <EmptyState
            icon={<CalendarClock />}
            title={t('Nothing announced yet')}
            message={t('No upcoming releases have been added yet.')}
          />
        ) : (
          <>
            {episodes.length > 0 && !type && (
              <Section id="upcoming-episodes" title={t('New episodes')}>
                <Carousel label={t('New episodes')} size="landscape">
                  {episodes.map((e) => (
                    <EpisodeCard key={e.id} episode={e} />
                  ))}
                </Carousel>
              </Section>
            )}
            {titles.length > 0 && (
              <Section id="upcoming-titles" title={t('Release calendar')}>
                <CardGrid label={t('Release calendar')}>
                  {titles.map((title, i) => (
                    <div key={title.id}>
                      <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-primary">{formatDate(title.release_date)}</p>
                      <TitleCard title={title} priority={i < 6} />
                    </div>
                  ))}
                </CardGrid>
                {query.hasNextPage && (
                  <div className="mt-10 flex justify-center">
                    <Button variant="secondary" loading={query.isFetchingNextPage} onClick={() => query.fetchNextPage()}>
                      {t('Load more')}
                    </Button>
                  </div>
                )}
              </Section>
            )}
          </>
        )}
      </div>
    </div>
  );
}
