import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { openPage, PUBLIC_PAGES, SIGNED_IN_PAGES, saveScreen } from './pages.ts';

for (const pathname of PUBLIC_PAGES) {
  test(`${pathname}: one h1, a title, no serious axe violation`, async ({ page }) => {
    await openPage(page, pathname);
    await expect(page).toHaveTitle(/Youth Enrichments/);
    await expectNoSeriousA11yViolations(page, pathname);
    await saveScreen(page, 'desktop', pathname);
  });
}

for (const { path: pathname, who } of SIGNED_IN_PAGES) {
  test(`${pathname} signed in as ${who}: one h1, a title, no serious axe violation`, async ({
    page,
    signInAs,
  }) => {
    await signInAs(who);
    await openPage(page, pathname);
    await expect(page).toHaveTitle(/Youth Enrichments/);
    await saveScreen(page, 'desktop', pathname);
    await expectNoSeriousA11yViolations(page, pathname);
  });
}
