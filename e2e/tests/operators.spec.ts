import type { Page } from '@playwright/test';
import { screenshot } from './child-journey-helpers.ts';
import {
  DEMO,
  expect,
  expectNoHorizontalScroll,
  expectNoSeriousA11yViolations,
  seeToast,
  test,
} from './fixtures.ts';
import { expectPath, signInWithForm } from './sign-in-helpers.ts';

// Operators (issue 15, decision 037): an admin disables an account with the real forms and the person
// cannot sign in, then enables it again (the demo is left as found); an admin creates an organization
// and adds a member.

async function forgetSession(page: Page) {
  await page.evaluate(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
}

async function asAdminOnUsers(page: Page) {
  await page.goto('/login');
  await forgetSession(page);
  await signInWithForm(page, DEMO.admin.login, DEMO.admin.password);
  await expectPath(page, '/users');
}

async function manage(page: Page, login: string) {
  await page.getByLabel('Search users').fill(login);
  await page.getByRole('button', { name: `Manage ${login}`, exact: true }).click();
  return page.getByRole('dialog', { name: `Manage ${login}` });
}

test('an admin disables an account with a reason (it cannot sign in), then enables it again', async ({
  page,
}, testInfo) => {
  const who = DEMO.instructor2;
  await asAdminOnUsers(page);
  const dialog = await manage(page, who.login);
  await dialog.getByRole('button', { name: 'Disable account…' }).click();
  const ask = page.getByRole('dialog', { name: `Disable ${who.login}?` });
  await ask.getByLabel('Why are you disabling this account?').fill('Left the school this term');
  await ask.getByRole('button', { name: 'Disable' }).click();
  await seeToast(page, `${who.login} is disabled and signed out everywhere.`);
  const again = page.getByRole('dialog', { name: `Manage ${who.login}` });
  await expect(again.getByText(/Left the school this term/).first()).toBeVisible();
  await expect(again.getByText('Disabled', { exact: true }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, 'operators-01-disabled-1280', { fullPage: false });
  await page.setViewportSize({ width: 375, height: 740 });
  await screenshot(page, testInfo, 'operators-02-disabled-375', { fullPage: false });
  await page.setViewportSize({ width: 1280, height: 800 });
  await again.getByRole('button', { name: 'Done' }).click();

  // The person's sign-in is refused with the reason in plain words.
  await forgetSession(page);
  await signInWithForm(page, who.login, who.password);
  await expect(page.getByText(/This account has been disabled by an administrator/).first()).toBeVisible();
  await expectPath(page, '/login');

  // Enabled again: the sign-in works.
  await asAdminOnUsers(page);
  const back = await manage(page, who.login);
  await back.getByRole('button', { name: 'Enable account' }).click();
  await page
    .getByRole('dialog', { name: `Enable ${who.login}?` })
    .getByRole('button', { name: 'Enable' })
    .click();
  await seeToast(page, `${who.login} can sign in again.`);
  await page
    .getByRole('dialog', { name: `Manage ${who.login}` })
    .getByRole('button', { name: 'Done' })
    .click();
  await forgetSession(page);
  await signInWithForm(page, who.login, who.password);
  await expectPath(page, '/instructor/');
});

test('an admin creates an organization and adds a member', async ({ page }, testInfo) => {
  const name = `Riverside Reading Club ${Date.now().toString(36)}`;
  await asAdminOnUsers(page);
  await page.getByRole('link', { name: 'Organizations' }).first().click();
  await expectPath(page, '/organizations');
  await page.getByRole('button', { name: 'New organization' }).click();
  const create = page.getByRole('dialog', { name: 'New organization' });
  await create.getByLabel('Name').fill(name);
  await create.getByRole('button', { name: 'Create' }).click();
  await seeToast(page, `${name} is created.`);

  await page.getByLabel('Search organizations').fill(name);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  await page.getByRole('button', { name: `Members of ${name}` }).click();
  const members = page.getByRole('dialog', { name: `Members of ${name}` });
  await expect(members.getByText('No one belongs to this organization yet.')).toBeVisible();
  await members.getByLabel('Email').fill(DEMO.instructor2.login);
  await members.getByRole('button', { name: 'Add member' }).click();
  await expect(members.getByRole('list', { name: 'Members' })).toContainText(DEMO.instructor2.login);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, 'operators-03-members-1280', { fullPage: false });
  await members.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('1');
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, 'operators-04-organizations-1280');
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(page.getByRole('heading', { level: 1, name: 'Organizations' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, 'operators-05-organizations-375');
});
