import { Clapperboard, Play } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { HERO_SIZES } from '../../../../src/shared/artwork';
import { useTrans } from '../../shell/i18n';
import { buttonClass } from '../../ui/button';
import { Artwork } from '../../ui/catalogue/artwork';
import { formatDate, formatRuntime, typeLabel, yearOf } from '../../ui/catalogue/format';
import { channelLink, watchLink } from '../../ui/catalogue/links';
import { RatingBadge } from '../../ui/catalogue/rating-badge';
import type { ImageJson, Video } from '../../ui/catalogue/types';
import type { TitleDetail } from '../../api/title-types';

const variantsOf = (images: ImageJson[] | undefined, url: string | null | undefined) =>
  images?.find((i) => i.url === url || Object.values(i.variants).includes(url ?? ''))?.variants;

/** The 'Watch' video (a full feature first) and the first trailer; none when the title has no videos. */
export function pickVideos(videos: Video[] | undefined) {
  const list = videos ?? [];
  return { watch: list.find((v) => v.category === 'full') ?? null, trailer: list.find((v) => v.category === 'trailer') ?? null };
}

export function WatchButtons({ videos, size = 'lg' }: { videos: Video[] | undefined; size?: 'md' | 'lg' }) {
  const t = useTrans();
  const { watch, trailer } = pickVideos(videos);
  if (!watch && !trailer) return null;
  return (
    <div className="flex flex-wrap gap-3">
      {watch && (
        <Link to={watchLink(watch)} className={buttonClass('primary', size)} data-testid="watch-button">
          <Play className="size-5 fill-current" aria-hidden />
          {t('Watch')}
        </Link>
      )}
      {trailer && (
        <Link to={watchLink(trailer)} className={buttonClass('secondary', size, 'backdrop-blur')} data-testid="trailer-button">
          <Clapperboard className="size-5" aria-hidden />
          {t('Trailer')}
        </Link>
      )}
    </div>
  );
}

/** The top of the title page: backdrop with a scrim, poster, name, facts, rating, buttons. */
export function TitleHero({ title, children }: { title: TitleDetail; children?: ReactNode }) {
  const t = useTrans();
  const year = yearOf(title);
  const runtime = formatRuntime(title.runtime);
  return (
    <header className="relative isolate overflow-hidden" data-testid="title-hero">
      <div className="absolute inset-x-0 top-0 -z-10 h-[min(62vw,640px)] md:h-full">
        <Artwork
          src={title.backdrop}
          variants={variantsOf(title.images, title.backdrop)}
          kind="backdrop"
          seed={title.name}
          sizes={HERO_SIZES.backdrop}
          priority
          fill
          rounded=""
        />
        <div className="absolute inset-0 bg-gradient-to-t from-background via-background/70 to-background/10 md:via-background/80" />
        <div className="absolute inset-0 hidden bg-gradient-to-r from-background via-background/75 to-transparent md:block rtl:bg-gradient-to-l" />
      </div>
      <div className="mx-auto flex w-full max-w-[1680px] flex-col gap-6 px-4 pb-8 pt-[38vw] md:flex-row md:items-end md:gap-10 md:px-8 md:pb-12 md:pt-28 lg:pt-40">
        <Artwork
          src={title.poster}
          variants={variantsOf(title.images, title.poster)}
          kind="poster"
          alt={t(':name poster', { name: title.name })}
          seed={title.name}
          sizes={HERO_SIZES.titlePoster}
          priority
          className="w-32 shrink-0 shadow-2xl shadow-black/50 ring-1 ring-white/10 md:w-64 lg:w-72"
        />
        <div className="min-w-0 max-w-3xl">
          <p className="text-xs font-semibold uppercase tracking-[0.16em] text-primary">{typeLabel(title.type)}</p>
          <h1 className="mt-2 text-balance text-3xl font-extrabold leading-tight tracking-tight md:text-5xl" data-testid="title-name">
            {title.name}
            {year && <span className="ms-3 font-semibold text-muted">({year})</span>}
          </h1>
          {title.original_name && title.original_name !== title.name && <p className="mt-1 text-sm text-muted">{title.original_name}</p>}
          <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-fg/85">
            {title.certification && (
              <span className="rounded border border-fg/40 px-1.5 text-xs font-semibold leading-5">{title.certification}</span>
            )}
            {title.release_date && <span>{formatDate(title.release_date)}</span>}
            {runtime && <span>{runtime}</span>}
            {title.type === 'series' && title.seasons_count ? (
              <span>{t('[one] :count season|[other] :count seasons', { count: title.seasons_count })}</span>
            ) : null}
          </div>
          {title.genres.length > 0 && (
            <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('Genres')}>
              {title.genres.map((g) => (
                <li key={g.id}>
                  <Link
                    to={channelLink({ slug: title.type === 'series' ? 'series' : 'movies' }, g.name.toLowerCase().replace(/\s+/g, '-'))}
                    className="inline-block rounded-full border border-line bg-surface/60 px-3 py-1 text-xs font-medium backdrop-blur hover:border-primary hover:text-primary"
                  >
                    {g.display_name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <div className="mt-5 flex flex-wrap items-center gap-6">
            <RatingBadge rating={title.rating} votes={title.vote_count} size="lg" />
          </div>
          {title.tagline && <p className="mt-4 text-base italic text-muted">{title.tagline}</p>}
          <div className="mt-6">
            <WatchButtons videos={title.videos} />
          </div>
          {children}
        </div>
      </div>
    </header>
  );
}
