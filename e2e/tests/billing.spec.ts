import type { Page } from '@playwright/test';
import { signUpParent, startMonthlyTrial, typeTestCard } from './billing-helpers.ts';
import { seededCatalog } from './catalog-helpers.ts';
import { screenshot, waitForPage } from './child-journey-helpers.ts';
import { expect, expectNoSeriousA11yViolations, mailsTo, storageItem, test } from './fixtures.ts';
import { deleteParentAccount, fillAddChild, newFamily } from './journeys-helpers.ts';
import { expectPath, signInWithForm } from './sign-in-helpers.ts';

// A new family pays for the membership through the real pages (decision 027): the test provider's
// checkout, its signed events to our webhook over HTTP, the receipt page, the subscriptions page and
// the portal. No API shortcut for any step under test.

const { parent } = newFamily('billing', { parent: 'Robin', lastName: 'Payne', child: 'Kit' });

test.describe.configure({ timeout: 150_000 });
// The family made here goes at the end, with its membership (ended at the test provider first).
test.afterAll(({ request }) => deleteParentAccount(request, parent));

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

  // ---- home again: yearly, cancelling, still open until the trial's end. The page brings our records
  // up to date from the provider on the way back (decision 058), so it does not wait for the webhook.
  await page.waitForURL(/\/my-account\/subscriptions$/);
  await expect(page.getByText('Membership, yearly').first()).toBeVisible();
  await expect(page.getByText(/Cancels on/).first()).toBeVisible();
  await screenshot(page, testInfo, 'billing-06-subscriptions-cancelling');

  // ---- the card used at checkout is on file
  await page.goto('/my-account/cards');
  await expect(page.getByRole('listitem', { name: 'Visa ending in 4242' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'cards');
  await screenshot(page, testInfo, 'billing-07-cards');
});

// ---- the paywall: chapter 1 is free, the rest waits for the membership (decision 027) -----------

const locked = newFamily('paywall', { parent: 'Sky', lastName: 'Lockwood', child: 'Pip' });
const PAID_COURSE = 'I Like Being Me';

interface ChildCourse {
  chapters: { id: string; lessons: { id: string; title: string }[] }[];
}

/** A call with the signed-in child's own token, to prepare a step that is not the one under test. */
async function asChild(kid: Page, method: 'GET' | 'POST', path: string, data?: object) {
  const token = await storageItem(kid, 'ye.access_token');
  const res = await kid.request.fetch(path, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    ...(data ? { data } : {}),
  });
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

