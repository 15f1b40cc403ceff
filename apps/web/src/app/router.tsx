import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from './layouts/app-layout.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { Root } from './root.tsx';
import { RouteElement } from './route-element.tsx';
import { type AppRoute, NOT_FOUND_ROUTE, ROUTES } from './routes.tsx';

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
        { element: <AppLayout />, children: routes.filter((r) => r.layout === 'app').map(toRouteObject) },
      ],
    },
  ];
}

export const createAppRouter = () => createBrowserRouter(buildRoutes());
