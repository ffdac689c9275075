import { ChevronRight } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useParams } from 'wouter';
import { useTrans } from '../../shell/i18n';
import { AdSlot } from '../../ui/catalogue/ad-slot';
import { TitleActions } from '../../ui/community/title-actions';
import { TitleCard } from '../../ui/catalogue/cards';
import { Carousel } from '../../ui/catalogue/carousel';
import { titleLink } from '../../ui/catalogue/links';
import { pageFrame, Section } from '../../ui/catalogue/section';
import { useRelatedTitles, useTitle } from '../../api/titles';
import { CastStrip, CrewLine } from './credits';
import { ImageGallery } from './image-gallery';
import { QueryPage } from '../../ui/page-state';
import { lazyPart, withBoundary } from '../../routes/lazy-page';
import { EpisodeListSkeleton } from './episode-list';
import { TitleFacts } from './title-facts';
import { TitleHero } from './title-hero';
import type { TitleDetail } from '../../api/title-types';
import { VideoList } from './video-list';

// Reviews and comments sit below the fold: their chunk (forms, the comment thread) loads after the
// page has painted (issue 18), and with the page, so a server-rendered page hydrates them with it.
// Series only, below the fold: its tabs (react-aria) load beside the page instead of before its first paint (issue 18).
const SeasonsTabs = lazy(async () => ({ default: (await import('./seasons-tabs')).SeasonsTabs }));
const ReviewsSlot = withBoundary(lazyPart<{ title: TitleDetail }>(() => import('./reviews-slot'), 'ReviewsSlot'));
/**
 * @public Loaded with the page: routes/lazy-page.ts reads it from the module. src/http/ssr.ts
 * (PAGE_MODULES) names their modules too, so that their chunks load beside the page's.
 */
export const hydrationParts = [ReviewsSlot];

/** titles/{titleId}/{titleSlug}: everything about one movie or series. */
export default function TitlePage() {
  const { titleId } = useParams<{ titleId: string }>();
  const query = useTitle(titleId);
  return <QueryPage query={query}>{({ title }) => <TitleBody title={title} />}</QueryPage>;
}

function TitleBody({ title }: { title: TitleDetail }) {
  const t = useTrans();
  const { cast, directors, writers, creators } = title.credits;
  const backdrops = title.images.filter((i) => i.type !== 'poster');
  return (
    <article data-testid="title-page" className="pb-16">
      <AdSlot slot="general_top" className="px-4 pt-4" />
      <TitleHero title={title}>
        <TitleActions title={title} followable={title.type === 'series'} />
      </TitleHero>
      <div className={`${pageFrame} grid gap-12 lg:grid-cols-[minmax(0,1fr)_320px] xl:grid-cols-[minmax(0,1fr)_360px]`}>
        <div className="flex min-w-0 flex-col gap-12">
          <section aria-labelledby="plot">
            <h2 id="plot" className="mb-3 text-lg font-bold tracking-tight md:text-xl">
              {t('Plot')}
            </h2>
            <p className="max-w-3xl text-pretty text-base leading-7 text-fg/90" data-testid="title-plot">
              {title.description || t('No plot summary has been added yet.')}
            </p>
            <dl className="mt-4 max-w-3xl divide-y divide-line/60 border-y border-line/60 empty:hidden">
              <CrewLine label={t('Created by')} credits={creators} />
              <CrewLine label={t('Directed by')} credits={directors} />
              <CrewLine label={t('Written by')} credits={writers} />
            </dl>
          </section>
          <AdSlot slot="title_page" />
          {cast.length > 0 && (
            <Section id="cast" title={t('Top cast')} more={titleLink(title, 'full-credits')} moreLabel={t('Full cast & crew')}>
              <CastStrip cast={cast} label={t('Top cast')} />
            </Section>
          )}
          {title.type === 'series' && title.seasons.length > 0 && (
            <Section id="seasons" title={t('Seasons')}>
              <Suspense
                fallback={
                  <div aria-busy>
                    <div className="h-10 pb-2" />
                    <EpisodeListSkeleton />
                  </div>
                }
              >
                <SeasonsTabs title={title} seasons={title.seasons} />
              </Suspense>
            </Section>
          )}
          {title.videos && title.videos.length > 0 && (
            <Section id="videos" title={t('Videos')} more={titleLink(title, 'videos')}>
              <VideoList videos={title.videos.slice(0, 4)} />
            </Section>
          )}
          {title.images.length > 0 && (
            <Section
              id="images"
              title={t('Images')}
              more={titleLink(title, 'images')}
              moreLabel={t('All :count images', { count: title.images.length })}
            >
              <ImageGallery images={backdrops.length ? backdrops : title.images} name={title.name} limit={4} />
            </Section>
          )}
          <ReviewsSlot title={title} />
        </div>
        <aside className="flex flex-col gap-8 lg:pt-1">
          <TitleFacts title={title} />
          <nav
            aria-label={t('More about :name', { name: title.name })}
            className="flex flex-col divide-y divide-line/60 rounded-theme border border-line/60 bg-surface/40 text-sm"
          >
            {[
              [titleLink(title, 'full-credits'), t('Full cast & crew')],
              [titleLink(title, 'images'), t('Images')],
              [titleLink(title, 'videos'), t('Videos')],
            ].map(([to, label]) => (
              <Link key={to} to={to!} className="flex items-center justify-between px-4 py-3 font-medium hover:bg-fg/5 hover:text-primary">
                {label}
                <ChevronRight className="size-4 text-muted rtl:rotate-180" aria-hidden />
              </Link>
            ))}
          </nav>
        </aside>
      </div>
      <RelatedTitles id={String(title.id)} />
      <AdSlot slot="general_bottom" className="mt-12 px-4" />
    </article>
  );
}

function RelatedTitles({ id }: { id: string }) {
  const t = useTrans();
  const query = useRelatedTitles(id);
  const titles = query.data?.titles ?? [];
  if (!titles.length) return null;
  return (
    <div className={`${pageFrame} mt-14`}>
      <Section id="related" title={t('More like this')}>
        <Carousel label={t('More like this')}>
          {titles.map((r) => (
            <TitleCard key={r.id} title={r} />
          ))}
        </Carousel>
      </Section>
    </div>
  );
}
