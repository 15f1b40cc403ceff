import type { Page } from '@playwright/test';
import { childGet, screenshot, waitForPage } from './child-journey-helpers.ts';
import {
  DEMO,
  expect,
  expectGreeting,
  expectNoHorizontalScroll,
  expectNoSeriousA11yViolations,
  signInWithApi,
  test,
} from './fixtures.ts';
import {
  confirmEmailFromMail,
  deleteParentAccount,
  fillAddChild,
  fillSignUp,
  newFamily,
} from './journeys-helpers.ts';
import { expectPath, signInWithForm } from './sign-in-helpers.ts';
import { discardCourse, findStudioCourse, uniqueTitle } from './studio-helpers.ts';

// The first-hour journeys on a 375 px phone, by touch: sign-up, the empty dashboard, adding a child,
// assigning a course from the child's page, the child's first home, the survey's "not yet" page, the
// instructor's publish checklist and the end of an impersonation all fit the screen and pass axe.

const { parent, kid } = newFamily('m-', { parent: 'Sol', lastName: 'Phone', child: 'Bo' });
const COURSE = 'Brave Explorer Quest';

async function fits(page: Page, label: string) {
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page, label);
}

test.describe.configure({ mode: 'serial', timeout: 150_000 });

test.describe('375 px: a new family', () => {
  test.afterAll(({ request }) => deleteParentAccount(request, parent));

  test('sign up by touch, add a child, assign a course in the full-screen dialog', async ({
    page,
  }, testInfo) => {
    await fillSignUp(page, parent);
    const terms = page.getByRole('checkbox', { name: /I agree to the/ });
    await terms.tap();
    await expect(terms).toBeChecked();
    await expect(page.getByText(/Invalid input/)).toHaveCount(0);
    await fits(page, '/signup');
    await screenshot(page, testInfo, 'mobile-journey-01-signup');
    await page.getByRole('button', { name: 'Create account' }).tap();

    await expectPath(page, '/dashboard');
    await expectGreeting(page, parent.firstName);
    const empty = page.getByRole('region', { name: 'Let’s add your first child' });
    await expect(empty).toBeVisible();
    await fits(page, 'empty dashboard');
    await screenshot(page, testInfo, 'mobile-journey-02-empty-dashboard');

    // The mailed link confirms the email first (decision 035); its page fits a phone too.
    await confirmEmailFromMail(page, parent.email);
    await fits(page, 'email confirmed');
    await screenshot(page, testInfo, 'mobile-journey-02b-email-confirmed');
    await page.getByRole('link', { name: 'Go to my dashboard' }).tap();
    await expectPath(page, '/dashboard');

    await empty.getByRole('button', { name: 'Add your first child' }).tap();
    const add = page.getByRole('dialog', { name: 'Add a child' });
    await fillAddChild(add, kid);
    await add.getByRole('button', { name: 'Add child' }).tap();
    await expect(add).toBeHidden();

    // From the dashboard card straight into the child's assign dialog.
    await page.getByRole('link', { name: `Assign a course to ${kid.name}` }).tap();
    const assign = page.getByRole('dialog', { name: `Assign a course to ${kid.name}` });
    await expect(assign).toBeVisible();
    const box = await assign.boundingBox();
    expect(box?.width, 'the dialog takes the whole phone screen').toBe(375);
    await fits(page, 'assign dialog');
    await screenshot(page, testInfo, 'mobile-journey-03-assign-dialog', { fullPage: false });
    await assign.getByRole('button', { name: `Assign ${COURSE} to ${kid.name}` }).tap();
    await expect(assign.getByRole('listitem', { name: COURSE }).getByText('Assigned')).toBeVisible();
    await assign.getByRole('button', { name: 'Done' }).tap();
    await expect(assign).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(kid.name);
    await expect(
      page.getByRole('region', { name: 'Not started (1)' }).getByRole('link', { name: COURSE }),
    ).toBeVisible();
    await fits(page, "child's page");
    await screenshot(page, testInfo, 'mobile-journey-04-child-page');
  });

  test("the child's first home and the survey's “not yet” page fit the phone", async ({ page }, testInfo) => {
    await signInWithForm(page, kid.username, kid.password);
    await expectPath(page, '/student/home');
    const welcome = page.getByRole('dialog', { name: `Welcome, ${kid.name}!` });
    await expect(welcome).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(welcome).toBeHidden();
    await waitForPage(page);
    await expect(page.getByText('Welcome! Your first adventure is waiting.')).toBeVisible();
    const start = page
      .getByRole('region', { name: 'Ready for an adventure?' })
      .getByRole('link', { name: `Start ${COURSE}` });
    await expect(start).toBeVisible();
    await fits(page, 'first home');
    await screenshot(page, testInfo, 'mobile-journey-05-first-home');

    // The survey itself is the desktop journey's step; here it is sent by the API to reach "not yet".
    const survey = await childGet<{ questions: { id: number }[] }>(page, '/v1/survey/2');
    const token = await page.evaluate(() => window.localStorage.getItem('ye.access_token'));
    const sent = await page.request.post('/v1/survey/survey_answers', {
      headers: { Authorization: `Bearer ${token}` },
      data: { survey_id: 2, answers: survey.questions.map((q) => ({ question_id: q.id, value: 3 })) },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    await page.goto('/surveys');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You already answered these questions');
    await expect(page.getByText(/^You can answer them again on [A-Z][a-z]{2} \d{2}, \d{4}\.$/)).toBeVisible();
    await fits(page, 'survey not yet');
    await screenshot(page, testInfo, 'mobile-journey-06-survey-not-yet');
  });
});

test('375 px: the publish checklist says a cover is needed, and Publish waits', async ({
  page,
}, testInfo) => {
  const title = uniqueTitle('Phone Cover');
  const auth = await signInWithApi(page, 'instructor');
  const created = await page.request.post('/v1/instructor/course/create', {
    headers: { Authorization: `Bearer ${auth.token}` },
    data: {
      title,
      description: 'A course without a cover yet.',
      kind: 'course',
      age_min: 7,
      age_max: 10,
      topics: ['confidence'],
      learning_goals: ['Try one new thing'],
      cover_url: null,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  try {
    const { id } = (await created.json()) as { id: string };
    await page.goto(`/instructor/courses/course-content?id=${id}`);
    const missing = page.locator('#publish-blockers');
    await expect(missing.getByRole('listitem')).toHaveText([
      'Add a cover image. Add it in the course details',
      'Add a chapter.',
    ]);
    await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeDisabled();
    await fits(page, 'content page with blockers');
    await screenshot(page, testInfo, 'mobile-journey-07-publish-checklist');
    await page.goto('/instructor/courses');
    await expect(
      page.getByRole('article', { name: title }).getByText(/^To publish: add a cover image; /),
    ).toBeVisible();
    await fits(page, 'course list with blockers');
    await screenshot(page, testInfo, 'mobile-journey-08-course-card');
  } finally {
    const course = await findStudioCourse(page, title);
    if (course) await discardCourse(page, course.id);
  }
});

test('375 px: Stop ends the impersonation on /users, signed in as the admin', async ({ page }, testInfo) => {
  await signInWithForm(page, DEMO.admin.login, DEMO.admin.password);
  await expectPath(page, '/users');
  await page.getByLabel('Search users').fill(DEMO.parent.login);
  await page.getByRole('button', { name: `Impersonate ${DEMO.parent.login}`, exact: true }).tap();
  const ask = page.getByRole('dialog', { name: `Impersonate ${DEMO.parent.login}?` });
  await ask
    .getByLabel('Why are you impersonating this user?')
    .fill('Checking the dashboard for a support ticket');
  await ask.getByRole('button', { name: 'Impersonate' }).tap();
  await expectPath(page, '/dashboard');
  const banner = page.getByTestId('impersonation-banner');
  await banner.getByRole('button', { name: 'Stop' }).tap();
  await expectPath(page, '/users');
  await expect(banner).toHaveCount(0);
  await expectGreeting(page, DEMO.admin.firstName, { heading: false });
  await screenshot(page, testInfo, 'mobile-journey-09-after-stop');
});
