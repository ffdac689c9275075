import { Link } from 'wouter';
import { useTrans } from '../../shell/i18n';
import { Artwork, type ArtworkProps } from './artwork';
import { episodeCode, formatDate, yearOf } from './format';
import { episodeLink, newsLink, personLink, titleLink } from './links';
import { CardWatchlistButton } from '../community/card-watchlist-button';
import { compactNumber, RatingBadge } from './rating-badge';
import type { EpisodeSummary, NewsSummary, PersonSummary, TitleSummary } from './types';

// The cards every row, grid and search result is built from. A card is one link (one tab stop).

const cardLink =
  'group block rounded-theme outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 focus-visible:ring-offset-background';
const lift =
  'shadow-md shadow-black/20 ring-1 ring-white/5 transition duration-200 group-hover:-translate-y-1 group-hover:shadow-xl group-hover:shadow-black/30 motion-reduce:group-hover:translate-y-0';

export const POSTER_SIZES = '(min-width: 1536px) 200px, (min-width: 1024px) 16vw, (min-width: 640px) 24vw, 42vw';

/**
 * The rating a card shows with its vote count: the imported score, else this site's own average.
 * Both come with the list payload (no request per card).
 */
function cardScore(title: TitleSummary & { local_rating?: number | null; local_vote_count?: number | null }) {
  if (title.rating) return { rating: title.rating, votes: title.vote_count ?? 0 };
  if (title.local_rating) return { rating: title.local_rating, votes: title.local_vote_count ?? 0 };
  return null;
}

function CardScore({ title, className = '' }: { title: TitleSummary; className?: string }) {
  const t = useTrans();
  const score = cardScore(title);
  if (!score) return null;
  return (
    <span className={`ms-auto inline-flex items-center gap-1 ${className}`} data-testid="card-score">
      <RatingBadge rating={score.rating} />
      {score.votes > 0 && (
        <span className="tabular-nums opacity-75" title={t('[one] :count vote|[other] :count votes', { count: score.votes })}>
          ({compactNumber(score.votes)})
        </span>
      )}
    </span>
  );
}

export function TitleCard({
  title,
  priority,
  sizes = POSTER_SIZES,
}: {
  title: TitleSummary;
  priority?: ArtworkProps['priority'];
  sizes?: string;
}) {
  const t = useTrans();
  const year = yearOf(title);
  return (
    <div className="group relative" data-testid="title-card-frame">
      <Link to={titleLink(title)} className={cardLink} data-testid="title-card">
        <Artwork src={title.poster} kind="poster" seed={title.name} sizes={sizes} priority={priority} className={lift} />
        <div className="mt-2.5 px-0.5">
          <h3 className="line-clamp-2 text-sm font-semibold leading-5 text-fg group-hover:text-primary">{title.name}</h3>
          <p className="mt-0.5 flex items-center gap-2 text-xs text-muted">
            {year && <span>{year}</span>}
            {title.type === 'series' && <span>{t('Series')}</span>}
            <CardScore title={title} className="text-fg/85" />
          </p>
        </div>
      </Link>
      <CardWatchlistButton type="title" id={title.id} name={title.name} className="absolute end-2 top-2" />
    </div>
  );
}

export function PersonCard({
  person,
  sizes = POSTER_SIZES,
  subtitle,
}: {
  person: PersonSummary;
  sizes?: string;
  subtitle?: string | null;
}) {
  const t = useTrans();
  const role = subtitle ?? (person.known_for ? t(person.known_for.replace(/^./, (c) => c.toUpperCase())) : null);
  return (
    <Link to={personLink(person)} className={cardLink} data-testid="person-card">
      <Artwork src={person.poster} kind="profile" seed={person.name} sizes={sizes} className={lift} />
      <div className="mt-2.5 px-0.5">
        <h3 className="line-clamp-2 text-sm font-semibold leading-5 group-hover:text-primary">{person.name}</h3>
        {role && <p className="mt-0.5 line-clamp-1 text-xs text-muted">{role}</p>}
      </div>
    </Link>
  );
}

const NEWS_ROW_SIZES = '(min-width: 768px) 240px, 128px';
export const LANDSCAPE_SIZES = '(min-width: 1536px) 340px, (min-width: 1024px) 24vw, (min-width: 640px) 40vw, 78vw';

