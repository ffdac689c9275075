import { type ComponentType, createElement, lazy } from 'react';

/** A component whose module can be loaded ahead of rendering (see preload). */
export type Preloadable<P = object> = ComponentType<P> & { preload: () => Promise<unknown> };
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
  return Part;
}

/**
 * lazyPart for a route's page. A page module may export `hydrationParts`: lazily loaded parts its
 * server-rendered markup holds (the title page's reviews and comments). preload() (preloadRoute: the
 * server's render, the browser's hydration) waits for them too, so they hydrate with the page instead
 * of after it: a press in a part still to hydrate would wait, and an update reaching it would swap
 * its markup for the fallback. A client-side navigation renders the page without waiting for them.
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
