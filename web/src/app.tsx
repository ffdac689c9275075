import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { RouterProvider } from 'react-aria-components';
import { useLocation } from 'wouter';
import { queryClient } from './api/query-client';
import { useBootstrap } from './shell/bootstrap';
import { CookieNotice } from './shell/cookie-notice';
import { RouteErrorBoundary } from './shell/error-boundary';
import { errorViewerStore } from './shell/error-viewer-store';
import { GateRouter } from './shell/gate-router';
import { ModalHost } from './shell/modal-host';
import { PageLoader } from './shell/screens/page-loader';
import { useStore } from './shell/store';
import { useApplyTheme } from './shell/theme';
import { Toaster } from './ui/toaster';
import { textDirectionOf } from '../../src/shared/language';

// Off the first-paint path (issue 18): the dialog hosts bring react-aria's overlays, the theme
// preview listener zod; each loads in its own chunk when first needed (a dialog or an error to
// show, the appearance editor's frame), not with every page.
const ErrorViewerHost = lazy(async () => ({ default: (await import('./shell/error-viewer')).ErrorViewerHost }));
const ThemePreviewListener = lazy(async () => {
  const { useThemePreviewListener } = await import('./admin/appearance-themes/theme-preview');
  return {
    default: function ThemePreviewListener() {
      useThemePreviewListener();
      return null;
    },
  };
});

/** The appearance editor shows pages in a frame; only there can a theme preview arrive. */
const inFrame = typeof window !== 'undefined' && window.parent !== window;

/** The error viewer, loaded when an API error with a debug trace arrives. */
function ErrorViewerGate() {
  const exception = useStore(errorViewerStore);
  return exception ? <ErrorViewerHost /> : null;
}

function ThemeApplier() {
  useApplyTheme();
  return null;
}

/** Keeps <html lang> and dir in step with the active translation block (layouts use logical CSS). */
function useDocumentLanguage() {
  const language = useBootstrap().i18n.language;
  useEffect(() => {
    // only when they differ: writing the same value still makes Chromium recheck every :lang() and
    // [dir] selector on every element (the rtl: variants), a whole-page style pass after hydration
    const root = document.documentElement;
    const dir = textDirectionOf(language);
    if (root.lang !== language) root.lang = language;
    if (root.dir !== dir) root.dir = dir;
  }, [language]);
}

/** Scrolls to the top on navigation, like a full page load would. */
function useScrollReset() {
  const [location] = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
}

/** client: the server renders each page with a query client of its own (web/src/entry-server.tsx). */
export function App({ client = queryClient }: { client?: QueryClient }) {
  const [, navigate] = useLocation();
  useDocumentLanguage();
  useScrollReset();
  return (
    <QueryClientProvider client={client}>
      {/* In the editor's frame the preview listener applies the theme (the saved one until a draft arrives). */}
      {inFrame ? (
        <Suspense fallback={<ThemeApplier />}>
          <ThemePreviewListener />
        </Suspense>
      ) : (
        <ThemeApplier />
      )}
      {/* react-aria links (menu items with href) navigate client-side through wouter. */}
      <RouterProvider navigate={(to) => navigate(to)}>
        <RouteErrorBoundary>
          <Suspense fallback={<PageLoader />}>
            <GateRouter />
          </Suspense>
        </RouteErrorBoundary>
        <CookieNotice />
        <Toaster />
        <ModalHost />
        <Suspense>
          <ErrorViewerGate />
        </Suspense>
      </RouterProvider>
    </QueryClientProvider>
  );
}
