import { useState } from 'react';
import { Link } from 'wouter';
import { useTrans } from '../../shell/i18n';
import { Artwork } from '../../ui/catalogue/artwork';
import { episodeLink, watchLink } from '../../ui/catalogue/links';
import { useSeason } from '../../api/titles';
import type { WatchResponse, WatchVideo } from './types';

/** Seasons and their episodes; each episode opens its full video, or its page when it has none yet. */
export function EpisodePicker({ data }: { data: WatchResponse }) {
  const t = useTrans();
  const { title, video } = data;
  const [season, setSeason] = useState(String(video.season_number ?? 1));
  const query = useSeason(String(title.id), season);
  const seasons = Array.from({ length: Math.max(title.seasons_count ?? 1, Number(season)) }, (_, i) => i + 1);
  const known: WatchVideo[] = [video, ...data.alternative_videos, ...data.related_videos].filter((v) => v.category === 'full');
  const videoFor = (s: number, e: number) => known.find((v) => v.season_number === s && v.episode_number === e);
  const episodes = query.data?.season.episodes ?? [];

  return (
    <section aria-labelledby="episodes-h" data-testid="episode-picker">
      <div className="mb-2 flex items-center justify-between gap-3">
        <h2 id="episodes-h" className="text-base font-semibold">
          {t('Episodes')}
        </h2>
        {seasons.length > 1 && (
          <select
            aria-label={t('Season')}
            value={season}
            onChange={(e) => setSeason(e.target.value)}
            className="h-9 rounded-input border border-line bg-surface px-2 text-sm text-fg focus-visible:outline-2 focus-visible:outline-primary"
          >
            {seasons.map((n) => (
              <option key={n} value={n}>
                {t('Season :number', { number: n })}
              </option>
            ))}
          </select>
        )}
      </div>
      {query.isPending ? (
        <p className="text-sm text-muted">{t('Loading…')}</p>
      ) : (
        <ol className="flex max-h-[28rem] flex-col gap-1 overflow-y-auto pe-1">
          {episodes.map((ep) => {
            const match = videoFor(ep.season_number, ep.episode_number);
            const current = video.season_number === ep.season_number && video.episode_number === ep.episode_number;
            return (
              <li key={ep.id}>
                <Link
                  to={match ? watchLink(match) : episodeLink(title, ep.season_number, ep.episode_number)}
                  aria-current={current ? 'true' : undefined}
                  className={`group flex items-center gap-3 rounded-theme p-1.5 outline-none transition-colors duration-150 hover:bg-fg/6 focus-visible:ring-2 focus-visible:ring-primary ${current ? 'bg-primary/10 ring-1 ring-primary/40' : ''}`}
                >
                  <span className="w-6 shrink-0 text-center text-sm tabular-nums text-muted">{ep.episode_number}</span>
                  <div className="w-28 shrink-0">
                    <Artwork
                      src={ep.poster ?? match?.thumbnail}
                      kind="still"
                      seed={ep.name ?? String(ep.id)}
                      sizes="112px"
                      rounded="rounded-md"
                    />
                  </div>
                  <div className="min-w-0">
                    <p className="line-clamp-2 text-sm font-semibold group-hover:text-primary">
                      {ep.name || t('Episode :number', { number: ep.episode_number })}
                    </p>
                    {!match && <p className="text-xs text-muted">{t('No video yet')}</p>}
                  </div>
                </Link>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
