import { Suspense } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { useBootstrap } from '../shell/bootstrap';
import { RouteErrorBoundary } from '../shell/error-boundary';
import { EarlyInputReplay } from '../shell/early-input';
import { hasPermission } from '../../../src/shared/access';
import { isSubscribed, subjectOf } from '../shell/permissions';
import { NotFoundPage } from '../shell/screens/not-found';
import { NavigationProgress } from '../ui/progress-bar';
import type { RouteDef } from './types';

/** Applies the route guard of spec section 4, then renders the page (lazy pages show the top bar). */
export function RouteElement({ def }: { def: RouteDef }) {
  const data = useBootstrap();
  const [location] = useLocation();
  const search = new URLSearchParams(useSearch());
  const required = def.permission ? [def.permission].flat() : [];
  const permitted = required.every((name) => hasPermission(subjectOf(data), name));
  if ((def.auth && !data.user) || (!permitted && !data.user)) {
    return <Redirect to={`/login?redirect=${encodeURIComponent(location)}`} replace />;
  }
  if (!permitted) {
    if (data.settings.billing?.enable && !isSubscribed(data.user)) return <Redirect to="/pricing" replace />;
    return <NotFoundPage />;
  }
  const outcome = def.guard?.({ data, location, search });
  if (outcome === 'not-found') return <NotFoundPage />;
  if (outcome && outcome !== location) return <Redirect to={outcome} replace />;
  const Page = def.page;
  // While the page chunk or the page's data loads (a skeleton marked aria-busy), the page takes at
  // least the viewport's height: the footer starts below the fold instead of jumping down when the
  // content arrives (Lighthouse CLS, issue 18).
  return (
    <div className="has-[[aria-busy]]:min-h-dvh">
      <RouteErrorBoundary key={location}>
        <Suspense
          fallback={
            <div aria-busy>
              <NavigationProgress />
            </div>
          }
        >
          <Page />
          <EarlyInputReplay />
        </Suspense>
      </RouteErrorBoundary>
    </div>
  );
}
