import { expect } from './fixtures.ts';
import { sweepRoute, sweepVisits, test } from './sweep-helpers.ts';
import { readRouteTable } from './sweep-routes.ts';
import { SAMPLES } from './sweep-samples.ts';

// Every route of apps/web/src/app/routes.tsx as each role allowed on it, at 1280 px (the 375 px twin
// is sweep.mobile.spec.ts).
for (const { route, who } of sweepVisits()) {
  test(`1280 px ${route.path} as ${who}`, async ({ sweep }) => {
    await sweepRoute(sweep, route.path, who, 'desktop');
  });
}

test('every sample address of the sweep belongs to a route of the table', () => {
  const paths = new Set(readRouteTable().map((r) => r.path));
  expect(Object.keys(SAMPLES).filter((p) => !paths.has(p))).toEqual([]);
});
