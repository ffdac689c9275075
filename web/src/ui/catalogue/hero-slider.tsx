import { ChevronLeft, ChevronRight, Info, Play } from 'lucide-react';
import { HERO_SIZES } from '../../../../src/shared/artwork';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { useTrans } from '../../shell/i18n';
import { buttonClass } from '../button';
import { Artwork } from './artwork';
import { formatRuntime, yearOf } from './format';
import { titleLink, watchLink } from './links';
import { RatingBadge } from './rating-badge';
import { tagName, type TitleSummary } from './types';

const ROTATE_MS = 8000;
const heroBox = 'relative isolate h-[72svh] min-h-[480px] max-h-[820px] w-full overflow-hidden bg-background md:h-[78vh]';

type HeroTitle = TitleSummary & { primary_video?: { id: number } | null; videos?: { id: number }[] };

/**
 * The home page's hero: one title at a time over its backdrop, with a scrim under the text.
 * Rotates every 8 s unless hovered, focused or the user prefers reduced motion; dots and arrows
 * switch slides and are keyboard reachable.
 */
export function HeroSlider({ titles, label }: { titles: HeroTitle[]; label: string }) {
  const t = useTrans();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [seen, setSeen] = useState(() => new Set([0, 1]));
  // the slide fading out: it stays rendered under the one fading in
  const [previous, setPrevious] = useState<number | null>(null);
  const count = titles.length;
  const go = (i: number) => {
    const next = (i + count) % count;
    setPrevious(index);
    setIndex(next);
    setSeen((s) => new Set(s).add(next).add((next + 1) % count));
  };
  useEffect(() => {
    if (paused || count < 2 || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setTimeout(() => go(index + 1), ROTATE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the timer restarts only when the slide or the pause changes
  }, [index, paused, count]);
  if (!count) return null;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={heroBox}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      data-testid="hero-slider"
    >
      {titles.map((title, i) => (
        <div
          key={title.id}
          role="group"
          aria-roledescription="slide"
          aria-label={t(':index of :count', { index: i + 1, count })}
          aria-hidden={i !== index}
          inert={i !== index}
          // Only the slide shown, the one fading out and the next (its backdrop loads ahead) are
          // rendered; the others are skipped by the browser's style, layout and paint (on a phone's
          // first load, 5 of the 8 slides were a quarter of the home page's elements).
          className={`absolute inset-0 transition-opacity duration-700 ease-out ${i === index ? 'z-10 opacity-100' : 'z-0 opacity-0'}${
            i === index || i === previous || i === (index + 1) % count ? '' : ' [content-visibility:hidden]'
          }`}
        >
          {seen.has(i) && (
            <Artwork
              src={title.backdrop ?? title.poster}
              kind="backdrop"
              seed={title.name}
              sizes={HERO_SIZES.backdrop}
              priority={i === 0}
              fill
              rounded=""
            />
          )}
          <HeroText title={title} first={i === 0} />
        </div>
      ))}
      {count > 1 && (
        <>
          {/* each dot is a 24 px target around the drawn bar (WCAG 2.5.8) */}
          <div className="absolute inset-x-0 bottom-3 z-20 flex justify-center md:bottom-8 md:justify-start md:ps-[max(1.625rem,calc((100vw-var(--mq-rails,0px)-1680px)/2+1.625rem))]">
            {titles.map((title, i) => (
              <button
                key={title.id}
                type="button"
                aria-label={t('Show :name', { name: title.name })}
                aria-current={i === index || undefined}
                onClick={() => go(i)}
                className="group grid h-6 min-w-6 place-items-center px-1"
              >
                <span
                  aria-hidden
                  className={`h-1.5 rounded-full transition-all duration-200 ${i === index ? 'w-7 bg-fg' : 'w-3 bg-fg/35 group-hover:bg-fg/70'}`}
                />
              </button>
            ))}
          </div>
          <button
            type="button"
            aria-label={t('Previous')}
            onClick={() => go(index - 1)}
            className="absolute bottom-6 end-[max(4.75rem,calc((100vw-var(--mq-rails,0px)-1680px)/2+4.75rem))] z-20 hidden size-10 place-items-center rounded-full border border-fg/20 bg-background/40 text-fg backdrop-blur transition hover:bg-background/70 md:grid"
          >
            <ChevronLeft className="size-6 rtl:rotate-180" aria-hidden />
          </button>
          <button
            type="button"
            aria-label={t('Next')}
            onClick={() => go(index + 1)}
            className="absolute bottom-6 end-[max(2rem,calc((100vw-var(--mq-rails,0px)-1680px)/2+2rem))] z-20 hidden size-10 place-items-center rounded-full border border-fg/20 bg-background/40 text-fg backdrop-blur transition hover:bg-background/70 md:grid"
          >
            <ChevronRight className="size-6 rtl:rotate-180" aria-hidden />
          </button>
        </>
      )}
    </section>
  );
}

function HeroText({ title, first }: { title: HeroTitle; first: boolean }) {
  const t = useTrans();
  const video = title.primary_video ?? title.videos?.[0];
  const genres = (title.genres ?? []).slice(0, 3).map(tagName);
  const facts = [yearOf(title), formatRuntime(title.runtime), title.certification].filter(Boolean);
  const H = first ? 'h1' : 'h2';
  return (
    <>
      <div aria-hidden className="absolute inset-0 bg-gradient-to-t from-background via-background/45 to-transparent" />
      <div
        aria-hidden
        className="absolute inset-0 bg-gradient-to-r from-background/85 via-background/30 to-transparent rtl:bg-gradient-to-l"
      />
      <div className="absolute inset-x-0 bottom-0 mx-auto w-full max-w-[1680px] px-4 pb-14 md:px-8 md:pb-24">
        <div className="max-w-2xl text-fg dark:[text-shadow:0_1px_8px_rgb(0_0_0/0.3)]">
          {genres.length > 0 && <p className="mb-3 text-xs font-semibold uppercase tracking-[0.16em] text-primary">{genres.join(' · ')}</p>}
          <H className="text-balance text-4xl font-extrabold leading-[1.05] tracking-tight text-fg md:text-6xl">{title.name}</H>
          <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-fg/85">
            <RatingBadge rating={title.rating} className="text-sm" />
            {facts.map((f, i) => (
              <span key={i} className={i === 2 ? 'rounded border border-fg/40 px-1.5 text-xs leading-5' : ''}>
                {f}
              </span>
            ))}
          </p>
          {(title.description || title.tagline) && (
            <p className="mt-4 line-clamp-3 max-w-xl text-pretty text-sm leading-6 text-fg/85 md:text-base md:leading-7">
              {title.description ?? title.tagline}
            </p>
          )}
          <div className="mt-6 flex flex-wrap gap-3">
            {video && (
              <Link to={watchLink(video)} className={buttonClass('primary', 'lg')}>
                <Play className="size-5 fill-current" aria-hidden />
                {t('Watch')}
              </Link>
            )}
            <Link to={titleLink(title)} className={buttonClass(video ? 'secondary' : 'primary', 'lg', video ? 'backdrop-blur' : '')}>
              <Info className="size-5" aria-hidden />
              {t('More info')}
              {/* the link's text names its title: each slide has one (Lighthouse SEO link-text) */}
              <span className="sr-only">: {title.name}</span>
            </Link>
          </div>
        </div>
      </div>
    </>
  );
}

export function HeroSkeleton() {
  return (
    <div className={heroBox} aria-hidden>
      <div className="skeleton absolute inset-0 opacity-40" />
      <div className="absolute inset-x-0 bottom-0 mx-auto w-full max-w-[1680px] px-4 pb-24 md:px-8">
        <div className="skeleton h-12 w-2/3 max-w-lg rounded-theme" />
        <div className="skeleton mt-4 h-4 w-1/3 max-w-xs rounded-theme" />
        <div className="skeleton mt-6 h-12 w-40 rounded-button" />
      </div>
    </div>
  );
}
