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
  test(`${pathname} signed in as ${who}: one h1, a title, no serious axe violation`, async ({ page, signInAs }) => {
    // KNOWN BUG (reported): the app bar's account button has aria-label 'Account menu for <name>' while its
    // visible text is '<avatar initial> <name>' -> axe 'label-content-name-mismatch' (WCAG 2.5.3, serious)
    // on every signed-in page at desktop width. Remove test.fail once app-layout.tsx is fixed.
    test.fail(true, 'label-content-name-mismatch on the account menu button (app-layout.tsx)');
    await signInAs(who);
    await openPage(page, pathname);
    await expect(page).toHaveTitle(/Youth Enrichments/);
    await saveScreen(page, 'desktop', pathname);
    await expectNoSeriousA11yViolations(page, pathname);
  });
}
