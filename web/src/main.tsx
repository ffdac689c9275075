import './zod-jitless'; // first: before anything can load zod
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { queryClient } from './api/query-client';
import { App } from './app';
import { preloadRoute } from './routes';
import { applyBootstrapData, readInlinedBootstrap } from './shell/bootstrap';
import { awaitHydration } from './shell/use-hydrated';
import './styles.css';

// The server inlines the initial page data, so the first render needs no API round trip.
applyBootstrapData(readInlinedBootstrap());
// Loaded beside the first render, not before it (its report schema brings zod; issue 18).
void import('./shell/error-reporting').then((m) => m.startErrorReporting());
// The appearance editor's live preview acts only inside its frame.
if (window.parent !== window) void import('./admin/appearance/preview-receiver');

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// A title, home, person or search page arrives server-rendered (src/http/ssr.ts) with the queries it
// rendered from: the client starts from the same data (no API round trip), loads the page's chunk so
// nothing suspends, and once that markup has painted hydrates it as a transition, whose work yields
// to input. In a frame (the appearance editor's preview) the app renders otherwise than the server
// did: it renders afresh over the server's markup.
const queryState = document.getElementById('mq-query-state')?.textContent;
if (root.firstElementChild && queryState && window.parent === window) {
  hydrate(queryClient, JSON.parse(queryState));
  awaitHydration();
  // after the next frame has painted the server's markup (its first contentful paint), not before
  const painted = new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  void Promise.all([preloadRoute(window.location.pathname), painted]).then(() => startTransition(() => void hydrateRoot(root, app)));
} else {
  createRoot(root).render(app);
}
