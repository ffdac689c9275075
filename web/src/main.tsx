import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { applyBootstrapData, readInlinedBootstrap } from './shell/bootstrap';
import { startErrorReporting } from './shell/error-reporting';
import './styles.css';
import './admin/appearance/preview-receiver'; // the editor's live preview (acts only inside its frame)

// The server inlines the initial page data, so the first render needs no API round trip.
applyBootstrapData(readInlinedBootstrap());
startErrorReporting();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
