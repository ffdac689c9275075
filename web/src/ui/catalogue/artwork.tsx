import { ImageOff, UserRound } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '../../shell/use-hydrated';
import { type ArtworkKind, storedSrcSet } from '../../../../src/shared/artwork';

// Artwork in a fixed aspect box (no layout shift), a palette-coloured placeholder until the image
// decodes, lazy below the fold, and a srcset from the WebP variants the server stores.

export type { ArtworkKind };

const ratios: Record<ArtworkKind, string> = {
  poster: 'aspect-[2/3]',
  profile: 'aspect-[2/3]',
  backdrop: 'aspect-video',
  still: 'aspect-video',
};

export function srcSetFor(src: string, kind: ArtworkKind, variants?: Record<string, string>) {
  if (variants && Object.keys(variants).length) {
    return Object.entries(variants)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([w, url]) => `${url} ${w}w`)
      .join(', ');
  }
  return storedSrcSet(src, kind);
}

// Server-rendered artwork waits for its picture until it comes near the screen (below). Added at
// hydration, the cast's, the rows' and the related titles' <img>s (forty and more) made one commit
// of 80-160 ms on a phone: each <img> starts a request as it is inserted, lazy or not.
const shows = new WeakMap<Element, () => void>();
let observer: IntersectionObserver | undefined;

/** Calls show once el is within half a screen of the viewport (and of its scroller's view); returns the unsubscribe. */
function whenNear(el: Element, show: () => void) {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const { isIntersecting, target } of entries) {
        if (isIntersecting) {
          observer!.unobserve(target);
          shows.get(target)?.();
        }
      }
    },
    // scrollMargin (Chromium 120+; ignored elsewhere): a carousel's next cards, hidden in its scroller
    { rootMargin: '50% 0px', scrollMargin: '50%' } as IntersectionObserverInit,
  );
  shows.set(el, show);
  observer.observe(el);
  return () => observer!.unobserve(el);
}

/** A stable colour per name: what shows before (or instead of) the picture. */
export function paletteFor(seed: string) {
  let hash = 0;
  for (const ch of seed) hash = (hash * 31 + ch.codePointAt(0)!) | 0;
  const hue = Math.abs(hash) % 360;
  return `linear-gradient(160deg, hsl(${hue} 32% 24%), hsl(${(hue + 40) % 360} 28% 12%))`;
}

export interface ArtworkProps {
  src: string | null | undefined;
  kind: ArtworkKind;
  /** Left out (empty) for decorative images next to their text. */
  alt?: string;
  /** Used for the placeholder colour. */
  seed?: string;
  sizes?: string;
  variants?: Record<string, string>;
  /**
   * Above the fold: load eagerly; `true` also with high priority (the page's LCP image, which the
   * server preloads), 'eager' at the default priority (cards of the first rows: they must not
   * compete with the hero for the bandwidth).
   */
  priority?: boolean | 'eager';
  className?: string;
  /** Replaces the aspect box (e.g. a hero that fills its parent). */
  fill?: boolean;
  rounded?: string;
}

export function Artwork({
  src,
  kind,
  alt = '',
  seed,
  sizes,
  variants,
  priority,
  className = '',
  fill,
  rounded = 'rounded-theme',
}: ArtworkProps) {
  // Server-rendered markup (src/http/ssr.ts) shows its images at once: they load before the page
  // hydrates, so their onLoad never reaches React, and a hidden LCP image would wait for the scripts.
  const hydrated = useHydrated();
  const [loaded, setLoaded] = useState(!hydrated);
  const [failed, setFailed] = useState(false);
  // Only the above-the-fold (priority) images are in server-rendered markup: the others (cast,
  // rows, related titles) would share the phone's bandwidth with the LCP image and the scripts; they
  // arrive once hydrated, as they come near the screen, in their fixed boxes (no layout shift).
  const [near, setNear] = useState(hydrated || !!priority);
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!near && frame.current) return whenNear(frame.current, () => setNear(true));
  }, [near]);
  const box = fill ? 'absolute inset-0' : `relative ${ratios[kind]}`;
  const Fallback = kind === 'profile' ? UserRound : ImageOff;
  const deferred = !priority && (!hydrated || !near);
  return (
    <div
      ref={frame}
      className={`${box} overflow-hidden ${rounded} ${className}`}
      style={{ backgroundImage: paletteFor(seed ?? alt ?? '') }}
    >
      {deferred ? null : src && !failed ? (
        <img
          src={src}
          srcSet={srcSetFor(src, kind, variants)}
          sizes={sizes}
          alt={alt}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority === true ? 'high' : undefined}
          decoding="async"
          ref={(img) => {
            if (img?.complete && img.naturalWidth > 0) setLoaded(true);
          }}
          onLoad={() => setLoaded(true)}
          onError={() => setFailed(true)}
          className={`absolute inset-0 size-full object-cover transition-opacity duration-200 ${loaded ? 'opacity-100' : 'opacity-0'}`}
        />
      ) : (
        <div
          className="absolute inset-0 grid place-items-center text-white/35"
          aria-hidden={!alt}
          role={alt ? 'img' : undefined}
          aria-label={alt || undefined}
        >
          <Fallback className="size-1/4 max-h-12 max-w-12" strokeWidth={1.5} />
        </div>
      )}
    </div>
  );
}
