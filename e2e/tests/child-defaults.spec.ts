import { createChild, type NewChild, removeChild, screenshot, waitForPage } from './child-journey-helpers.ts';
import { DEMO, expect, expectNoSeriousA11yViolations, seeToast, signInWithApi, test } from './fixtures.ts';
import { signInWithForm } from './sign-in-helpers.ts';

// Issue 16's protective defaults (decision 042): streaks stay off until the parent turns them on with
// the switch on the child's page; every child page carries the lasting "your grown-up can see" note;
// the instructor's student list shows no per-child self-esteem. A fresh child of the demo parent is
// made for the test and removed after it, so no demo child changes.

let child: NewChild | undefined;

test.afterEach(async ({ request }) => {
  if (child) await removeChild(request, child);
  child = undefined;
});

const SIGN = 'Your grown-up can see what you do here';

test('a parent turns streaks on with the switch, and only then does the child see a streak', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  child = await createChild(page.request, 'Robin');

  // ---- the child, streaks off (the default): no day count, no "play today", the grown-up sign
  const kidContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const kid = await kidContext.newPage();
  await signInWithApi(kid, { login: child.username, password: child.password });
  await kid.goto('/student/home');
  const welcome = kid.getByRole('dialog', { name: 'Welcome, Robin!' });
  await expect(welcome).toBeVisible();
  await kid.keyboard.press('Escape');
  await expect(welcome).toBeHidden();
  await waitForPage(kid);
  await expect(kid.getByRole('heading', { name: 'Level 1' })).toBeVisible();
  await expect(kid.getByText(/streak|in a row/i)).toHaveCount(0);
  await expect(kid.getByRole('note', { name: SIGN })).toBeVisible();

  // ---- the parent turns streaks on through the real switch on the child's page
  await signInWithForm(page, DEMO.parent.login, DEMO.parent.password);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto(`/studentDashboard/${child.childId}`);
  const toggle = page.getByRole('switch', { name: 'Show Robin streaks' });
  await expect(toggle).not.toBeChecked();
  await expect(page.getByText('Streaks are off unless you turn them on.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Work and notes from instructors' })).toBeVisible();
  await toggle.scrollIntoViewIfNeeded();
  await toggle.check();
  await seeToast(page, 'Robin now sees streaks.');
  await expect(toggle).toBeChecked();
  await expectNoSeriousA11yViolations(page, 'child page with the streak switch');
  await screenshot(page, testInfo, 'parent-streak-switch-1280');
  // Kept after a reload: it is stored, not only shown.
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Show Robin streaks' })).toBeChecked();

  // ---- the child now sees the streak prompt, and the sign on every child page
  await kid.goto('/student/home');
  await waitForPage(kid);
  // The time the child spent on the page a moment ago already counts as today: one day in a row.
  await expect(kid.getByText(/^(\d+ days? in a row!|Play today to start a streak)$/)).toBeVisible();
  await screenshot(kid, testInfo, 'child-home-streaks-on-1280');
  for (const path of ['/student/courses', '/student/profile', '/student/my-library']) {
    await kid.goto(path);
    await waitForPage(kid);
    await expect(kid.getByRole('note', { name: SIGN }), path).toBeVisible();
  }
  await kid.goto('/student/profile');
  await waitForPage(kid);
  await expect(kid.getByText(/in my longest streak/)).toBeVisible();
  await expectNoSeriousA11yViolations(kid, '/student/profile with the grown-up sign');

  // ---- at 375 px the sign still reads on one line, with no sideways scroll
  await kid.setViewportSize({ width: 375, height: 800 });
  await kid.goto('/student/home');
  await waitForPage(kid);
  const sign = kid.getByRole('note', { name: SIGN });
  await expect(sign).toBeVisible();
  const box = await sign.boundingBox();
  expect(box?.height ?? 99).toBeLessThan(40);
  const scrollWidth = await kid.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  expect(scrollWidth).toBeLessThanOrEqual(375);
  await screenshot(kid, testInfo, 'child-home-375', { fullPage: false });
  await kidContext.close();
});

test('the instructor’s student list shows no per-child self-esteem', async ({ page }, testInfo) => {
  await signInWithForm(page, DEMO.instructor.login, DEMO.instructor.password);
  await expect(page).toHaveURL(/\/instructor/);
  await page.goto('/instructor/students');
  const table = page.getByRole('table');
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader')).toHaveText([
    'Child',
    'Age',
    'Course',
    'Progress',
    'Last active',
  ]);
  await expect(page.getByRole('main')).not.toContainText(/esteem change|points/i);
  await expect(page.getByText(/never shown child by child/)).toBeVisible();
  await screenshot(page, testInfo, 'instructor-students-1280');
});
