import { Link } from 'wouter';
import { useTrans } from '../../shell/i18n';
import { Artwork } from '../../ui/catalogue/artwork';
import { formatDate, formatRuntime } from '../../ui/catalogue/format';
import { episodeLink } from '../../ui/catalogue/links';
import { RatingBadge } from '../../ui/catalogue/rating-badge';
import type { EpisodeSummary, TitleSummary } from '../../ui/catalogue/types';
import { Skeleton } from '../../ui/skeleton';

/** Episodes as a list with stills: number, name, air date, runtime, rating, plot. */
export function EpisodeList({ title, episodes }: { title: Pick<TitleSummary, 'id' | 'slug'>; episodes: EpisodeSummary[] }) {
  const t = useTrans();
  if (!episodes.length) return <p className="py-6 text-sm text-muted">{t('No episodes have been added to this season yet.')}</p>;
  return (
    <ol className="flex flex-col gap-2" data-testid="episode-list">
      {episodes.map((e) => (
        <li key={e.id}>
          <Link
            to={episodeLink(title, e.season_number, e.episode_number)}
            className="group flex gap-4 rounded-theme p-2 outline-none transition-colors hover:bg-fg/5 focus-visible:ring-2 focus-visible:ring-primary"
            data-testid="episode-row"
          >
            <Artwork
              src={e.poster}
              kind="still"
              seed={`${e.name}${e.id}`}
              sizes="(min-width: 768px) 240px, 40vw"
              className="w-36 shrink-0 ring-1 ring-white/5 sm:w-48 md:w-60"
            />
            <div className="min-w-0 py-0.5">
              <p className="text-xs font-semibold text-muted">
                {t('Episode :number', { number: e.episode_number })}
                {e.release_date && <span className="font-normal"> · {formatDate(e.release_date)}</span>}
                {e.runtime ? <span className="font-normal"> · {formatRuntime(e.runtime)}</span> : null}
              </p>
              <h3 className="mt-0.5 line-clamp-1 font-semibold group-hover:text-primary">{e.name}</h3>
              <RatingBadge rating={e.rating} className="mt-1" />
              {e.description && (
                <div className="mt-1 hidden sm:block">
                  <p className="line-clamp-2 text-sm leading-6 text-muted">{e.description}</p>
                </div>
              )}
            </div>
          </Link>
        </li>
      ))}
    </ol>
  );
}

export function EpisodeListSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div className="flex flex-col gap-2" aria-hidden>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="flex gap-4 p-2">
          <Skeleton className="aspect-video w-36 shrink-0 sm:w-48 md:w-60" />
          <div className="flex-1 py-1">
            <Skeleton className="h-3 w-24" />
            <Skeleton className="mt-2 h-4 w-1/2" />
            <Skeleton className="mt-3 h-3 w-4/5" />
          </div>
        </div>
      ))}
    </div>
  );
}
