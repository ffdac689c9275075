import { Link, useParams } from 'wouter';
import { useTrans } from '../../shell/i18n';
import { AdSlot } from '../../ui/catalogue/ad-slot';
import { TitleActions } from '../../ui/community/title-actions';
import { formatDate } from '../../ui/catalogue/format';
import { seasonLink, titleLink } from '../../ui/catalogue/links';
import { pageFrame, Section } from '../../ui/catalogue/section';
import { useSeason, useTitle } from '../../api/titles';
import { CreditGroups } from './credits';
import { EpisodeList } from './episode-list';
import { QueryPage } from '../../ui/page-state';
import { SubHeader } from './sub-header';
import type { Season } from '../../api/title-types';
import { VideosOrEmpty } from './video-list';

type SeasonView = 'episodes' | 'full-credits' | 'videos';

/** Other seasons of the series, as a row of pills (the current one marked). */
function SeasonSwitcher({
  title,
  seasons,
  current,
  view,
}: {
  title: { id: number; slug: string };
  seasons: Season[];
  current: number;
  view: SeasonView;
}) {
  const t = useTrans();
  if (seasons.length < 2) return null;
  return (
    <nav aria-label={t('Seasons')} className="-mx-4 mb-6 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] md:mx-0 md:px-0">
      {seasons.map((s) => (
        <Link
          key={s.number}
          to={seasonLink(title, s.number, view === 'episodes' ? undefined : view)}
          aria-current={s.number === current ? 'page' : undefined}
          className={`shrink-0 rounded-full px-4 py-1.5 text-sm font-semibold transition-colors ${s.number === current ? 'bg-fg text-background' : 'text-muted hover:bg-fg/8 hover:text-fg'}`}
        >
          {s.name}
        </Link>
      ))}
    </nav>
  );
}

function SeasonView({ view }: { view: SeasonView }) {
  const t = useTrans();
  const { titleId, season } = useParams<{ titleId: string; season: string }>();
  const query = useSeason(titleId, season);
  const series = useTitle(titleId);
  return (
    <QueryPage query={query}>
      {({ title, season: s }) => {
        const heading = view === 'episodes' ? s.name : `${s.name}: ${view === 'videos' ? t('Videos') : t('Full cast & crew')}`;
        return (
          <div data-testid="season-page" className="pb-16">
            <AdSlot slot="general_top" className="px-4 pt-4" />
            <SubHeader
              title={title}
              heading={heading}
              back={view === 'episodes' ? titleLink(title) : seasonLink(title, s.number)}
              backLabel={view === 'episodes' ? title.name : s.name}
              poster={s.poster}
            >
              <p className="mt-1 text-sm text-muted">
                {[t('[one] :count episode|[other] :count episodes', { count: s.episodes_count }), formatDate(s.release_date, 'long')]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </SubHeader>
            <div className={`${pageFrame} py-8`}>
              <SeasonSwitcher title={title} seasons={series.data?.title.seasons ?? []} current={s.number} view={view} />
              {view === 'episodes' && (
                <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_320px]">
                  <div className="min-w-0">
                    {s.description && <p className="mb-8 max-w-3xl text-pretty leading-7 text-fg/90">{s.description}</p>}
                    <Section id="episodes" title={t('Episodes')}>
                      <EpisodeList title={title} episodes={s.episodes} />
                    </Section>
                  </div>
                  <aside className="order-first flex flex-col gap-3 text-sm lg:order-none">
                    {series.data && (
                      <section
                        aria-labelledby="series-actions"
                        className="mb-3 rounded-theme border border-line/60 bg-surface/40 p-4"
                        data-testid="season-series-actions"
                      >
                        <h2 id="series-actions" className="text-xs font-semibold uppercase tracking-wider text-muted">
                          {t('Your take on :name', { name: title.name })}
                        </h2>
                        <TitleActions title={series.data.title} compact />
                      </section>
                    )}
                    <Link to={seasonLink(title, s.number, 'full-credits')} className="font-semibold text-primary hover:underline">
                      {t('Full cast & crew')}
                    </Link>
                    <Link to={seasonLink(title, s.number, 'videos')} className="font-semibold text-primary hover:underline">
                      {t('Videos')}
                    </Link>
                  </aside>
                </div>
              )}
              {view === 'full-credits' && <CreditGroups groups={s.credits} />}
              {view === 'videos' && <VideosOrEmpty videos={s.videos} empty={t('Videos of this season appear here once they are added.')} />}
            </div>
            <AdSlot slot="general_bottom" className="px-4" />
          </div>
        );
      }}
    </QueryPage>
  );
}

export default function SeasonPage() {
  return <SeasonView view="episodes" />;
}
export const SeasonCreditsPage = () => <SeasonView view="full-credits" />;
export const SeasonVideosPage = () => <SeasonView view="videos" />;