test('without the membership a course shows chapter 1 free and padlocks; the child is told to ask a grown-up; a trial opens it; deleting the account ends it all', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  await signUpParent(page, locked.parent);
  await page.getByRole('button', { name: 'Add your first child' }).click();
  const add = page.getByRole('dialog', { name: 'Add a child' });
  await fillAddChild(add, locked.kid);
  await add.getByRole('radio', { name: 'Owl' }).check();
  await add.getByRole('button', { name: 'Add child' }).click();
  await expect(add).toBeHidden();

  // ---- the parent: chapter 1 free, a padlock on chapter 2, and the offer
  const token = (await storageItem(page, 'ye.access_token')) ?? '';
  const course = (await seededCatalog(page, token)).byTitle(PAID_COURSE);
  await page.goto(`/courses/${course.id}`);
  await expect(page.getByText('Chapter 1 free').first()).toBeVisible();
  const offer = page.getByRole('region', { name: 'Open every chapter' });
  await expect(offer.getByText('$9.99/month or $79.99/year, 7-day free trial')).toBeVisible();
  await expect(page.getByText('Included in membership').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'course page, no membership');
  await screenshot(page, testInfo, 'billing-08-course-locked-parent');

  // ---- the child finishes the free chapter and meets the padlock, with no price and no upsell
  const child = await browser.newContext({ baseURL });
  try {
    const kid = await child.newPage();
    await signInWithForm(kid, locked.kid.username, locked.kid.password);
    await expectPath(kid, '/student/home');
    const detail = (await asChild(kid, 'GET', `/v1/course/get/${course.id}`)) as ChildCourse;
    const [free, paid] = detail.chapters;
    if (!free || !paid?.lessons[0]) throw new Error(`${PAID_COURSE} needs two chapters`);
    for (const lesson of free.lessons)
      await asChild(kid, 'POST', `/v1/course/content/complete/${lesson.id}`, {
        score: 90,
        duration_seconds: 60,
      });

    await kid.goto(`/student/course/${course.id}`);
    await waitForPage(kid);
    await expect(kid.getByText('Locked — ask a grown-up').first()).toBeVisible();
    await expect(kid.getByText(/You finished everything that is open for now/)).toBeVisible();
    await expect(kid.locator('body')).not.toContainText(/\$|membership|trial|subscri/i);
    await expectNoSeriousA11yViolations(kid, 'child map, locked');
    await screenshot(kid, testInfo, 'billing-09-course-locked-child');

    const paidLesson = `/student/course/${course.id}/chapter/${paid.id}/lesson/${paid.lessons[0].id}`;
    await kid.goto(paidLesson);
    await expect(kid.getByRole('heading', { level: 1 })).toHaveText(
      'This part of the course is locked for now',
    );
    await expect(kid.getByText('Ask a grown-up to open it.')).toBeVisible();
    await expect(kid.locator('body')).not.toContainText(/\$|membership|trial|subscri/i);
    await screenshot(kid, testInfo, 'billing-10-lesson-locked-child');

    // ---- the parent starts the trial from the offer
    await offer.getByRole('link', { name: 'Start free trial' }).click();
    await expectPath(page, '/my-account/subscriptions');
    await startMonthlyTrial(page);
    await typeTestCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Start free trial' }).click();
    await page.waitForURL(/\/my-purchases\?session_id=cs_test_\w+$/);
    await expect(page.getByText('Your free trial has started')).toBeVisible({ timeout: 60_000 });
    await page.goto(`/courses/${course.id}`);
    await expect(page.getByRole('region', { name: 'Included in your membership' })).toBeVisible();
    await expect(page.getByText('Included in membership')).toHaveCount(0);

    // ---- and the child's next chapter opens
    await kid.goto(`/student/course/${course.id}`);
    await waitForPage(kid);
    await expect(kid.getByText('Locked — ask a grown-up')).toHaveCount(0);
    await kid.goto(paidLesson);
    await expect(kid.getByRole('heading', { level: 1 })).toHaveText(paid.lessons[0].title);
    await screenshot(kid, testInfo, 'billing-11-lesson-open-child');

    // ---- the parent deletes the account: the trial ends at the provider, the family is gone
    await page.goto('/my-account');
    const farewell = page.getByRole('form', { name: 'Delete your account' });
    // Before typing: typing scrolls the page, and axe counts fields under the fixed bar as obscured.
    await expect(farewell).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'my account');
    await farewell.getByLabel(/^Your password/).fill(locked.parent.password);
    await screenshot(page, testInfo, 'billing-12-delete-account');
    await farewell.getByRole('button', { name: 'Delete my account' }).click();
    await page
      .getByRole('dialog', { name: 'Delete your account?' })
      .getByRole('button', { name: 'Yes, Delete' })
      .click();
    await expectPath(page, '/');
    await expect(page.getByText(/Your account and your children’s accounts are deleted/)).toBeVisible();
    const refused = 'The email/username or password is incorrect.';
    await signInWithForm(kid, locked.kid.username, locked.kid.password);
    await expect(kid.getByText(refused)).toBeVisible();
    await signInWithForm(page, locked.parent.email, locked.parent.password);
    await expect(page.getByText(refused)).toBeVisible();
  } finally {
    await child.close();
  }
});
