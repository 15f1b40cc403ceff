import { signUpParent, startMonthlyTrial, typeTestCard } from './billing-helpers.ts';
import { screenshot } from './child-journey-helpers.ts';
import { expect, expectNoSeriousA11yViolations, mailsTo, test } from './fixtures.ts';
import { newFamily } from './journeys-helpers.ts';

// A new family pays for the membership through the real pages (decision 027): the test provider's
// checkout, its signed events to our webhook over HTTP, the receipt page, the subscriptions page and
// the portal. No API shortcut for any step under test.

const { parent } = newFamily('billing', { parent: 'Robin', lastName: 'Payne', child: 'Kit' });

test.describe.configure({ timeout: 150_000 });

test('a new parent starts a monthly trial, lands on the receipt, switches to yearly and cancels in the portal', async ({
  page,
}, testInfo) => {
  await signUpParent(page, parent);

  // ---- no membership yet: the plans, what is free, and the test-mode warning
  await page.goto('/my-account/subscriptions');
  await expect(page.getByText('You have no membership yet.', { exact: false })).toBeVisible();
  await expect(page.getByText('TEST MODE: no real money moves')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'subscriptions, none');
  await screenshot(page, testInfo, 'billing-01-subscriptions-none');

  // ---- the test checkout: a declined card is an error toast; a good one starts the trial
  await startMonthlyTrial(page);
  await expect(page.getByText('$9.99 a month').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'test checkout');
  await typeTestCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Start free trial' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).first()).toBeVisible();
  await screenshot(page, testInfo, 'billing-02-checkout-declined');
  await typeTestCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Start free trial' }).click();

  // ---- back on our site: confirmed by the provider's webhook, the trial's end and the first charge
  await page.waitForURL(/\/my-purchases\?session_id=cs_test_\w+$/);
  await expect(page.getByText('Your free trial has started')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('Free trial until').first()).toBeVisible();
  await expect(page.getByText(/\$9\.99 on \w{3} \d{2}, \d{4}/).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'my purchases');
  await screenshot(page, testInfo, 'billing-03-purchases');
  await expect
    .poll(() => mailsTo(parent.email).map((m) => m.subject), { timeout: 20_000 })
    .toContain('Welcome to the Youth Enrichments membership');

  // ---- the subscriptions page shows the trial's end
  await page.goto('/my-account/subscriptions');
  await expect(page.getByText(/Your free trial runs until \w{3} \d{2}, \d{4}/)).toBeVisible();
  await screenshot(page, testInfo, 'billing-04-subscriptions-trial');

  // ---- the portal: switch to yearly, then cancel (after a confirmation)
  await page.getByRole('button', { name: 'Manage subscription' }).click();
  await page.waitForURL(/\/test-billing\/portal\/bps_test_\w+$/);
  await page.getByRole('button', { name: /Switch to yearly/ }).click();
  await expect(page.getByText('Membership, yearly').first()).toBeVisible();
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel the membership?' });
  await confirm.getByRole('button', { name: 'Yes, Cancel' }).click();
  await expect(page.getByText('Cancels on').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'test portal');
  await screenshot(page, testInfo, 'billing-05-portal-cancelled');
  await page.getByRole('link', { name: 'Return to Youth Enrichments' }).click();

  // ---- home again: yearly, cancelling, still open until the trial's end (the events came over HTTP)
  await page.waitForURL(/\/my-account\/subscriptions$/);
  await expect(page.getByText('Membership, yearly').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/Cancels on/).first()).toBeVisible({ timeout: 30_000 });
  await screenshot(page, testInfo, 'billing-06-subscriptions-cancelling');

  // ---- the card used at checkout is on file
  await page.goto('/my-account/cards');
  await expect(page.getByRole('listitem', { name: 'Visa ending in 4242' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'cards');
  await screenshot(page, testInfo, 'billing-07-cards');
});
