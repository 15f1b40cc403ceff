import { Activity, lazy, Suspense } from 'react';
import { createBrowserRouter, Outlet, type RouteObject, useOutlet } from 'react-router';
import { PageLoader } from '../components/page-loader.tsx';
import { useSession } from '../lib/use-session.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { Root } from './root.tsx';
import { RouteElement } from './route-element.tsx';
import { type AppRoute, NOT_FOUND_ROUTE, ROUTES } from './routes.tsx';

// The signed-in frame is not part of the public pages' first download (decision 054): it loads with
// the first signed-in page.
const AppLayout = lazy(() => import('./layouts/app-layout.tsx').then((m) => ({ default: m.AppLayout })));

/**
 * The app layout, lazily. While its module loads, the matched page is rendered hidden (Activity:
 * nothing mounts, no effect or request runs), which starts loading the page's own module at the same
 * time instead of after the layout's. A signed-out visitor skips the layout: every page in it has
 * roles (access.test.tsx), so the role guard sends them to sign in straight away.
 */
export function LazyAppLayout() {
  const outlet = useOutlet();
  const { isAuthenticated } = useSession();
  if (!isAuthenticated) return <Outlet />;
  return (
    <Suspense
      fallback={
        <>
          <PageLoader />
          <Activity mode="hidden">{outlet}</Activity>
        </>
      }
    >
      <AppLayout />
    </Suspense>
  );
}

const toRouteObject = (route: AppRoute): RouteObject => ({
  path: route.path,
  element: <RouteElement route={route} />,
});

/** The route objects of the table, grouped by layout; unknown paths get the 404 page. */
export function buildRoutes(routes: readonly AppRoute[] = ROUTES): RouteObject[] {
  return [
    {
      element: <Root />,
      children: [
        {
          element: <PublicLayout />,
          children: [
            ...routes.filter((r) => r.layout === 'public').map(toRouteObject),
            toRouteObject(NOT_FOUND_ROUTE),
          ],
        },
        { element: <LazyAppLayout />, children: routes.filter((r) => r.layout === 'app').map(toRouteObject) },
      ],
    },
  ];
}

export const createAppRouter = () => createBrowserRouter(buildRoutes());
