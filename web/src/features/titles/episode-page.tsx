import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { useTrans } from '../../shell/i18n';
import { AdSlot } from '../../ui/catalogue/ad-slot';
import { CommentsThread } from '../../ui/community/comments-thread';
import { ItemActions } from '../../ui/community/item-actions';
import { ReviewsSection } from '../../ui/community/reviews-section';
import { Artwork } from '../../ui/catalogue/artwork';
import { episodeCode, formatDate, formatRuntime } from '../../ui/catalogue/format';
import { episodeLink, seasonLink, titleLink } from '../../ui/catalogue/links';
import { RatingBadge } from '../../ui/catalogue/rating-badge';
import { pageFrame, Section } from '../../ui/catalogue/section';
import type { EpisodeSummary, TitleSummary } from '../../ui/catalogue/types';
import { useEpisode } from '../../api/titles';
import { CastStrip, CreditGroups, CrewLine } from './credits';
import { QueryPage } from '../../ui/page-state';
import { WatchButtons } from './title-hero';
import type { EpisodeResponse } from '../../api/title-types';
import { VideosOrEmpty } from './video-list';

type EpisodeView = 'overview' | 'full-credits' | 'videos';

function Neighbour({ title, episode, dir }: { title: TitleSummary; episode: EpisodeSummary | null; dir: 'previous' | 'next' }) {
  const t = useTrans();
  if (!episode) return <span />;
  const Icon = dir === 'previous' ? ChevronLeft : ChevronRight;
  return (
    <Link
      to={episodeLink(title, episode.season_number, episode.episode_number)}
      className={`group flex min-w-0 items-center gap-3 rounded-theme border border-line/60 bg-surface/40 p-3 transition-colors hover:border-primary/60 ${dir === 'next' ? 'flex-row-reverse text-end' : ''}`}
      data-testid={`${dir}-episode`}
    >
      <Icon className="size-5 shrink-0 text-muted group-hover:text-primary rtl:rotate-180" aria-hidden />
      <span className="min-w-0">
        <span className="block text-xs text-muted">{dir === 'previous' ? t('Previous episode') : t('Next episode')}</span>
        <span className="block truncate text-sm font-semibold group-hover:text-primary">
          {episodeCode(episode.season_number, episode.episode_number)} · {episode.name}
        </span>
      </span>
    </Link>
  );
}

function EpisodeBody({ data, view }: { data: EpisodeResponse; view: EpisodeView }) {
  const t = useTrans();
  const { title, season, episode, previous, next } = data;
  const cast = episode.credits.cast ?? [];
  const facts = [formatDate(episode.release_date, 'long'), formatRuntime(episode.runtime)].filter(Boolean);
  return (
    <article data-testid="episode-page" className="pb-16">
      <AdSlot slot="general_top" className="px-4 pt-4" />
      <header className={`${pageFrame} grid gap-6 pt-6 md:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] md:items-center md:gap-10 md:pt-10`}>
        <Artwork
          src={episode.poster ?? title.backdrop}
          kind="still"
          alt={episode.name ?? ''}
          seed={`${episode.name}${episode.id}`}
          sizes="(min-width: 768px) 50vw, 100vw"
          priority
          className="shadow-2xl shadow-black/40 ring-1 ring-white/10"
        />
        <div className="min-w-0">
          <nav aria-label={t('Breadcrumbs')} className="flex flex-wrap items-center gap-1.5 text-sm text-muted">
            <Link to={titleLink(title)} className="font-medium hover:text-primary" data-testid="series-link">
              {title.name}
            </Link>
            <ChevronRight className="size-4 rtl:rotate-180" aria-hidden />
            <Link to={seasonLink(title, season.number)} className="font-medium hover:text-primary" data-testid="season-breadcrumb">
              {season.name}
            </Link>
          </nav>
          <p className="mt-4 text-xs font-semibold uppercase tracking-[0.16em] text-primary">
            {episodeCode(episode.season_number, episode.episode_number)}
          </p>
          <h1 className="mt-1 text-balance text-3xl font-extrabold tracking-tight md:text-4xl" data-testid="episode-name">
            {episode.name}
          </h1>
          <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-fg/85">
            <RatingBadge rating={episode.rating} votes={episode.vote_count} size="lg" />
            {facts.map((f) => (
              <span key={f}>{f}</span>
            ))}
          </p>
          {episode.description && <p className="mt-4 max-w-2xl text-pretty leading-7 text-fg/90">{episode.description}</p>}
          <div className="mt-6 empty:hidden">
            <WatchButtons videos={episode.videos} size="md" />
          </div>
          <ItemActions type="episode" id={episode.id} className="mt-5" />
        </div>
      </header>
      <div className={`${pageFrame} mt-12 flex flex-col gap-12`}>
        {view === 'overview' && (
          <>
            <dl className="max-w-3xl divide-y divide-line/60 border-y border-line/60 empty:hidden">
              <CrewLine label={t('Directed by')} credits={episode.credits.directing ?? []} />
              <CrewLine label={t('Written by')} credits={episode.credits.writing ?? []} />
            </dl>
            {cast.length > 0 && (
              <Section
                id="episode-cast"
                title={t('Cast')}
                more={episodeLink(title, season.number, episode.episode_number, 'full-credits')}
                moreLabel={t('Full cast & crew')}
              >
                <CastStrip cast={cast} label={t('Cast')} />
              </Section>
            )}
            <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
              <Link
                to={episodeLink(title, season.number, episode.episode_number, 'full-credits')}
                className="font-semibold text-primary hover:underline"
              >
                {t('Full cast & crew')}
              </Link>
              <Link
                to={episodeLink(title, season.number, episode.episode_number, 'videos')}
                className="font-semibold text-primary hover:underline"
              >
                {t('Videos')}
              </Link>
            </div>
          </>
        )}
        {view !== 'overview' && (
          <Section
            key={view}
            id={view === 'videos' ? 'videos' : 'credits'}
            title={view === 'videos' ? t('Videos') : t('Full cast & crew')}
            more={episodeLink(title, season.number, episode.episode_number)}
            moreLabel={t('Back to the episode')}
          >
            {view === 'videos' ? (
              <VideosOrEmpty videos={episode.videos} empty={t('Videos of this episode appear here once they are added.')} />
            ) : (
              <CreditGroups groups={episode.credits} />
            )}
          </Section>
        )}
        <nav aria-label={t('Episodes')} className="grid gap-3 sm:grid-cols-2">
          <Neighbour title={title} episode={previous} dir="previous" />
          <Neighbour title={title} episode={next} dir="next" />
        </nav>
        {view === 'overview' && (
          <div className="flex max-w-4xl flex-col gap-10">
            <ReviewsSection type="episode" id={episode.id} />
            <CommentsThread commentable={`episode:${episode.id}`} />
          </div>
        )}
      </div>
      <AdSlot slot="general_bottom" className="mt-12 px-4" />
    </article>
  );
}

function EpisodeView({ view }: { view: EpisodeView }) {
  const { titleId, season, episode } = useParams<{ titleId: string; season: string; episode: string }>();
  return <QueryPage query={useEpisode(titleId, season, episode)}>{(data) => <EpisodeBody data={data} view={view} />}</QueryPage>;
}

export default function EpisodePage() {
  return <EpisodeView view="overview" />;
}
export const EpisodeCreditsPage = () => <EpisodeView view="full-credits" />;
export const EpisodeVideosPage = () => <EpisodeView view="videos" />;
