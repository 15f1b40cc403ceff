import { sweepRoute, sweepVisits, test } from './sweep-helpers.ts';

// Every route of apps/web/src/app/routes.tsx as each role allowed on it, at 375 px.
for (const { route, who } of sweepVisits()) {
  test(`375 px ${route.path} as ${who}`, async ({ sweep }) => {
    await sweepRoute(sweep, route.path, who, 'mobile');
  });
}
