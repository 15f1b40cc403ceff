import { landingPath } from '@ye/contracts/roles';
import { lazy, Suspense, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoader } from '../components/page-loader.tsx';
import { PATHS } from '../lib/paths.ts';
import { useSession } from '../lib/use-session.tsx';
import { guardRedirect } from './access.ts';
import { PolicyGate } from './policy-gate.tsx';
import type { AppRoute } from './routes.tsx';

// Shown only while an admin impersonates: not part of every page's first download (decision 054).
const NotWhileImpersonating = lazy(() =>
  import('../components/not-while-impersonating.tsx').then((m) => ({ default: m.NotWhileImpersonating })),
);

export const SITE_TITLE = 'Youth Enrichments: AI-Driven Techniques for Kids Self-Esteem';

/** One route's element: the role guard, the page title and the lazy page behind a loader. */
export function RouteElement({ route }: { route: AppRoute }) {
  const { isAuthenticated, isImpersonating, role } = useSession();
  const location = useLocation();

  useEffect(() => {
    document.title = route.title ? `${route.title} · Youth Enrichments` : SITE_TITLE;
  }, [route.title]);

  if (route.guestOnly && isAuthenticated && role) return <Navigate to={landingPath(role)} replace />;
  const redirect = guardRedirect(route.roles, { isAuthenticated, role }, location.pathname);
  if (redirect) {
    const from = redirect === PATHS.home ? undefined : `${location.pathname}${location.search}`;
    return <Navigate to={redirect} replace state={from ? { from } : undefined} />;
  }

  if (route.notWhileImpersonating && isImpersonating)
    return (
      <Suspense fallback={<PageLoader />}>
        <NotWhileImpersonating title={route.title} />
      </Suspense>
    );
  const Page = route.page;
  const page = (
    <Suspense fallback={<PageLoader page />}>
      <Page />
    </Suspense>
  );
  // A parent's pages ask for a new policy version first, once it is in force (decision 043).
  const isParentPage = route.roles?.includes('parent') && (role === 'parent' || role === 'auth');
  return isParentPage && !isImpersonating ? <PolicyGate>{page}</PolicyGate> : page;
}
