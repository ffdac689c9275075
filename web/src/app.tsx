import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { RouterProvider } from 'react-aria-components';
import { useLocation } from 'wouter';
import { queryClient } from './api/query-client';
import { useBootstrap } from './shell/bootstrap';
import { CookieNotice } from './shell/cookie-notice';
import { RouteErrorBoundary } from './shell/error-boundary';
import { ErrorViewerHost } from './shell/error-viewer';
import { GateRouter } from './shell/gate-router';
import { ModalHost } from './shell/modal-host';
import { PageLoader } from './shell/screens/page-loader';
import { useApplyTheme } from './shell/theme';
import { useThemePreviewListener } from './admin/appearance-themes/theme-preview';
import { Toaster } from './ui/toaster';

const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur', 'ps', 'yi', 'dv', 'ku']);

/** Keeps <html lang> and dir in step with the active translation block (layouts use logical CSS). */
function useDocumentLanguage() {
  const language = useBootstrap().i18n.language;
  useEffect(() => {
    document.documentElement.lang = language;
    document.documentElement.dir = RTL_LANGUAGES.has(language.split('-')[0]!.toLowerCase()) ? 'rtl' : 'ltr';
  }, [language]);
}

/** Scrolls to the top on navigation, like a full page load would. */
function useScrollReset() {
  const [location] = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
}

export function App() {
  const [, navigate] = useLocation();
  useApplyTheme();
  useThemePreviewListener();
  useDocumentLanguage();
  useScrollReset();
  return (
    <QueryClientProvider client={queryClient}>
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
        <ErrorViewerHost />
      </RouterProvider>
    </QueryClientProvider>
  );
}
