import type { Page, TestInfo } from '@playwright/test';
import { screenshot } from './child-journey-helpers.ts';
import {
  DEMO,
  expect,
  expectNoHorizontalScroll,
  expectNoSeriousA11yViolations,
  signInWithApi,
  test,
} from './fixtures.ts';
import { expectPath, signInWithForm } from './sign-in-helpers.ts';

// Cohorts (issue 15, decision 034): Grace creates a cohort with two courses and adds Mia through the
// forms; Mia's parent sees the class; Mia sees "My class" (never the word cohort); Grace reads the
// demo cohort's progress; an admin turns the cohort flag off and Grace's cohort page disappears. The
// demo is left as found: the flag goes back on and the new cohort is deleted, even when a step fails.

const COURSES = ['Brave Explorer Quest', 'Kind Words for Me'];

async function forgetSession(page: Page) {
  await page.evaluate(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
}

/** Checks the page at 1280 and at 375 px (no sideways scroll), axe clean, with a picture of each. */
async function bothWidths(page: Page, testInfo: TestInfo, name: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, `${name}-1280`);
  await page.setViewportSize({ width: 375, height: 740 });
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, `${name}-375`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function setCohortFlag(page: Page, token: string, enabled: boolean) {
  const res = await page.request.patch('/v1/admin/feature-flags/cohort', {
    headers: { authorization: `Bearer ${token}` },
    data: { enabled },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test('an instructor runs a cohort; the parent, the child and an admin each see their part', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const name = `Friday Kindness Club ${Date.now().toString(36)}`;
  const admin = await page.request.post('/v1/auth/token/get', {
    data: { email: DEMO.admin.login, password: DEMO.admin.password },
  });
  const adminToken = ((await admin.json()) as { token: string }).token;
  const grace = await signInWithApi(page, 'instructor');
  try {
    // Grace's cohorts: the demo's, and a new one made with the form.
    await page.goto('/instructor/cohorts/');
    await expect(page.getByRole('heading', { level: 1, name: 'Cohorts' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tuesday Brave Club' })).toBeVisible();
    await bothWidths(page, testInfo, 'cohorts-01-list');

    await page.getByRole('button', { name: 'New cohort' }).click();
    const dialog = page.getByRole('dialog', { name: 'New cohort' });
    await dialog.getByLabel(/^Name/).fill(name);
    await dialog.getByLabel(/^Places/).fill('8');
    await dialog.getByLabel('Youngest age').selectOption('6');
    await dialog.getByLabel('Oldest age').selectOption('11');
    for (const course of COURSES) await dialog.getByRole('checkbox', { name: course }).check();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, 'cohorts-02-create-1280', { fullPage: false });
    await dialog.getByRole('button', { name: 'Create cohort' }).click();
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    const courses = page.getByRole('region', { name: 'Courses' });
    for (const course of COURSES) await expect(courses.getByText(course)).toBeVisible();

    // Mia by her username, through the form.
    await page.getByLabel('Child’s username').fill('mia');
    await page.getByRole('button', { name: 'Add child' }).click();
    await expect(page.getByText('Added: mia.')).toBeVisible();
    const table = page.getByRole('table', { name: 'Children and their progress' });
    await expect(table.getByRole('row', { name: /Mia/ })).toBeVisible();
    await page.getByLabel('Child’s username').fill('nobody_by_that_name');
    await page.getByRole('button', { name: 'Add child' }).click();
    await expect(page.getByText('No child has the username: nobody_by_that_name.')).toBeVisible();
    await bothWidths(page, testInfo, 'cohorts-03-detail');

    // Her parent sees the class, with Mia in it.
    await forgetSession(page);
    await signInWithApi(page, 'parent');
    await page.goto('/classes');
    await expect(page.getByRole('heading', { level: 1, name: 'Classes' })).toBeVisible();
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await expect(item.getByText('Mia is in this class')).toBeVisible();
    await bothWidths(page, testInfo, 'cohorts-04-parent');

    // Mia sees "My class" on her home, and never the word cohort.
    await forgetSession(page);
    await signInWithApi(page, 'mia');
    await page.goto('/student/home');
    const myClass = page.getByRole('region', { name: 'My class' });
    await expect(myClass.getByRole('heading', { name })).toBeVisible();
    const ours = myClass.getByRole('list', { name: `Courses of ${name}` });
    for (const course of COURSES) await expect(ours.getByRole('link', { name: course })).toBeVisible();
    await expect(page.getByText(/cohort/i)).toHaveCount(0);
    await bothWidths(page, testInfo, 'cohorts-05-my-class');

    // Grace reads the demo cohort's progress: Mia has made some.
    await forgetSession(page);
    await signInWithApi(page, 'instructor');
    await page.goto('/instructor/cohorts/');
    await page.getByRole('button', { name: 'Open Tuesday Brave Club' }).click();
    const progress = page.getByRole('table', { name: 'Children and their progress' });
    const mia = progress.getByRole('row', { name: /Mia/ });
    await expect(mia).toBeVisible();
    await expect(mia.getByText(/^\d+%$/).first()).toBeVisible();
    await expect(mia.getByRole('progressbar', { name: 'Mia’s progress' })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    expect((await download).suggestedFilename()).toBe('tuesday-brave-club-progress.csv');
    await screenshot(page, testInfo, 'cohorts-06-progress-1280');

    // An admin turns the cohort flag off on /feature-flags: Grace's cohort page and link are gone.
    await forgetSession(page);
    await signInWithForm(page, DEMO.admin.login, DEMO.admin.password);
    await expectPath(page, '/users');
    await page.getByRole('link', { name: 'Feature flags' }).first().click();
    const cohortSwitch = page.getByRole('switch', { name: 'Cohorts' });
    await expect(cohortSwitch).toBeChecked();
    await cohortSwitch.click();
    await expect(cohortSwitch).not.toBeChecked();
    await forgetSession(page);
    await signInWithApi(page, 'instructor');
    await page.goto('/instructor/cohorts/');
    await expect(page.getByRole('heading', { level: 1, name: 'This page is not available' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cohorts' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, testInfo, 'cohorts-07-flag-off-1280');
  } finally {
    await setCohortFlag(page, adminToken, true);
    // The cohort made here goes again (with Mia's place in it).
    const list = await page.request.get('/v1/cohort/?page_size=100', {
      headers: { authorization: `Bearer ${grace.token}` },
    });
    const mine = ((await list.json()) as { results: { id: string; name: string }[] }).results.find(
      (c) => c.name === name,
    );
    if (mine)
      await page.request.delete(`/v1/cohort/delete/${mine.id}`, {
        headers: { authorization: `Bearer ${grace.token}` },
      });
  }
});

// Decision 039: Grace makes Omar an assistant through the cohort page; Mia's parent joins by the
// invite code on /classes (a wrong code first, in plain words); Omar sees Mia's progress but cannot
// change the staff or delete the cohort. The cohort goes again at the end, even when a step fails.
test('a parent joins by invite code, and an assistant runs the class but not its staff', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const name = `Invite Club ${Date.now().toString(36)}`;
  const grace = await signInWithApi(page, 'instructor');
  const auth = { authorization: `Bearer ${grace.token}` };
  const today = new Date().toISOString().slice(0, 10);
  const made = await page.request.post('/v1/cohort/create', {
    headers: auth,
    data: { name, timezone: 'Europe/London', starts_on: today, enrolment: 'invite', capacity: 5 },
  });
  expect(made.status(), await made.text()).toBe(201);
  const cohort = (await made.json()) as { id: string; invite_code: string };
  try {
    // Grace adds Omar as an assistant with the form on the cohort page.
    await page.goto(`/instructor/cohorts/?id=${cohort.id}`);
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(page.getByText(`Invite code for parents: ${cohort.invite_code}`)).toBeVisible();
    const staff = page.getByRole('region', { name: 'Staff' });
    await staff.getByLabel('Assistant’s email').fill('parent@demo.test');
    await staff.getByRole('button', { name: 'Add assistant' }).click();
    await expect(staff.getByText('We could not find an instructor with that email address.')).toBeVisible();
    await staff.getByLabel('Assistant’s email').fill(DEMO.instructor2.login);
    await staff.getByRole('button', { name: 'Add assistant' }).click();
    await expect(staff.getByRole('listitem').filter({ hasText: 'Assistant' })).toContainText(
      DEMO.instructor2.firstName,
    );
    await expect(page.getByRole('region', { name: 'Self-esteem before and after' })).toContainText(
      'Shown once at least 5 children',
    );
    await bothWidths(page, testInfo, 'cohorts-08-staff');

    // Mia's parent types the code the teacher gave them.
    await forgetSession(page);
    await signInWithApi(page, 'parent');
    await page.goto('/classes');
    const join = page.getByRole('region', { name: 'Have a code from a teacher?' });
    await join.getByLabel('Invite code').fill('not-a-real-code');
    await join.getByRole('button', { name: 'Find the class' }).click();
    await expect(join.getByText(/We could not find a class with that code/)).toBeVisible();
    await join.getByLabel('Invite code').fill(cohort.invite_code);
    await join.getByRole('button', { name: 'Find the class' }).click();
    const found = join.getByRole('region', { name: `Class found: ${name}` });
    await expect(found).toContainText('5 places left');
    await bothWidths(page, testInfo, 'cohorts-09-invite-found');
    await found.getByRole('button', { name: 'Enrol Mia' }).click();
    await expect(page.getByText(`Mia has a place in “${name}”. We have sent you an email.`)).toBeVisible();
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await expect(item.getByText('Mia is in this class')).toBeVisible();

    // Omar, the assistant, sees Mia in the class, but neither the staff form nor a way to delete it.
    await forgetSession(page);
    const omar = await signInWithApi(page, 'instructor2');
    await page.goto(`/instructor/cohorts/?id=${cohort.id}`);
    const table = page.getByRole('table', { name: 'Children and their progress' });
    await expect(table.getByRole('row', { name: /Mia/ })).toBeVisible();
    const omarsStaff = page.getByRole('region', { name: 'Staff' });
    await expect(omarsStaff.getByText('Lead')).toBeVisible();
    await expect(omarsStaff.getByLabel('Assistant’s email')).toHaveCount(0);
    await expect(omarsStaff.getByRole('button', { name: /Remove/ })).toHaveCount(0);
    await bothWidths(page, testInfo, 'cohorts-10-assistant');
    const refused = await page.request.delete(`/v1/cohort/delete/${cohort.id}`, {
      headers: { authorization: `Bearer ${omar.token}` },
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { detail: string }).detail).toBe(
      'Only the class’s lead teacher can do this.',
    );
  } finally {
    await page.request.delete(`/v1/cohort/delete/${cohort.id}`, { headers: auth });
  }
});
