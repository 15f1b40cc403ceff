import { signUpParent, startMonthlyTrial, typeTestCard } from './billing-helpers.ts';
import { screenshot } from './child-journey-helpers.ts';
import { expect, expectNoHorizontalScroll, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { newFamily } from './journeys-helpers.ts';

// The membership on a 375 px phone: the same pages, one thumb, no sideways scrolling.

const { parent } = newFamily('billingm', { parent: 'Sky', lastName: 'Payne', child: 'Kit' });

test.describe.configure({ timeout: 150_000 });

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
