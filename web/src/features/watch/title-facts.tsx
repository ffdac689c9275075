import { Star } from 'lucide-react';
import { Link } from 'wouter';
import { useTrans } from '../../shell/i18n';
import { Artwork } from '../../ui/catalogue/artwork';
import { formatRuntime } from '../../ui/catalogue/format';
import { episodeLink, titleLink } from '../../ui/catalogue/links';
import { useTitle } from '../../api/titles';
import type { WatchResponse } from './types';

/** What is playing: poster, name, year, genres, plot and a way to the title (and episode) page. */
export function WatchTitleFacts({ data }: { data: WatchResponse }) {
  const t = useTrans();
  const { title, episode, video } = data;
  // genres are not part of the watch payload; the title call is usually cached from the title page
  const genres = useTitle(String(title.id)).data?.title.genres ?? [];
  const plot = episode?.description || title.description;
  const facts = [title.year, title.certification, formatRuntime(episode?.runtime ?? title.runtime)].filter(Boolean);
  return (
    <section aria-labelledby="watch-title" data-testid="watch-title-facts" className="flex gap-4 sm:gap-6">
      <Link
        to={titleLink(title)}
        className="w-24 shrink-0 rounded-theme outline-none focus-visible:ring-2 focus-visible:ring-primary sm:w-36"
        tabIndex={-1}
        aria-hidden
      >
        <Artwork src={title.poster} kind="poster" seed={title.name} sizes="144px" />
      </Link>
      <div className="min-w-0">
        {episode && (
          <p className="text-xs font-semibold uppercase tracking-wider text-primary">
            {t('Season :season · Episode :episode', { season: episode.season_number, episode: episode.episode_number })}
          </p>
        )}
        <h1 id="watch-title" className="mt-0.5 text-xl font-bold leading-tight sm:text-3xl">
          {episode?.name || video.name}
        </h1>
        <p className="mt-1 text-sm">
          <Link
            to={titleLink(title)}
            className="font-semibold text-fg hover:text-primary focus-visible:underline"
            data-testid="watch-title-link"
          >
            {title.name}
          </Link>
        </p>
        <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
          {facts.map((f) => (
            <span key={String(f)}>{f}</span>
          ))}
          {title.rating ? (
            <span className="inline-flex items-center gap-1">
              <Star className="size-3.5 fill-primary text-primary" aria-hidden />
              <span className="sr-only">{t('Rating')}</span>
              {title.rating.toFixed(1)}
            </span>
          ) : null}
        </p>
        {genres.length > 0 && (
          <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('Genres')}>
            {genres.map((g) => (
              <li key={g.id} className="rounded-full border border-line px-2.5 py-0.5 text-xs text-muted">
                {g.display_name || g.name}
              </li>
            ))}
          </ul>
        )}
        {plot && <p className="mt-3 line-clamp-4 max-w-3xl text-sm leading-relaxed text-fg/85 sm:text-base">{plot}</p>}
        <p className="mt-3 flex flex-wrap gap-4 text-sm font-semibold">
          <Link to={titleLink(title)} className="text-primary hover:underline">
            {t('Title page')}
          </Link>
          {episode && (
            <Link to={episodeLink(title, episode.season_number, episode.episode_number)} className="text-primary hover:underline">
              {t('Episode page')}
            </Link>
          )}
        </p>
      </div>
    </section>
  );
}
