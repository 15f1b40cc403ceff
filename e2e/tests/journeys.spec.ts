import type { Page } from '@playwright/test';
import { childGet, type Game, playGame, screenshot, waitForPage } from './child-journey-helpers.ts';
import {
  DEMO,
  expect,
  expectGreeting,
  expectNoSeriousA11yViolations,
  mailsTo,
  seeToast,
  signInWithApi,
  storageItem,
  test,
} from './fixtures.ts';
import {
  backToDashboard,
  confirmEmailFromMail,
  deleteParentAccount,
  fillAddChild,
  fillSignUp,
  newFamily,
} from './journeys-helpers.ts';
import { expectPath, signInWithForm } from './sign-in-helpers.ts';
import {
  confirmDialog,
  DIALOG,
  discardCourse,
  findStudioCourse,
  makePng,
  uniqueTitle,
} from './studio-helpers.ts';

// The first hour of every role through the real screens: each step under test uses the
// form a person would use; the API only prepares other steps or cleans up.

const { parent, kid } = newFamily('', { parent: 'Jo', lastName: 'Rivers', child: 'Ada' });
const COURSE = 'Brave Explorer Quest';

interface LessonContent {
  id: string;
  title: string;
  chapter_id: string;
  game: Game | null;
}

/** The newest reset link mailed to `email` after `since` (the dev mailer writes one JSON file per mail). */
async function resetLinkFor(email: string, since: number): Promise<string> {
  let link = '';
  await expect
    .poll(
      () => {
        const mail = mailsTo(email)
          .filter((m) => Date.parse(m.date) >= since - 1000)
          .at(-1);
        link = mail?.text.match(/https?:\/\/\S+/)?.[0] ?? '';
        return link;
      },
      { timeout: 20_000 },
    )
    .toContain('forgot-password?token=');
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** forgot-password form → mail → reset form, for an adult; returns the page the link opened. */
async function resetThroughMail(page: Page, forgotPath: string, email: string, newPassword: string) {
  await page.goto(forgotPath);
  await page.evaluate(() => window.localStorage.clear());
  const since = Date.now();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send me a reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  const resetPath = await resetLinkFor(email, since);
  expect(resetPath.startsWith(`${forgotPath}?token=`), resetPath).toBe(true);
  await page.goto(resetPath);
  await page.getByLabel(/^New password/).fill(newPassword);
  await page.getByLabel(/^Type it again/).fill(newPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();
}

/** Puts a demo account's password back (signed in with the new one), so the demo logins keep working. */
async function restorePassword(page: Page, email: string, current: string, original: string) {
  const signIn = await page.request.post('/v1/auth/token/get', { data: { email, password: current } });
  if (signIn.status() !== 200) return; // the reset never happened: nothing to put back
  const { token } = (await signIn.json()) as { token: string };
  const res = await page.request.post('/v1/auth/password/update', {
    headers: { Authorization: `Bearer ${token}` },
    data: { old_password: current, new_password: original },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
}

// Real forms, mail through the job queue and a played mission: generous on a busy 2-core machine.
test.describe.configure({ mode: 'serial', timeout: 150_000 });

test.describe('a new family', () => {
  test.afterAll(({ request }) => deleteParentAccount(request, parent));

  test('a parent signs up on /signup, adds a child and assigns a course from the child’s page', async ({
    page,
  }, testInfo) => {
    // ---- sign up through the real form; the terms must be ticked, in words
    await fillSignUp(page, parent);
    let signups = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/v1/auth/signup')) signups += 1;
    });
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(
      page.getByText('Please accept the Terms & Conditions and the Privacy Policy.'),
    ).toBeVisible();
    expect(signups).toBe(0);
    const terms = page.getByRole('checkbox', { name: /I agree to the/ });
    // Space on the focused box ticks it, as a click does.
    await terms.focus();
    await page.keyboard.press('Space');
    await expect(terms).toBeChecked();
    await expect(page.getByText(/Invalid input/)).toHaveCount(0);
    await screenshot(page, testInfo, 'desktop-journey-01-signup');
    await page.getByRole('button', { name: 'Create account' }).click();

    // ---- the empty dashboard, kind and clear about what comes next
    await expectPath(page, '/dashboard');
    expect(signups).toBe(1);
    await expectGreeting(page, parent.firstName);
    const empty = page.getByRole('region', { name: 'Let’s add your first child' });
    await expect(empty).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'empty dashboard');
    await screenshot(page, testInfo, 'desktop-journey-02-empty-dashboard');

    // ---- the email is confirmed from the mailed link before a child can be added (decision 035)
    await expect(page.getByRole('region', { name: 'Please confirm your email address' })).toBeVisible();
    await confirmEmailFromMail(page, parent.email);
    await expectNoSeriousA11yViolations(page, 'email confirmed');
    await screenshot(page, testInfo, 'desktop-journey-02b-email-confirmed');
    await backToDashboard(page);
    await expect(page.getByRole('region', { name: 'Please confirm your email address' })).toHaveCount(0);

    // ---- add a child with the form, with the parent's consent
    await empty.getByRole('button', { name: 'Add your first child' }).click();
    const add = page.getByRole('dialog', { name: 'Add a child' });
    await fillAddChild(add, kid);
    await add.getByRole('radio', { name: 'Owl' }).check();
    await add.getByRole('button', { name: 'Add child' }).click();
    await expect(add).toBeHidden();
    // Read and closed, as a person would: the app shows one toast at a time, and this one (ten
    // seconds, it names the username) would hold back the "assigned" toast below (CI saw it once).
    await seeToast(page, `${kid.name} is part of your family now!`);
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: kid.name }) });
    await expect(card).toBeVisible();
    await screenshot(page, testInfo, 'desktop-journey-03-child-added');

    // ---- the child's page: "Assign a course" stays with Ada
    await card
      .getByRole('link', { name: new RegExp(`^${kid.name}`) })
      .first()
      .click();
    await expect(page).toHaveURL(/\/studentDashboard\/[^/?]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(kid.name);
    const courses = page.getByRole('region', { name: 'Courses' });
    await courses.getByRole('button', { name: 'Assign a course' }).click();
    const assign = page.getByRole('dialog', { name: `Assign a course to ${kid.name}` });
    await expect(assign).toBeVisible();
    await expect(page).toHaveURL(/\/studentDashboard\/[^/?]+\?assign=1$/);
    await expect(assign.getByText(/^Courses made for \d+-year-olds\./)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'assign dialog');
    await screenshot(page, testInfo, 'desktop-journey-04-assign-dialog', { fullPage: false });
    await assign.getByRole('button', { name: `Assign ${COURSE} to ${kid.name}` }).click();
    await expect(page.getByText(`${COURSE} is assigned to ${kid.name}.`, { exact: false })).toBeVisible();
    await expect(assign.getByRole('listitem', { name: COURSE }).getByText('Assigned')).toBeVisible();
    await assign.getByRole('button', { name: 'Done' }).click();
    await expect(assign).toBeHidden();

    // ---- the child's dashboard shows the course, not started yet
    const notStarted = courses.getByRole('region', { name: 'Not started (1)' });
    await expect(notStarted.getByRole('link', { name: COURSE })).toBeVisible();
    await expectNoSeriousA11yViolations(page, "child's page");
    await screenshot(page, testInfo, 'desktop-journey-05-child-page');
  });

  test('the child signs in for the first time, is greeted as new, plays the assigned course and takes the survey once', async ({
    page,
  }, testInfo) => {
    await signInWithForm(page, kid.username, kid.password);
    await expectPath(page, '/student/home');

    // ---- greeted as new, with the course the grown-up picked as the call to action
    const welcome = page.getByRole('dialog', { name: `Welcome, ${kid.name}!` });
    await expect(welcome).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(welcome).toBeHidden();
    await waitForPage(page);
    await expect(page.getByText('Welcome! Your first adventure is waiting.')).toBeVisible();
    await expect(page.getByText(/Welcome back/)).toHaveCount(0);
    const ready = page.getByRole('region', { name: 'Ready for an adventure?' });
    const start = ready.getByRole('link', { name: `Start ${COURSE}` });
    await expect(start).toBeVisible();
    await expect(ready.getByRole('link', { name: 'Find a course' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'first home');
    await screenshot(page, testInfo, 'desktop-journey-06-first-home');

    // ---- the first mission, played to its end
    await start.click();
    await expect(page).toHaveURL(/\/student\/course\/[^/]+$/);
    await page.getByRole('button', { name: 'Start the course' }).click();
    await expect(page).toHaveURL(/\/level\/[^/]+\/mission\/[^/]+$/);
    await waitForPage(page);
    const lessonId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    const content = await childGet<LessonContent>(page, `/v1/course/content/get/${lessonId}`);
    if (!content.game) throw new Error(`${content.title} is not a game`);
    await playGame(page, content.game);
    const result = page.getByRole('dialog');
    await expect(result).toBeVisible({ timeout: 15_000 });
    await expect(result.getByText(/^[123] of 3 stars$/)).toBeVisible();
    await screenshot(page, testInfo, 'desktop-journey-07-mission-result', { fullPage: false });
    await page.keyboard.press('Escape');
    await expect(result).toBeHidden();

    // ---- the survey from the home's prompt, through the questions, once
    await page.goto('/student/home');
    await waitForPage(page);
    await page
      .getByRole('region', { name: 'How are you feeling about yourself lately?' })
      .getByRole('link', { name: "Let's start" })
      .click();
    await expectPath(page, '/surveys');
    for (let i = 1; i <= 10; i++) {
      await expect(page.getByText(`Question ${i} of 10`).first()).toBeVisible();
      await page.getByRole('radio', { name: i % 2 ? 'Agree' : 'Disagree', exact: true }).check();
      await page.getByRole('button', { name: i === 10 ? 'Finish' : 'Next' }).click();
    }
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    await expect(page.getByText(/^You can answer these questions again on /)).toBeVisible();
    await page.getByRole('link', { name: 'Back to my home' }).click();
    await expectPath(page, '/student/home');
    await waitForPage(page);
    await expect(
      page.getByRole('region', { name: 'How are you feeling about yourself lately?' }),
    ).toHaveCount(0);

    // ---- at once again: no questions, and the day they come back (the API's 14-day rule)
    await page.goto('/surveys');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You already answered these questions');
    await expect(page.getByRole('radio')).toHaveCount(0);
    const status = await childGet<{ last_completed_at: string; retake_due: boolean }>(
      page,
      '/v1/survey/status',
    );
    expect(status.retake_due).toBe(false);
    const expected = await page.evaluate((last) => {
      const d = new Date(Date.parse(last) + 14 * 86_400_000);
      const month = d.toLocaleString('en-US', { month: 'short' });
      return `${month} ${String(d.getDate()).padStart(2, '0')}, ${d.getFullYear()}`;
    }, status.last_completed_at);
    await expect(page.getByText(`You can answer them again on ${expected}.`)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'survey not yet');
    await screenshot(page, testInfo, 'desktop-journey-08-survey-not-yet');
  });

  test('the parent resets the child’s password from the child’s page; the child signs in with it', async ({
    page,
  }, testInfo) => {
    // Children have no email (product spec, DESIGN §7): their grown-up sets a new password.
    await signInWithForm(page, parent.email, parent.password);
    await expectPath(page, '/dashboard');
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: kid.name }) });
    await card
      .getByRole('link', { name: new RegExp(`^${kid.name}`) })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(kid.name);
    await page.getByRole('button', { name: 'Edit profile' }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${kid.name}’s profile` });
    const newPassword = 'Owl#Journey2027';
    await edit.getByLabel(/^New password/).fill(newPassword);
    await screenshot(page, testInfo, 'desktop-journey-09-child-password', { fullPage: false });
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByText(`Let ${kid.name} know the new password.`, { exact: false })).toBeVisible();

    await page.evaluate(() => window.localStorage.clear());
    await signInWithForm(page, kid.username, kid.password);
    await expect(page.getByText('The email/username or password is incorrect.')).toBeVisible();
    await signInWithForm(page, kid.username, newPassword);
    await expectPath(page, '/student/home');
    kid.password = newPassword;
  });

  test('the parent: forgot password → mail → reset → sign in', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expectPath(page, '/forgot-password');
    const newPassword = 'Kite-Journey-2027';
    await resetThroughMail(page, '/forgot-password', parent.email, newPassword);
    await signInWithForm(page, parent.email, newPassword);
    await expectPath(page, '/dashboard');
    await expectGreeting(page, parent.firstName);
    parent.password = newPassword;
  });
});

test('an instructor: forgot password → mail → reset on the instructor page → sign in', async ({ page }) => {
  const { login, password, firstName, landing } = DEMO.instructor;
  const newPassword = 'Instructor#2027-journey';
  try {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Instructors: reset your password' }).click();
    await expectPath(page, '/instructor/forgot-password');
    await resetThroughMail(page, '/instructor/forgot-password', login, newPassword);
    await signInWithForm(page, login, newPassword);
    await expectPath(page, landing);
    await expectGreeting(page, firstName);
  } finally {
    await restorePassword(page, login, newPassword, password);
  }
});

test('an admin: forgot password → mail → reset → sign in', async ({ page }) => {
  const { login, password, firstName, landing } = DEMO.admin;
  const newPassword = 'Admin#2027-journey';
  try {
    await resetThroughMail(page, '/forgot-password', login, newPassword);
    await signInWithForm(page, login, newPassword);
    await expectPath(page, landing);
    await expectGreeting(page, firstName, { heading: false });
  } finally {
    await restorePassword(page, login, newPassword, password);
  }
});

test('an instructor creates a course and is told a cover is needed before Publish, not after', async ({
  page,
}, testInfo) => {
  const title = uniqueTitle('Cover First');
  await signInWithApi(page, 'instructor');
  try {
    await page.goto('/instructor/courses/create-course');
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByRole('textbox', { name: 'Description' }).fill('Small brave steps, one a day.');
    await page.getByRole('spinbutton', { name: 'Youngest age' }).fill('7');
    await page.getByRole('spinbutton', { name: 'Oldest age' }).fill('10');
    await page.getByRole('textbox', { name: 'Goal 1' }).fill('Try one new thing');
    await page.getByRole('button', { name: 'Create course' }).click();
    await expect(page).toHaveURL(/\/instructor\/courses\/course-content\?id=/);

    // A chapter with a text lesson: only the cover is missing then.
    await page.getByRole('link', { name: 'Add your first chapter' }).click();
    await page.getByRole('textbox', { name: 'Title' }).fill('Starting small');
    await page.getByRole('button', { name: 'Add chapter' }).click();
    await page.getByRole('button', { name: 'Add the first lesson to Chapter 1: Starting small' }).click();
    const editor = page.getByRole('dialog', { name: /^New lesson/ });
    await editor.getByRole('textbox', { name: 'Title' }).fill('One small step');
    await editor
      .getByRole('textbox', { name: 'Lesson text' })
      .fill('Today, try one small thing that feels new.');
    await editor.getByRole('button', { name: 'Add lesson' }).click();
    await expect(editor).toBeHidden();

    const publish = page.getByRole('button', { name: 'Publish', exact: true });
    const missing = page.locator('#publish-blockers');
    await expect(missing).toContainText('Before you can publish');
    await expect(missing.getByRole('listitem')).toHaveText([
      'Add a cover image. Add it in the course details',
    ]);
    await expect(publish).toBeDisabled();
    await expect(publish).toHaveAttribute('aria-describedby', 'publish-blockers');
    await expectNoSeriousA11yViolations(page, 'content page with blockers');
    await screenshot(page, testInfo, 'desktop-journey-10-publish-needs-cover');

    // The same on the list of courses.
    await page.goto('/instructor/courses');
    const row = page.getByRole('article', { name: title });
    await expect(row.getByText('To publish: add a cover image.')).toBeVisible();
    await expect(row.getByRole('button', { name: `Publish ${title}` })).toBeDisabled();
    await row.getByRole('link', { name: `Chapters and lessons of ${title}` }).click();

    // Add the cover where the message says, then publish through the spec's dialog.
    await page
      .locator('#publish-blockers')
      .getByRole('link', { name: 'Add it in the course details' })
      .click();
    await expect(page).toHaveURL(/\/instructor\/courses\/create-course\?id=/);
    const cover = page.getByRole('group', { name: 'Cover image' });
    const chooser = page.waitForEvent('filechooser');
    await cover.getByRole('button', { name: 'Choose a file' }).click();
    await (await chooser).setFiles({ name: 'cover.png', mimeType: 'image/png', buffer: makePng(64, 40) });
    await expect(cover.getByRole('status')).toHaveText('cover.png is uploaded.');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(/\/instructor\/courses\/course-content\?id=/);
    await expect(page.locator('#publish-blockers')).toHaveCount(0);
    await expect(publish).toBeEnabled();
    await publish.click();
    const dialog = confirmDialog(page, DIALOG.publishCourse.title);
    await dialog.getByRole('button', { name: 'Yes, Publish' }).click();
    await expect(
      page.getByText('This course is published: children see each change as soon as you save it.'),
    ).toBeVisible();
    expect((await findStudioCourse(page, title))?.status).toBe('published');
  } finally {
    const course = await findStudioCourse(page, title);
    if (course) await discardCourse(page, course.id);
  }
});

test('an admin impersonates a parent and stops: back on /users as the admin', async ({ page }, testInfo) => {
  await signInWithForm(page, DEMO.admin.login, DEMO.admin.password);
  await expectPath(page, '/users');
  await page.getByLabel('Search users').fill(DEMO.parent.login);
  await page.getByRole('button', { name: `Impersonate ${DEMO.parent.login}`, exact: true }).click();
  const ask = page.getByRole('dialog', { name: `Impersonate ${DEMO.parent.login}?` });
  await ask
    .getByLabel('Why are you impersonating this user?')
    .fill('Checking the dashboard for a support ticket');
  await ask.getByRole('button', { name: 'Impersonate' }).click();
  await expectPath(page, '/dashboard');
  await expectGreeting(page, DEMO.parent.firstName);
  const banner = page.getByTestId('impersonation-banner');
  await expect(banner).toContainText(`Impersonating ${DEMO.parent.login}`);

  await banner.getByRole('button', { name: 'Stop' }).click();
  await expectPath(page, '/users');
  await expect(banner).toHaveCount(0);
  await expectGreeting(page, DEMO.admin.firstName, { heading: false });
  expect(await storageItem(page, 'ye.role')).toBe('admin');
  // Signed in as the admin for real: an admin-only list answers, and a reload keeps the session.
  await expect(page.getByRole('button', { name: /^Impersonate / }).first()).toBeVisible();
  await page.reload();
  await expectPath(page, '/users');
  await expectGreeting(page, DEMO.admin.firstName, { heading: false });
  await screenshot(page, testInfo, 'desktop-journey-11-after-stop');
});