export function EpisodeCard({ episode, sizes = LANDSCAPE_SIZES }: { episode: EpisodeSummary; sizes?: string }) {
  const series = episode.title;
  const to = series ? episodeLink(series, episode.season_number, episode.episode_number) : '#';
  const code = episodeCode(episode.season_number, episode.episode_number);
  return (
    <div className="group relative" data-testid="episode-card-frame">
      <Link to={to} className={cardLink} data-testid="episode-card">
        <div className="relative">
          <Artwork src={episode.poster} kind="still" seed={`${series?.name}${episode.name}`} sizes={sizes} className={lift} />
          <span className="absolute bottom-2 start-2 rounded-md bg-black/70 px-1.5 py-0.5 text-[11px] font-semibold text-white">
            {code}
          </span>
        </div>
        <div className="mt-2.5 px-0.5">
          <h3 className="line-clamp-1 text-sm font-semibold group-hover:text-primary">{episode.name}</h3>
          <p className="mt-0.5 line-clamp-1 text-xs text-muted">
            {[series?.name, formatDate(episode.release_date)].filter(Boolean).join(' · ')}
          </p>
        </div>
      </Link>
      <CardWatchlistButton
        type="episode"
        id={episode.id}
        name={[series?.name, code, episode.name].filter(Boolean).join(' ')}
        className="absolute end-2 top-2"
      />
    </div>
  );
}

/** A 16:9 tile for a title (landscape rows). */
export function BackdropCard({ title, sizes = LANDSCAPE_SIZES }: { title: TitleSummary; sizes?: string }) {
  const year = yearOf(title);
  return (
    <div className="group relative" data-testid="title-card-frame">
      <Link to={titleLink(title)} className={cardLink} data-testid="title-card">
        <div className="relative">
          <Artwork src={title.backdrop ?? title.poster} kind="backdrop" seed={title.name} sizes={sizes} className={lift} />
          <div className="pointer-events-none absolute inset-x-0 bottom-0 rounded-b-theme bg-gradient-to-t from-black/85 to-transparent p-3 pt-10">
            <h3 className="line-clamp-1 text-sm font-semibold text-white">{title.name}</h3>
            <p className="flex items-center gap-2 text-xs text-white/75">
              {year}
              <CardScore title={title} className="text-white" />
            </p>
          </div>
        </div>
      </Link>
      <CardWatchlistButton type="title" id={title.id} name={title.name} className="absolute end-2 top-2" />
    </div>
  );
}

export function NewsCard({ article, variant = 'row' }: { article: NewsSummary; variant?: 'row' | 'tile' }) {
  const date = formatDate(article.created_at);
  if (variant === 'tile') {
    return (
      <Link to={newsLink(article)} className={cardLink} data-testid="news-card">
        <Artwork src={article.image} kind="backdrop" seed={article.title} sizes={LANDSCAPE_SIZES} className={lift} />
        <h3 className="mt-2.5 line-clamp-2 text-sm font-semibold leading-5 group-hover:text-primary">{article.title}</h3>
        <p className="mt-0.5 text-xs text-muted">{[article.source, date].filter(Boolean).join(' · ')}</p>
      </Link>
    );
  }
  return (
    <Link
      to={newsLink(article)}
      className={`${cardLink} flex gap-4 rounded-theme p-2 transition-colors hover:bg-fg/5`}
      data-testid="news-card"
    >
      <Artwork src={article.image} kind="backdrop" seed={article.title} sizes={NEWS_ROW_SIZES} className="w-32 shrink-0 md:w-60" />
      <div className="min-w-0 py-0.5">
        <h3 className="line-clamp-2 text-sm font-semibold leading-5 group-hover:text-primary md:text-base">{article.title}</h3>
        <p className="mt-1 text-xs text-muted">{[article.source, date].filter(Boolean).join(' · ')}</p>
        {article.excerpt && (
          <div className="mt-2 hidden sm:block">
            <p className="line-clamp-2 text-sm leading-6 text-muted">{article.excerpt}</p>
          </div>
        )}
      </div>
    </Link>
  );
}

/** A title as a list row (list layouts): poster, name, year, genres, rating, plot. */
export function TitleRowCard({ title }: { title: TitleSummary }) {
  const t = useTrans();
  const genres = (title.genres ?? []).slice(0, 3).map((g) => (typeof g === 'string' ? g : g.display_name || g.name));
  return (
    <Link
      to={titleLink(title)}
      className={`${cardLink} flex gap-4 rounded-theme p-2 transition-colors hover:bg-fg/5`}
      data-testid="title-card"
    >
      <Artwork src={title.poster} kind="poster" seed={title.name} sizes="96px" className="w-20 shrink-0 md:w-24" />
      <div className="min-w-0 py-1">
        <h3 className="line-clamp-1 font-semibold group-hover:text-primary md:text-lg">{title.name}</h3>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs text-muted">
          {yearOf(title) && <span>{yearOf(title)}</span>}
          {title.type === 'series' && <span>{t('Series')}</span>}
          {genres.length > 0 && <span>{genres.join(', ')}</span>}
          <CardScore title={title} className="!ms-0 text-fg/85" />
        </p>
        {(title.description || title.tagline) && (
          <p className="mt-2 line-clamp-2 text-sm leading-6 text-muted">{title.description ?? title.tagline}</p>
        )}
      </div>
    </Link>
  );
}
