import { expect, expectNoHorizontalScroll, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { openPage, PUBLIC_PAGES, SIGNED_IN_PAGES, saveScreen } from './pages.ts';

for (const pathname of PUBLIC_PAGES) {
  test(`375 px ${pathname}: one h1, a title, no horizontal scroll, no serious axe violation`, async ({
    page,
  }) => {
    await openPage(page, pathname);
    await expect(page).toHaveTitle(/Youth Enrichments/);
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page, pathname);
    await saveScreen(page, 'mobile', pathname);
  });
}

for (const { path: pathname, who } of SIGNED_IN_PAGES) {
  test(`375 px ${pathname} signed in as ${who}: no horizontal scroll`, async ({ page, signInAs }) => {
    await signInAs(who);
    await openPage(page, pathname);
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page, pathname);
    await saveScreen(page, 'mobile', pathname);
  });
}
