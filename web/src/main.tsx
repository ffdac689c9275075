import './zod-jitless'; // first: before anything can load zod
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { applyBootstrapData, readInlinedBootstrap } from './shell/bootstrap';
import './styles.css';

// The server inlines the initial page data, so the first render needs no API round trip.
applyBootstrapData(readInlinedBootstrap());
// Loaded beside the first render, not before it (its report schema brings zod; issue 18).
void import('./shell/error-reporting').then((m) => m.startErrorReporting());
// The appearance editor's live preview acts only inside its frame.
if (window.parent !== window) void import('./admin/appearance/preview-receiver');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
