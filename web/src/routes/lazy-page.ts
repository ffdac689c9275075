import { type ComponentType, createElement, lazy } from 'react';

/** A page component whose module can be loaded ahead of rendering (see preload). */
export type PreloadablePage = ComponentType & { preload: () => Promise<unknown> };

/**
 * React.lazy with a preload(): once the module has loaded, the page renders directly instead of
 * through lazy, so it never suspends. The server renders a page after preloading it, and the
 * browser preloads the page before hydrating that markup: both render the same tree and Suspense
 * never swaps the server's HTML for its fallback.
 */
export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M = 'default'): PreloadablePage {
  let loaded: ComponentType | null = null;
  let pending: Promise<ComponentType> | null = null;
  const preload = () =>
    (pending ??= load().then((m) => {
      loaded = m[name] as ComponentType;
      return loaded;
    }));
  const Lazy = lazy(async () => ({ default: await preload() }));
  const Page = () => createElement(loaded ?? Lazy);
  Page.preload = preload;
  return Page;
}

export const isPreloadable = (page: ComponentType): page is PreloadablePage =>
  typeof (page as Partial<PreloadablePage>).preload === 'function';
