import { type ComponentType, createElement, lazy, type ReactNode, Suspense, useState } from 'react';

/** A component whose module can be loaded ahead of rendering (see preload). */
export type Preloadable<P = object> = ComponentType<P> & { preload: () => Promise<unknown>; isLoaded: () => boolean };
/** A page component whose module can be loaded ahead of rendering (see preload). */
export type PreloadablePage = Preloadable;

/**
 * React.lazy with a preload(): once the module has loaded, the component renders directly instead
 * of through lazy, so it never suspends. The server renders a page after preloading it, and the
 * browser preloads the page before hydrating that markup: both render the same tree and Suspense
 * never swaps the server's HTML for its fallback.
 */
export function lazyPart<P extends object, M extends Record<string, unknown> = Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M = 'default',
): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (pending ??= load().then((m) => {
      loaded = m[name] as ComponentType<P>;
      return loaded;
    }));
  const Lazy = lazy(async () => ({ default: await preload() }));
  const Part = (props: P) => createElement(loaded ?? Lazy, props);
  Part.preload = preload;
  Part.isLoaded = () => loaded !== null;
  return Part;
}

/**
 * A part with a Suspense boundary of its own, which it takes only where its module had not loaded
 * when it mounted (a client-side navigation: the rest of the page shows meanwhile). Where it had
 * (the server's render and the browser's hydration of a page naming it in `hydrationParts`), the
 * part renders without one: React hydrates each Suspense boundary in a later pass of its own, and a
 * form in it would sit there unhydrated after the page, its presses submitting it natively. The
 * choice is made once per mount, so the part never remounts and loses what was typed into it.
 */
export function withBoundary<P extends object>(part: Preloadable<P>, fallback: ReactNode = null): Preloadable<P> {
  const Bounded = (props: P) => {
    const [direct] = useState(part.isLoaded);
    const element = createElement(part, props);
    return direct ? element : createElement(Suspense, { fallback }, element);
  };
  Bounded.preload = part.preload;
  Bounded.isLoaded = part.isLoaded;
  return Bounded;
}

/**
 * lazyPart for a route's page. A page module may export `hydrationParts`: lazily loaded parts its
 * server-rendered markup holds (the title page's reviews and comments, each `withBoundary`).
 * preload() (preloadRoute: the server's render, the browser's hydration) waits for them too, so
 * they render without a boundary and hydrate with the page, in the same pass. A client-side
 * navigation renders the page without waiting for them.
 */
export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M = 'default'): PreloadablePage {
  let parts: Promise<unknown> = Promise.resolve();
  const page = lazyPart<object, M>(async () => {
    const m = await load();
    const hydrationParts = (m.hydrationParts ?? []) as readonly Preloadable<never>[];
    parts = Promise.all(hydrationParts.map((part) => part.preload()));
    return m;
  }, name);
  const loadPage = page.preload;
  page.preload = async () => {
    await loadPage();
    await parts;
  };
  return page;
}

export const isPreloadable = (page: ComponentType): page is PreloadablePage =>
  typeof (page as Partial<PreloadablePage>).preload === 'function';
