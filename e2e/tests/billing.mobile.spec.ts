import { signUpParent, startMonthlyTrial, typeTestCard } from './billing-helpers.ts';
import { seededCatalog } from './catalog-helpers.ts';
import { screenshot, waitForPage } from './child-journey-helpers.ts';
import {
  DEMO,
  expect,
  expectNoHorizontalScroll,
  expectNoSeriousA11yViolations,
  signInWithApi,
  storageItem,
  test,
} from './fixtures.ts';
import { deleteParentAccount, newFamily } from './journeys-helpers.ts';
import { expectPath, signInWithForm } from './sign-in-helpers.ts';

// The membership on a 375 px phone: the same pages, one thumb, no sideways scrolling.

const { parent } = newFamily('billingm', { parent: 'Sky', lastName: 'Payne', child: 'Kit' });

test.describe.configure({ timeout: 150_000 });
// The family made here goes at the end, with its membership (ended at the test provider first).
test.afterAll(({ request }) => deleteParentAccount(request, parent));

test('on a phone a new parent starts a trial on the test checkout and sees it on every billing page', async ({
  page,
}, testInfo) => {
  await signUpParent(page, parent);
  await page.goto('/my-account/subscriptions');
  await expect(page.getByText('You have no membership yet.', { exact: false })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await screenshot(page, testInfo, 'billing-mobile-01-subscriptions');

  await startMonthlyTrial(page);
  await expectNoHorizontalScroll(page);
  await typeTestCard(page, '4242424242424242');
  await screenshot(page, testInfo, 'billing-mobile-02-checkout');
  await page.getByRole('button', { name: 'Start free trial' }).click();

  await page.waitForURL(/\/my-purchases\?session_id=cs_test_\w+$/);
  await expect(page.getByText('Your free trial has started')).toBeVisible({ timeout: 60_000 });
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page, 'my purchases, phone');
  await screenshot(page, testInfo, 'billing-mobile-03-purchases');

  await page.goto('/my-account/subscriptions');
  await expect(page.getByText(/Your free trial runs until/)).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.goto('/my-account/cards');
  await expect(page.getByRole('listitem', { name: 'Visa ending in 4242' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await screenshot(page, testInfo, 'billing-mobile-04-cards');
});

test('on a phone a family without the membership sees the offer, and the child a padlock without prices', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  // parent2's family has no membership in the demo; Sam is their child. Nothing here changes them.
  await signInWithForm(page, DEMO.parent2.login, DEMO.parent2.password);
  await expectPath(page, '/dashboard');
  const token = (await storageItem(page, 'ye.access_token')) ?? '';
  const course = (await seededCatalog(page, token)).byTitle('Feelings Detectives');
  await page.goto(`/courses/${course.id}`);
  const offer = page.getByRole('region', { name: /^Open every (chapter|level)$/ });
  await expect(offer.getByRole('link', { name: 'Start free trial' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page, 'course offer, phone');
  await screenshot(page, testInfo, 'billing-mobile-05-course-offer');

  const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor } = testInfo.project.use;
  const child = await browser.newContext({
    baseURL,
    viewport,
    isMobile,
    hasTouch,
    userAgent,
    deviceScaleFactor,
  });
  try {
    const kid = await child.newPage();
    await signInWithApi(kid, 'sam');
    await kid.goto(`/student/course/${course.id}`);
    await waitForPage(kid);
    await expect(kid.getByText('Locked — ask a grown-up').first()).toBeVisible();
    await expect(kid.locator('body')).not.toContainText(/\$|membership|trial|subscri/i);
    await expectNoHorizontalScroll(kid);
    await expectNoSeriousA11yViolations(kid, 'child map locked, phone');
    await screenshot(kid, testInfo, 'billing-mobile-06-child-locked');
  } finally {
    await child.close();
  }
});
