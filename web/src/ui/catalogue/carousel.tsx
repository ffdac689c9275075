import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type ReactNode, startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useTrans } from '../../shell/i18n';
import { useHydrated } from '../../shell/use-hydrated';

/** Item widths: a peek of the next card on phones, up to 8 posters (or 5 landscape tiles) on wide screens. */
const widths = {
  poster: 'w-[40%] sm:w-[26%] md:w-[21%] lg:w-[17.2%] xl:w-[14.6%] 2xl:w-[12.7%]',
  landscape: 'w-[78%] sm:w-[44%] md:w-[31.5%] lg:w-[24%] 2xl:w-[19.2%]',
  person: 'w-[30%] sm:w-[20%] md:w-[15.5%] lg:w-[12.7%] xl:w-[11%] 2xl:w-[9.5%]',
} as const;
export type CarouselSize = keyof typeof widths;

/** Items the widest screen shows at once (its width class above), plus the peek of the next one. */
const firstScreen: Record<CarouselSize, number> = { poster: 9, landscape: 7, person: 12 };

/**
 * A horizontal row: native scrolling with scroll-snap (swipe on touch, shift+wheel, keyboard focus
 * scrolls the focused card into view), plus previous/next buttons on desktop that page by the
 * visible width. Logical properties, so it mirrors in right-to-left languages.
 */
export function Carousel({
  label,
  size = 'poster',
  children,
  className = '',
}: {
  label: string;
  size?: CarouselSize;
  children: ReactNode[];
  className?: string;
}) {
  const t = useTrans();
  const ref = useRef<HTMLUListElement>(null);
  const after = useRef<HTMLSpanElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });
  // Server-rendered markup (src/http/ssr.ts) holds only the items a screen shows before scrolling:
  // a home page is five rows of twenty cards, and the off-screen ones made the HTML three times
  // larger and hydration a long task on phones (issue 18). The rest render, as a transition (it
  // yields to input) into the row's scroll area where nothing visible moves, once the hydrated row
  // comes within half a screen of the viewport or the visitor reaches into it (scrolls it, points
  // or tabs into it): rendering every row's cards right after hydration was the page's longest task.
  const hydrated = useHydrated();
  const [complete, setComplete] = useState(hydrated);
  const completeRow = useCallback(() => startTransition(() => setComplete(true)), []);
  useEffect(() => {
    const el = ref.current;
    if (complete || !el) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && completeRow(), {
      rootMargin: '50% 0px',
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [complete, completeRow]);
  const reach = complete ? undefined : completeRow;
  const items = complete ? children : children.slice(0, firstScreen[size]);
  const update = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const x = Math.abs(el.scrollLeft);
    setEdges({ start: x < 4, end: x + el.clientWidth >= el.scrollWidth - 4 });
  }, []);
  // A new observer reports the row's size once, after the next layout, and then on every resize:
  // reading scrollWidth here instead would force a layout of the page inside the commit, which
  // made the commit that adds a row's other cards a long task on phones (issue 18).
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => observer.disconnect();
  }, [update, items.length]);
  const page = (dir: 1 | -1) => {
    const el = ref.current;
    if (!el) return;
    const rtl = getComputedStyle(el).direction === 'rtl' ? -1 : 1;
    el.scrollBy({
      left: dir * rtl * el.clientWidth * 0.9,
      behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
    });
  };
  const arrow =
    'absolute top-0 z-10 hidden h-full w-12 items-center justify-center bg-gradient-to-r text-white opacity-0 transition-opacity duration-150 group-hover/carousel:opacity-100 focus-visible:opacity-100 disabled:!opacity-0 md:flex';
  return (
    <div className={`group/carousel relative ${className}`} onPointerEnter={reach} onFocus={reach}>
      {/* a row is dozens of tab stops: the first one lets a keyboard user jump past it */}
      <div className="absolute start-0 top-1 z-20">
        <button
          type="button"
          data-testid="skip-row"
          onClick={() => after.current?.focus()}
          className="sr-only rounded-button bg-surface text-sm font-medium whitespace-nowrap text-fg shadow-lg ring-2 ring-primary focus:not-sr-only focus:block focus:px-3 focus:py-2"
        >
          {t('Skip :row', { row: label })}
        </button>
      </div>
      <ul
        ref={ref}
        onScroll={() => {
          update();
          reach?.();
        }}
        aria-label={label}
        className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto overscroll-x-contain px-4 pb-2 pt-1 [scrollbar-width:none] md:-mx-8 md:scroll-px-8 md:gap-4 md:px-8 [&::-webkit-scrollbar]:hidden"
      >
        {items.map((child, i) => (
          <li key={i} className={`shrink-0 snap-start ${widths[size]}`}>
            {child}
          </li>
        ))}
      </ul>
      <button
        type="button"
        aria-label={t('Previous')}
        disabled={edges.start}
        onClick={() => page(-1)}
        className={`${arrow} -start-4 from-background/95 to-transparent rtl:bg-gradient-to-l md:-start-8`}
      >
        <ChevronLeft className="size-8 drop-shadow rtl:rotate-180" aria-hidden />
      </button>
      <button
        type="button"
        aria-label={t('Next')}
        disabled={edges.end}
        onClick={() => page(1)}
        className={`${arrow} -end-4 from-transparent to-background/95 rtl:bg-gradient-to-l md:-end-8`}
      >
        <ChevronRight className="size-8 drop-shadow rtl:rotate-180" aria-hidden />
      </button>
      <span ref={after} tabIndex={-1} data-testid="after-row" className="outline-none" />
    </div>
  );
}
